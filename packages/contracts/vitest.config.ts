import { defineProject } from 'vitest/config';

// The shared schemas' own rules (money, time zones, macros, cross-section checks).
export default defineProject({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Generous on purpose (docs/CODE_STYLE.md, Tests): a busy machine is slower, not red.
    testTimeout: 30_000,
  },
});
