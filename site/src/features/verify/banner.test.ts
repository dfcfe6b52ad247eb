import { expect, test } from 'bun:test';
import type { AuthUser } from '@shared/auth';
import { showsVerifyBanner } from './banner';

const user = (emailVerified?: boolean): AuthUser => ({
  id: 'u1',
  email: 'knight@example.com',
  user_metadata: { plan: 'free', username: null, avatar: null, isAdmin: false },
  app_metadata: { isAdmin: false, ...(emailVerified === undefined ? {} : { emailVerified }) },
});

test('shows for a signed-in user whose address is not verified, on the app pages', () => {
  for (const path of ['/dashboard', '/accounts', '/settings', '/bots/create']) {
    expect(showsVerifyBanner({ status: 'signed-in', user: user(false) }, path)).toBe(true);
  }
});

test('not once verified, not when not known yet, not signed out', () => {
  expect(showsVerifyBanner({ status: 'signed-in', user: user(true) }, '/dashboard')).toBe(false);
  expect(showsVerifyBanner({ status: 'signed-in', user: user() }, '/dashboard')).toBe(false);
  expect(showsVerifyBanner({ status: 'signed-out', user: null }, '/dashboard')).toBe(false);
  expect(showsVerifyBanner({ status: 'restoring', user: null }, '/dashboard')).toBe(false);
});

test('not on the sign-in pages, nor on the page verifying the address', () => {
  for (const path of ['/auth/login', '/auth/forgot-password', '/auth/discord/callback', '/verify-email']) {
    expect(showsVerifyBanner({ status: 'signed-in', user: user(false) }, path)).toBe(false);
  }
});
