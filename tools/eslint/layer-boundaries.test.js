// @ts-check
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layerBoundaries } from './layer-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const zones = [
  {
    target: '^apps/web/src/features/catalog/',
    from: '^apps/web/src/features/',
    except: '^apps/web/src/features/catalog/',
    message: 'Features do not import each other',
  },
  { target: '\\.routes\\.ts$', from: '(\\.repo|/db/schema)$', message: 'Routes call services' },
];
// RuleTester lints as if from the current folder.
const at = (/** @type {string} */ file) => `${process.cwd()}/${file}`;
const options = [{ zones }];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'layer-boundaries',
  layerBoundaries,
  {
    valid: [
      {
        filename: at('apps/web/src/features/catalog/components/grid.ts'),
        code: "import { x } from '../api/get-services';",
        options,
      },
      {
        filename: at('apps/web/src/features/catalog/components/grid.ts'),
        code: "import { x } from '../../../lib/api-client';",
        options,
      },
      {
        filename: at('apps/server/src/modules/catalog/catalog.routes.ts'),
        code: "import { x } from './catalog.service';",
        options,
      },
      {
        filename: at('apps/server/src/modules/catalog/catalog.routes.ts'),
        code: "import { z } from 'zod';",
        options,
      },
    ],
    invalid: [
      {
        filename: at('apps/web/src/features/catalog/components/grid.ts'),
        code: "import { x } from '../../testimonials/api/get-testimonials';",
        options,
        errors: [{ messageId: 'restricted' }],
      },
      {
        filename: at('apps/server/src/modules/catalog/catalog.routes.ts'),
        code: "export { x } from './catalog.repo'; const s = import('../../db/schema');",
        options,
        errors: [{ messageId: 'restricted' }, { messageId: 'restricted' }],
      },
    ],
  },
);
