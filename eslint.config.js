// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerBoundaries } from './tools/eslint/layer-boundaries.js';
import { outerDatabaseInTransaction } from './tools/eslint/outer-database-in-transaction.js';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layer rules (docs/architecture.md): data flows one way and features never import each
 * other, written as import boundaries (paths relative to the repository).
 */
const server = 'apps/server/src/';
const notATest = '(?!.*\\.test\\.tsx?$)';
// The files at the top of the server compose the layers; config.ts only reads the settings, for all.
const entryPoint = `^${server}(?!config$)[^/]+$`;
/** Every file of the server is in a layer (or is a test or a test's helper). */
const serverLayers = {
  folder: `^${server}`,
  layers: [
    `^${server}(routes|plugins|modules|db|lib|cli)/`,
    `^${server}[^/]+\\.ts$`,
    `^${server}(test|process-tests)/`,
  ],
};
const layerZones = [
  // Web: features do not import each other; app/ composes them.
  ...webFeatures.map((feature) => ({
    target: `^apps/web/src/features/${feature}/`,
    from: '^apps/web/src/features/',
    except: `^apps/web/src/features/${feature}/`,
    message: 'Features do not import each other; compose them in app/',
  })),
  {
    target: '^apps/web/src/features/',
    from: '^apps/web/src/app/',
    message: 'Features never import app/',
  },
  {
    target: '^apps/web/src/components/',
    from: '^apps/web/src/(features|app)/',
    message: 'Shared components never import features or app/',
  },
  {
    target: '^apps/web/src/lib/',
    from: '^apps/web/src/(features|app|components)/',
    message: 'lib/ is the bottom layer',
  },
  // Server: the layer of a file is its folder (decision 0095). routes/ and plugins/ are the HTTP
  // layer, modules/ the domain (rules and the queries of its repos), db/ the schema, migrations,
  // seed and backups, lib/ the tools that know no business rule; the files at the top and cli/
  // put them together. A test is checked with the code it tests only where it is not a test.
  {
    target: `^${server}(routes|plugins)/${notATest}`,
    from: `^${server}(db/schema|modules/.*\\.repo)$`,
    message: 'The HTTP layer calls the domain; only its repos query the database',
  },
  {
    target: `^${server}modules/${notATest}`,
    from: `^${server}(routes|plugins|cli)/|${entryPoint}`,
    message: 'The domain knows no HTTP route, plugin or entry point',
  },
  {
    target: `^${server}db/${notATest}`,
    from: `^${server}(routes|plugins|modules|cli)/|${entryPoint}`,
    message: 'db/ knows no domain and no HTTP',
  },
  {
    target: `^${server}lib/${notATest}`,
    from: `^${server}(routes|plugins|modules|db|cli)/|${entryPoint}`,
    // The connection's type, for the tools that page a query.
    except: `^${server}db/database$`,
    message: 'lib/ is the bottom layer',
  },
  // Inside the domain, a repo runs queries and calls no rule.
  {
    target: `^${server}modules/.*\\.repo\\.ts$`,
    from: `\\.service$`,
    message: 'Repos only run queries',
  },
  // The web and the server meet only in packages/contracts.
  {
    target: '^apps/web/',
    from: '^apps/server/',
    message: 'The web shares types with the server only through packages/contracts',
  },
  {
    target: '^apps/server/',
    from: '^apps/web/',
    message: 'The server shares types with the web only through packages/contracts',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'bench/web/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'vitest.config.ts',
            'eslint.config.js',
            'scripts/*.mjs',
            'tools/eslint/*.js',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: {
      portal: {
        rules: {
          'layer-boundaries': layerBoundaries,
          'outer-database-in-transaction': outerDatabaseInTransaction,
        },
      },
    },
    rules: {
      'portal/layer-boundaries': ['error', { zones: layerZones, layered: serverLayers }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fastify plugins and handlers are async by convention, with or without an await.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A transaction's work uses the transaction (decision 0094); the guard's own test breaks it on purpose.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/transaction-guard.test.ts'],
    rules: {
      'portal/outer-database-in-transaction': [
        'error',
        { transactionFunctions: ['auditedChange'] },
      ],
    },
  },
  {
    // The page starter runs in the browser as it is, with no build step.
    files: ['apps/web/page-starter.js', 'apps/web/shell-calls.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // Their own files, in subfolders too (privacy/), never outside the package.
        {
          patterns: [
            { regex: '^(?!zod$|\\./|\\.\\./(?!\\.\\./))', message: 'Contracts import only zod.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/server.ts',
      'apps/server/src/cli/**',
      'apps/web/prerender.mjs',
      'apps/web/build/*.mjs',
      'scripts/**',
      'bench/**',
      'e2e/**',
      'tools/zone-history/**',
    ],
    // Scripts drive a browser: code passed to page.evaluate runs there.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  // Formatting is Prettier's (npm run format): rules that would only restate it are off.
  prettier,
);
