/** Browser journeys in Debian's Chromium against the running product (started by scripts/test.ts). */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '../api/src/runtime/game/login-token';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '../test-results/e2e.json' }]],
  // Each run writes its own artifacts, so runs side by side do not trip over each other's files.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/artifacts',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:4321',
    // A trace records every step (DOM snapshots, a screencast) in every test, kept or not: E2E_TRACE=1 to
    // debug a failure; off, the suite spends that Chromium time on the tests.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
