import { defineConfig } from 'vitest/config';

/** One Vitest run, three projects: `web` (apps/web/vitest.config.ts), `server-unit` and `server-api`. */
export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts*',
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-api',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
