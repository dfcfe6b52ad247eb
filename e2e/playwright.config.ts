/** Browser journeys in Debian's Chromium against the running product (started by scripts/test.ts). */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../api/src/runtime/game/login-token';
import { testChromium } from '../scripts/lib/chromium';
import { ALONE, SIDE_BY_SIDE_WORKERS } from './alone';

/**
 * Chromium's headless shell where it is installed (what Playwright itself runs headless): the same engine as
 * the full browser at about half the CPU, on a machine where the journeys' time is mostly Chromium's.
 * E2E_CHROMIUM_PATH names another; the full Chromium otherwise (scripts/lib/chromium.ts).
 */
const browserPath = testChromium();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A ceiling, not a wait (every step waits on its condition): a journey of 20 s on a loaded 2-core machine,
  // two browsers side by side, took 31–33 s and hit the old 30 s ceiling without anything being wrong.
  timeout: 60_000,
  // Also a ceiling: a bot console's stream took over 7 s to say Live with the machine's load at 36.
  expect: { timeout: 15_000 },
  // Each file in one worker, its tests in order (some files share one player across their tests). Several
  // browsers side by side: one leaves the machine mostly idle, since each step waits on the next process in
  // line; the CPU-bound axe tours run alone (e2e/alone.ts, docs/testing.md).
  fullyParallel: false,
  workers: SIDE_BY_SIDE_WORKERS,
  globalSetup: './admin-setup.ts',
  // The journeys that change what every page sees run after the others, one at a time (e2e/alone.ts).
  projects: [
    { name: 'side-by-side', grepInvert: ALONE },
    { name: 'alone', grep: ALONE, dependencies: ['side-by-side'] },
  ],
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
    // The site's service worker only where a journey is about it (WITH_SERVICE_WORKER in helpers.ts: offline,
    // installing, updating, push). Each test is a fresh browser, whose worker installs and then sits in every
    // page load: eight journey files took 135 and 144 CPU s of the machine with it, 118 and 122 without. And
    // page.route then sees every request (a worker in charge sends even those it lets pass out of its reach).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browserPath,
      args: CHROMIUM_ARGS,
    },
  },
});
