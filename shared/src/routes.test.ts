import { describe, expect, test } from 'bun:test';
import { authModeOf, checkoutPath, dashboardTabOf, dashboardTabPath, getStartedHref, safeRedirect, signInHref, withAuthMode } from './routes';
import { slotsFor } from './plans';

describe('sign-in links and redirects', () => {
  test('Sign In returns to the current path, except from the auth pages', () => {
    expect(signInHref('/pricing')).toBe('/auth/login?redirect=%2Fpricing');
    expect(signInHref('/auth/login')).toBe('/auth/login?redirect=%2Fdashboard');
    expect(signInHref('/auth/discord/callback')).toBe('/auth/login?redirect=%2Fdashboard');
    expect(signInHref('/reset-password')).toBe('/auth/login?redirect=%2Fdashboard');
    expect(signInHref('/verify-email')).toBe('/auth/login?redirect=%2Fdashboard');
    // The same pages in another language are auth pages too; a page in one is returned to as it is.
    expect(signInHref('/de/auth/login')).toBe('/auth/login?redirect=%2Fdashboard');
    expect(signInHref('/pt-br/reset-password')).toBe('/auth/login?redirect=%2Fdashboard');
    expect(signInHref('/de/pricing')).toBe('/auth/login?redirect=%2Fde%2Fpricing');
  });

  test.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/accounts', '/accounts'],
    ['/bots/42?tab=console', '/bots/42?tab=console'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])('redirect %p goes to %p', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe('plan slots', () => {
  test('the spec table, with the default for unknown plans', () => {
    expect([slotsFor('starter'), slotsFor('plus'), slotsFor('premium'), slotsFor('professional')]).toEqual([1, 3, 6, 12]);
    expect(slotsFor('free')).toBe(1);
    expect(slotsFor(undefined)).toBe(1);
  });
});

test('a plan chosen on the pricing page opens Register and travels through sign-up to the dashboard, and is still a same-site redirect', () => {
  const href = getStartedHref(checkoutPath('premium'));
  expect(href).toBe('/auth/login?mode=register&redirect=%2Fdashboard%3Fplan%3Dpremium');
  expect(authModeOf(new URL(href, 'http://localhost').search)).toBe('register');
  expect(authModeOf(new URL(signInHref('/pricing'), 'http://localhost').search)).toBe('login');
  expect(authModeOf('?mode=anything')).toBe('login');
  const redirect = new URL(href, 'http://localhost').searchParams.get('redirect');
  expect(safeRedirect(redirect)).toBe('/dashboard?plan=premium');
});

test('the sign-in form chosen is kept in the address, beside the redirect, and Login is the plain address', () => {
  const href = getStartedHref(checkoutPath('premium'));
  const search = new URL(href, 'http://localhost').search;
  expect(withAuthMode(search, 'login')).toBe('?redirect=%2Fdashboard%3Fplan%3Dpremium');
  expect(authModeOf(withAuthMode(withAuthMode(search, 'login'), 'register'))).toBe('register');
  expect(new URLSearchParams(withAuthMode(withAuthMode(search, 'login'), 'register')).get('redirect')).toBe('/dashboard?plan=premium');
  expect(withAuthMode('', 'login')).toBe('');
  expect(withAuthMode('', 'register')).toBe('?mode=register');
});

describe("the dashboard's tabs in its address", () => {
  test('each tab has one address, Bot Management the plain one', () => {
    expect(dashboardTabPath('bots')).toBe('/dashboard');
    expect(dashboardTabPath('analytics')).toBe('/dashboard?tab=analytics');
    expect(dashboardTabPath('settings')).toBe('/dashboard?tab=settings');
  });

  test("a provider's return names the tab first, then its own parameters", () => {
    expect(dashboardTabPath('settings', { checkout: 'success' })).toBe('/dashboard?tab=settings&checkout=success');
    expect(dashboardTabPath('settings', { subscription_id: 'I-A&B', revised: '1' })).toBe('/dashboard?tab=settings&subscription_id=I-A%26B&revised=1');
  });

  test.each([
    ['', 'bots'],
    ['?tab=analytics', 'analytics'],
    ['?checkout=success&tab=settings', 'settings'],
    ['?tab=billing', 'bots'],
    ['?tab=SETTINGS', 'bots'],
  ] as const)('%p opens %p', (search, tab) => {
    expect(dashboardTabOf(search)).toBe(tab);
  });
});
