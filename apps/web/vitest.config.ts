import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Test files share a worker's loaded modules instead of each importing the app anew
    // (about half the suite's time went to imports). Each file still makes its own app and database.
    isolate: false,
  },
});
