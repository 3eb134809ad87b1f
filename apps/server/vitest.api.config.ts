import { defineProject } from 'vitest/config';

// API tests: the whole app through inject, on PGlite or on TEST_DATABASE_URL (PostgreSQL).
export default defineProject({
  test: {
    name: 'server-api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
