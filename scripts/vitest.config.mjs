import { defineProject } from 'vitest/config';

// The test runner's own rules (which steps run, which are skipped and why).
export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.mjs'],
    environment: 'node',
  },
});
