// @ts-check
// An ESLint rule for the project's layer rules (decisions 0007 and 0095; the zones are in
// eslint.config.js): a file in a zone's target may not import a module in that zone's `from`.
// Paths are repository-relative and matched with regular expressions, extension-free (imports in
// this project carry no extensions). `layered` names a folder every file of which must be in one
// of the layers listed, so that a file in a new folder is not silently outside every zone.
import path from 'node:path';

/**
 * @typedef {{ target: string; from: string; except?: string; message: string }} Zone
 * @type {import('eslint').Rule.RuleModule}
 */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports within the layer rules of the architecture' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'string' },
                except: { type: 'string' },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
          layered: {
            type: 'object',
            properties: {
              folder: { type: 'string' },
              layers: { type: 'array', items: { type: 'string' } },
            },
            required: ['folder', 'layers'],
            additionalProperties: false,
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: {
      restricted: '{{message}} ({{imported}})',
      noLayer: '{{file}} is in none of the layers of {{folder}}: put it in one of their folders',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    /** @type {Zone[]} */
    const zones = context.options[0]?.zones ?? [];
    const applicable = zones
      .filter((zone) => new RegExp(zone.target).test(file))
      .map((zone) => ({
        from: new RegExp(zone.from),
        except: zone.except ? new RegExp(zone.except) : null,
        message: zone.message,
      }));
    /** @type {{ folder: string; layers: string[] } | undefined} */
    const layered = context.options[0]?.layered;
    const outsideLayers =
      !!layered &&
      new RegExp(layered.folder).test(file) &&
      !layered.layers.some((layer) => new RegExp(layer).test(file));
    if (applicable.length === 0 && !outsideLayers) return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      for (const zone of applicable) {
        if (zone.from.test(imported) && !zone.except?.test(imported)) {
          context.report({
            node,
            messageId: 'restricted',
            data: { message: zone.message, imported },
          });
        }
      }
    };

    return {
      Program: (node) => {
        if (outsideLayers)
          context.report({ node, messageId: 'noLayer', data: { file, folder: layered.folder } });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
