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
    // Files share each worker's module cache instead of loading React, Mantine and the router
    // again per file: that loading was most of this project's time (7.4 min → 2.6 min on 2 cores).
    // What a file leaves behind is undone after every test in setup-tests.ts (DOM, globals, mocks,
    // storage); no file mocks a module.
    isolate: false,
    // Generous on purpose (docs/CODE_STYLE.md, Tests): a busy machine is slower, not red. A page
    // test renders lazy routes and Mantine in jsdom, seconds of CPU each when the machine is shared
    // (the classic add-offer flow took 63 s with 2 cores at a load of 9); the wait for each element
    // is set once in setup-tests.ts (asyncUtilTimeout).
    testTimeout: 120_000,
    hookTimeout: 30_000,
  },
});
