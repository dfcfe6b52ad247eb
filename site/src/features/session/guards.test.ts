import { describe, expect, test } from 'bun:test';
import { guardRedirect } from './guards';
import type { SessionState } from './store';

const user = (isAdmin: boolean): SessionState => ({
  status: 'signed-in',
  user: { id: '1', email: 'a@b.c', user_metadata: { plan: 'starter', username: null, avatar: null, isAdmin }, app_metadata: { isAdmin } },
});

describe('route guards', () => {
  test('nothing is decided while the session is restoring', () => {
    expect(guardRedirect('admin', { status: 'restoring', user: null }, '/admin')).toBeNull();
  });

  test('signed out on a protected route: sign in, then come back', () => {
    expect(guardRedirect('user', { status: 'signed-out', user: null }, '/dashboard')).toBe('/auth/login?redirect=%2Fdashboard');
  });

  test('a non-admin on /admin goes to the dashboard; an admin stays', () => {
    expect(guardRedirect('admin', user(false), '/admin')).toBe('/dashboard');
    expect(guardRedirect('admin', user(true), '/admin')).toBeNull();
  });

  test('admin in app_metadata alone is enough', () => {
    const s = user(false);
    if (s.user) s.user.app_metadata.isAdmin = true;
    expect(guardRedirect('admin', s, '/admin')).toBeNull();
  });

  test('public pages never redirect', () => {
    expect(guardRedirect('public', { status: 'signed-out', user: null }, '/auth/login')).toBeNull();
  });
});
