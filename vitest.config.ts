import { defineConfig } from 'vitest/config';

// Each app declares its own projects: 'web' in apps/web, 'server-unit' and 'server-api' in apps/server
// (one project per config file, so the server has two).
export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.ts', 'apps/server/vitest.api.config.ts'],
  },
});
