import { defineProject } from 'vitest/config';

/** What both API projects share: the whole app through inject, on PGlite or on TEST_DATABASE_URL. */
export const apiTestSettings = {
  environment: 'node' as const,
  globalSetup: ['test/helpers/global-setup.ts'],
  // Generous on purpose (docs/CODE_STYLE.md, Tests): a busy machine is slower, not red.
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/** A file that replaces a module with `vi.mock` needs a module cache of its own: `*.isolated.test.ts`. */
export const ISOLATED_API_TESTS = 'test/**/*.isolated.test.ts';

// API tests. Files share each worker's module cache (the app's modules, the GeoIP tables) instead
// of loading them per file: that loading was most of the step's time (about 7 min → under 3 on
// 2 cores). Each file still builds its own app and database; nothing module-level carries a test's
// data (each test makes its own tenant, docs/CODE_STYLE.md "Tests").
export default defineProject({
  test: {
    name: 'server-api',
    include: ['test/**/*.test.ts'],
    exclude: [ISOLATED_API_TESTS],
    isolate: false,
    ...apiTestSettings,
  },
});
