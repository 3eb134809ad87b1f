import { defineProject } from 'vitest/config';
import { apiTestSettings, ISOLATED_API_TESTS } from './vitest.api.config.js';

// The API tests that mock a module (`vi.mock`), each file in a module cache of its own.
export default defineProject({
  test: {
    name: 'server-api-isolated',
    include: [ISOLATED_API_TESTS],
    ...apiTestSettings,
  },
});
