import { defineConfig } from '@playwright/test';
import { canRecordVideo } from './support/video';

// Debian's Chromium, never a downloaded browser. The demo network is seeded once
// (support/global-setup.ts); each worker starts its own server on a copy of it (support/fixtures.ts),
// which serves the built web app: run `npm run build` first.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../test-results/e2e/report.json';

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results/e2e/artifacts',
  fullyParallel: false,
  // One worker: a worker with its server and browser keeps both cores busy already, and a second
  // one measured no faster (docs/performance.md "The test suite").
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous on purpose (docs/CODE_STYLE.md, Tests): a busy machine is slower, not red. Every
  // locator and expect waits for its condition up to these; no spec sleeps.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // The app honours reduced motion: no transition frames to render, and nothing to wait out.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: every action with the page's DOM before and after, the
    // network and the console. Without the screencast, which cost 13% of the suite's time; the
    // failure's screenshot is taken all the same.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    video: canRecordVideo() ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
