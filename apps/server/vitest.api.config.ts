import { defineProject } from 'vitest/config';

// API tests: the whole app through inject, on PGlite or on TEST_DATABASE_URL (PostgreSQL).
export default defineProject({
  test: {
    name: 'server-api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    // Generous on purpose (docs/CODE_STYLE.md, Tests): a busy machine is slower, not red.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
