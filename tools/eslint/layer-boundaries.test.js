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
  {
    target: '^apps/server/src/routes/',
    from: '^apps/server/src/(db/schema|modules/.*\\.repo)$',
    message: 'The HTTP layer calls the domain',
  },
  {
    target: '^apps/server/src/modules/',
    from: '^apps/server/src/(routes|plugins)/',
    message: 'The domain knows no HTTP',
  },
];
const layered = {
  folder: '^apps/server/src/',
  layers: ['^apps/server/src/(routes|modules|db)/', '^apps/server/src/[^/]+\\.ts$'],
};
// RuleTester lints as if from the current folder.
const at = (/** @type {string} */ file) => `${process.cwd()}/${file}`;
const options = [{ zones, layered }];

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
        filename: at('apps/server/src/routes/catalog/catalog.routes.ts'),
        code: "import { x } from '../../modules/catalog/catalog.service';",
        options,
      },
      {
        filename: at('apps/server/src/routes/catalog/catalog.routes.ts'),
        code: "import { z } from 'zod';",
        options,
      },
      {
        // A file without a role in its name is checked by its folder all the same.
        filename: at('apps/server/src/modules/slots/day-closing.ts'),
        code: "import { x } from './astrologer-policy/astrologer-policy';",
        options,
      },
      {
        filename: at('apps/server/src/app.ts'),
        code: "import { x } from './routes/catalog/catalog.routes';",
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
        filename: at('apps/server/src/routes/catalog/catalog.routes.ts'),
        code: "export { x } from '../../modules/catalog/catalog.repo'; const s = import('../../db/schema');",
        options,
        errors: [{ messageId: 'restricted' }, { messageId: 'restricted' }],
      },
      {
        filename: at('apps/server/src/modules/slots/day-closing.ts'),
        code: "import { x } from '../../plugins/auth-guard';",
        options,
        errors: [{ messageId: 'restricted' }],
      },
      {
        filename: at('apps/server/src/stray/helper.ts'),
        code: 'export const x = 1;',
        options,
        errors: [{ messageId: 'noLayer' }],
      },
    ],
  },
);
