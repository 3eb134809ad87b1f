import { defineProject } from 'vitest/config';

// Unit tests colocated with the code (src/**/*.test.ts). API tests: vitest.api.config.ts.
export default defineProject({
  test: {
    name: 'server-unit',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
