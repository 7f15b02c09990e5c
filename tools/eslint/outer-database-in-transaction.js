// @ts-check
// An ESLint rule for decision 0094: the work of a transaction uses the transaction only. Inside
// the function given to `db.transaction(…)` (or to a function that opens one, such as
// auditedChange(db, …, work)), neither `db` itself nor anything made from it (`const repo =
// createXRepo(db)`, `const slots = createSlotsService(db)`) may be used: on the embedded database
// such a call waits for the connection the transaction holds, for ever. db/transaction-guard.ts
// refuses the same at run time; this rule says so while the code is written.

/**
 * @typedef {import('eslint').Scope.Variable} Variable
 * @typedef {import('estree').Node} Node
 * @typedef {import('estree').CallExpression} CallExpression
 */

/** @param {Node | null | undefined} node */
const isFunction = (node) =>
  !!node && (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression');

/** @param {Node | null | undefined} node @returns {CallExpression | null} */
function callOf(node) {
  if (!node) return null;
  if (node.type === 'AwaitExpression') return callOf(node.argument);
  return node.type === 'CallExpression' ? node : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const outerDatabaseInTransaction = {
  meta: {
    type: 'problem',
    docs: {
      description: "Inside a transaction's work, use the transaction, not the outer database",
    },
    schema: [
      {
        type: 'object',
        properties: { transactionFunctions: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      outer:
        "'{{name}}' is the database this transaction was opened on: " +
        'inside its work, use the transaction (decision 0094)',
      madeFromOuter:
        "'{{name}}' was made from '{{database}}', which this transaction was opened on: " +
        'make it from the transaction (decision 0094)',
    },
  },
  create(context) {
    const { sourceCode } = context;
    /** @type {Set<string>} */
    const openers = new Set(context.options[0]?.transactionFunctions ?? []);

    /** @param {Node} node @param {string} name @returns {Variable | null} */
    function resolve(node, name) {
      for (let scope = sourceCode.getScope(node); scope; scope = scope.upper) {
        const found = scope.set.get(name);
        if (found) return found;
      }
      return null;
    }

    /** Whether `variable` holds something made by a call that was given `database`. */
    function madeFrom(/** @type {Variable} */ variable, /** @type {Variable} */ database) {
      const definition = variable.defs[0];
      if (
        definition?.node.type !== 'VariableDeclarator' ||
        definition.node.id.type !== 'Identifier'
      )
        return false;
      const call = callOf(definition.node.init);
      if (!call) return false;
      return call.arguments.some(
        (argument) =>
          argument.type === 'Identifier' && resolve(argument, argument.name) === database,
      );
    }

    /** @param {Node} work @param {Variable} database */
    function checkWork(work, database) {
      const scope = sourceCode.getScope(work);
      for (const reference of scope.through) {
        const variable = reference.resolved;
        if (!variable) continue;
        if (variable === database) {
          context.report({
            node: reference.identifier,
            messageId: 'outer',
            data: { name: variable.name },
          });
        } else if (madeFrom(variable, database)) {
          context.report({
            node: reference.identifier,
            messageId: 'madeFromOuter',
            data: { name: variable.name, database: database.name },
          });
        }
      }
    }

    return {
      CallExpression(node) {
        const { callee } = node;
        // db.transaction(work)
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'transaction' &&
          isFunction(node.arguments[0])
        ) {
          const database = resolve(callee.object, callee.object.name);
          if (database) checkWork(node.arguments[0], database);
          return;
        }
        // auditedChange(db, …, work): the first argument is the database, the last the work.
        if (callee.type === 'Identifier' && openers.has(callee.name)) {
          const [first] = node.arguments;
          const work = node.arguments[node.arguments.length - 1];
          if (first?.type !== 'Identifier' || !isFunction(work)) return;
          const database = resolve(first, first.name);
          if (database) checkWork(work, database);
        }
      },
    };
  },
};
