/**
 * The real token path for sessions run inside a test: reCAPTCHA tokens minted by headless Chromium on
 * the simulator's login page, as the runtime process mints them. One browser per login page; a test file
 * that uses them closes them with `afterAll(closeTokenProviders)` at its top level (this module is
 * loaded once for all the files of a run, so it cannot register that hook per file itself).
 */
import { createBrowserTokenProvider, type LoginTokenProvider } from '../src/runtime/game/login-token';

const providers = new Map<string, LoginTokenProvider>();

export function tokensFor(sim: { loginPageUrl: string }): LoginTokenProvider {
  let provider = providers.get(sim.loginPageUrl);
  if (!provider) {
    provider = createBrowserTokenProvider({ pageUrl: sim.loginPageUrl, executablePath: process.env.CHROMIUM_PATH || undefined });
    providers.set(sim.loginPageUrl, provider);
  }
  return provider;
}

export async function closeTokenProviders(): Promise<void> {
  const open = [...providers.values()];
  providers.clear();
  await Promise.all(open.map((p) => p.close()));
}
