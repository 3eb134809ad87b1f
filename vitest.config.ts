import { defineConfig } from 'vitest/config';

// Each package declares its own projects: 'web' in apps/web, 'server-unit', 'server-api' and
// 'server-api-isolated' in apps/server, 'contracts' in packages/contracts, 'scripts' (the test
// runner's own rules) in scripts (one project per config file, so the server has three).
export default defineConfig({
  test: {
    // Every core, stated: left to its default, a project with `isolate: false` (web) ran its
    // files in one worker on 2 cores.
    maxWorkers: '100%',
    projects: [
      'apps/*/vitest.config.ts',
      'apps/server/vitest.api.config.ts',
      'apps/server/vitest.api-isolated.config.ts',
      'packages/contracts/vitest.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
