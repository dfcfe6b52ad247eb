/**
 * The real token path for sessions run inside a test: reCAPTCHA tokens minted by headless Chromium on
 * the simulator's login page, as the runtime process mints them. One browser per login page, closed
 * after the test file.
 */
import { afterAll } from 'bun:test';
import { createBrowserTokenProvider, type LoginTokenProvider } from '../src/runtime/game/login-token';

const providers = new Map<string, LoginTokenProvider>();
let registered = false;

export function tokensFor(sim: { loginPageUrl: string }): LoginTokenProvider {
  if (!registered) {
    registered = true;
    afterAll(async () => {
      await Promise.all([...providers.values()].map((p) => p.close()));
      providers.clear();
    });
  }
  let provider = providers.get(sim.loginPageUrl);
  if (!provider) {
    provider = createBrowserTokenProvider({ pageUrl: sim.loginPageUrl, executablePath: process.env.CHROMIUM_PATH || undefined });
    providers.set(sim.loginPageUrl, provider);
  }
  return provider;
}
