import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share a worker's loaded modules instead of each importing the app anew (decision
    // 0036: about half the suite's time went to imports). Each file still makes its own app and
    // database.
    isolate: false,
    // The server's bundle, built once when stale before any file runs (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
  },
});
