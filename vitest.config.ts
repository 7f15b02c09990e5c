import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'apps/server',
      'apps/web',
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'tools', include: ['tools/**/*.test.js'], environment: 'node' } },
    ],
    // Two cores: two test files at a time (each API test file opens its own database).
    maxWorkers: 2,
  },
});
