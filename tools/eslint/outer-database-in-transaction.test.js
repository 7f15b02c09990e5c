// @ts-check
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { outerDatabaseInTransaction } from './outer-database-in-transaction.js';

RuleTester.describe = describe;
RuleTester.it = it;

const options = [{ transactionFunctions: ['auditedChange'] }];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'outer-database-in-transaction',
  outerDatabaseInTransaction,
  {
    valid: [
      {
        code: `function service(db) {
          return db.transaction(async (tx) => createPeopleRepo(tx).insert(1));
        }`,
        options,
      },
      {
        code: `function service(db) {
          const repo = createPeopleRepo(db);
          async function list() { return repo.list(); }
          return db.transaction(async (tx) => { const txRepo = createPeopleRepo(tx); await txRepo.insert(); });
        }`,
        options,
      },
      {
        // Another database than the transaction's is not the outer one.
        code: `function copy(source, target) {
          const reader = createPeopleRepo(source);
          return target.transaction(async (tx) => createPeopleRepo(tx).insert(await reader.list()));
        }`,
        options,
      },
      {
        code: `function change(db) {
          return auditedChange(db, target, async (tx) => ({ result: await createPeopleRepo(tx).insert() }));
        }`,
        options,
      },
    ],
    invalid: [
      {
        code: `function service(db) {
          const repo = createPeopleRepo(db);
          return db.transaction(async (tx) => { await createUsersRepo(tx).lock(); await repo.insert(); });
        }`,
        options,
        errors: [{ messageId: 'madeFromOuter', data: { name: 'repo', database: 'db' } }],
      },
      {
        code: `function service(db) {
          return db.transaction(async () => db.select());
        }`,
        options,
        errors: [{ messageId: 'outer', data: { name: 'db' } }],
      },
      {
        // A nested function inside the work is still inside it.
        code: `function service(db) {
          const slots = createSlotsService(db);
          return db.transaction(async (tx) => [1, 2].map(async (id) => slots.take(id)));
        }`,
        options,
        errors: [{ messageId: 'madeFromOuter', data: { name: 'slots', database: 'db' } }],
      },
      {
        code: `function change(db) {
          const repo = createPeopleRepo(db);
          return auditedChange(db, target, async (tx) => ({ result: await repo.insert() }));
        }`,
        options,
        errors: [{ messageId: 'madeFromOuter', data: { name: 'repo', database: 'db' } }],
      },
    ],
  },
);
