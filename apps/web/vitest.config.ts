import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Generous on purpose (docs/CODE_STYLE.md, Tests): a busy machine is slower, not red. A page
    // test renders lazy routes and Mantine in jsdom, seconds of CPU each when the machine is shared
    // (the classic add-offer flow took 63 s with 2 cores at a load of 9); the wait for each element
    // is set once in setup-tests.ts (asyncUtilTimeout).
    testTimeout: 120_000,
    hookTimeout: 30_000,
  },
});
