/**
 * Two-factor sign-in for browser journeys: a user with it turned on, set up through the API (the journeys
 * are about signing in, not about the settings screen). Codes are computed as an authenticator app would.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { totpCode, totpStep } from '../api/src/modules/auth/two-factor/totp';
import { newEmail, signUpViaApi } from './helpers';

export type TwoFactorUser = { email: string; password: string; secret: string; recoveryCodes: string[]; enabledAtStep: number };

/** Registers a user and turns two-factor sign-in on with the code of the current 30-second step. */
export async function userWithTwoFactor(request: APIRequestContext, baseURL: string, prefix = '2fa'): Promise<TwoFactorUser> {
  const email = newEmail(prefix);
  const password = 'castle password';
  const headers = { authorization: `Bearer ${await signUpViaApi(request, email, password)}`, origin: baseURL };
  const setup = await request.post('/api/auth/2fa/setup', { headers });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabledAtStep = totpStep();
  const enabled = await request.post('/api/auth/2fa/enable', { headers, data: { code: totpCode(secret, enabledAtStep) } });
  expect(enabled.status()).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { email, password, secret, recoveryCodes, enabledAtStep };
}

/**
 * A code the API takes once the enabling code is spent: the next step's (apps' clocks may run a step
 * ahead, so the API accepts it early), which saves waiting up to 30 s.
 */
export function nextCode(user: TwoFactorUser): string {
  return totpCode(user.secret, Math.max(totpStep(), user.enabledAtStep + 1));
}

/** Six digits that are no code of the steps the API would accept now. */
export function wrongCode(user: TwoFactorUser): string {
  const near = new Set([-1, 0, 1].map((d) => totpCode(user.secret, totpStep() + d)));
  let n = 123456;
  while (near.has(String(n))) n += 1;
  return String(n);
}
