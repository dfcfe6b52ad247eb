/**
 * Which Chromium the suite starts. The product starts the full Chromium (`CHROMIUM_PATH`, Debian's by
 * default) to mint the game's login tokens; the suite's other browsers run in Chromium's headless shell where
 * it is installed (scripts/install-chromium-headless-shell.sh): the same engine without the full browser
 * around it, at a fraction of the CPU on a machine where the suite is CPU-bound (docs/testing.md).
 */
import { existsSync } from 'node:fs';
import { DEFAULT_CHROMIUM_PATH } from '../../api/src/runtime/game/login-token';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The product's own browser: what login-token.test.ts starts, and what push needs (the shell denies notifications). */
export function productChromium(): string {
  return process.env.PRODUCT_CHROMIUM_PATH || process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** The browser for the browser journeys (E2E_CHROMIUM_PATH) and for the login tokens the other tests mint. */
export function testChromium(): string {
  return process.env.E2E_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : productChromium());
}
