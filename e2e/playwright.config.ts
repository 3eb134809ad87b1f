import { defineConfig } from '@playwright/test';
import { canRecordVideo } from './support/video';

// Debian's Chromium, never a downloaded browser. Each worker starts its own server (see
// support/fixtures.ts), which serves the built web app: run `npm run build` first.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../test-results/e2e/report.json';

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e/artifacts',
  fullyParallel: false,
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
    trace: 'retain-on-failure',
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
