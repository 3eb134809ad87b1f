import { defineConfig } from 'vitest/config';

// Each package declares its own projects: 'web' in apps/web, 'server-unit' and 'server-api' in apps/server,
// 'contracts' in packages/contracts, 'scripts' (the test runner's own rules) in scripts
// (one project per config file, so the server has two).
export default defineConfig({
  test: {
    projects: [
      'apps/*/vitest.config.ts',
      'apps/server/vitest.api.config.ts',
      'packages/contracts/vitest.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
