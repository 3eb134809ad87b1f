import { defineProject } from 'vitest/config';

// Unit tests colocated with the code (src/**/*.test.ts). API tests: vitest.api.config.ts.
export default defineProject({
  test: {
    name: 'server-unit',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Generous on purpose (docs/CODE_STYLE.md, Tests): a busy machine is slower, not red. Opening
    // PGlite takes seconds when the CPU is shared; tests wait on conditions, never on time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
