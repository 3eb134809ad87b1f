import { defineProject } from 'vitest/config';

// The shared schemas' own rules (money, time zones, macros, cross-section checks).
export default defineProject({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
