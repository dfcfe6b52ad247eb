import { describe, expect, test } from 'bun:test';
import { effectivePlan, PAST_DUE_GRACE_MS } from './entitlement';
import { loadBillingConfig } from './config';
import { rankOf } from './ledger';

const now = Date.parse('2026-11-20T12:00:00Z');
const later = new Date(now + 86_400_000);
const earlier = new Date(now - 1000);

describe('the entitlement rule (any provider)', () => {
  test.each([
    ['active', 'professional', later, 'professional'],
    ['past_due', 'plus', later, 'plus'],
    ['past_due', 'plus', new Date(now - PAST_DUE_GRACE_MS - 1), 'starter'],
    ['cancelled', 'premium', later, 'premium'],
    ['cancelled', 'premium', earlier, 'starter'],
    ['expired', 'professional', later, 'starter'],
    ['pending', 'professional', later, 'starter'],
    ['none', 'starter', null, 'starter'],
  ] as const)('%s %s until %s → %s', (status, plan, end, expected) => {
    expect(effectivePlan({ status, plan, currentPeriodEnd: end }, now)).toBe(expected);
  });

  test('no subscription → starter', () => {
    expect(effectivePlan(null, now)).toBe('starter');
  });

  test('events rank by time, then lifecycle stage, then id', () => {
    const at = new Date(now);
    expect(rankOf({ occurredAt: at, typeRank: 9, eventId: 'a' }) > rankOf({ occurredAt: at, typeRank: 5, eventId: 'z' })).toBe(true);
    expect(rankOf({ occurredAt: new Date(now + 1), typeRank: 0, eventId: 'a' }) > rankOf({ occurredAt: at, typeRank: 9, eventId: 'z' })).toBe(true);
  });
});

describe('billing configuration', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_PRICE_PLUS: 'p1', STRIPE_PRICE_PREMIUM: 'p2', STRIPE_PRICE_PROFESSIONAL: 'p3' };

  test('a provider is on with all its settings, off with none', () => {
    const problems: string[] = [];
    const config = loadBillingConfig(stripe, true, problems);
    expect(problems).toEqual([]);
    expect(config.stripe?.prices).toEqual({ plus: 'p1', premium: 'p2', professional: 'p3' });
    expect(config.paypal).toBeNull();
  });

  test('production refuses half a configuration and names what is missing', () => {
    const problems: string[] = [];
    loadBillingConfig({ STRIPE_SECRET_KEY: 'sk', PAYPAL_CLIENT_ID: 'id' }, true, problems);
    expect(problems[0]).toStartWith('Stripe is half configured; also set STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PLUS');
    expect(problems[1]).toStartWith('PayPal is half configured; also set PAYPAL_CLIENT_SECRET');
  });

  test('in development half a configuration is simply off', () => {
    const problems: string[] = [];
    expect(loadBillingConfig({ STRIPE_SECRET_KEY: 'sk' }, false, problems).stripe).toBeNull();
    expect(problems).toEqual([]);
  });

  test('PAYPAL_MODE picks the sandbox or live API', () => {
    const paypal = {
      PAYPAL_CLIENT_ID: 'i',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_WEBHOOK_ID: 'w',
      PAYPAL_PLAN_PLUS: 'a',
      PAYPAL_PLAN_PREMIUM: 'b',
      PAYPAL_PLAN_PROFESSIONAL: 'c',
    };
    expect(loadBillingConfig(paypal, false, []).paypal?.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(loadBillingConfig({ ...paypal, PAYPAL_MODE: 'live' }, false, []).paypal?.apiBase).toBe('https://api-m.paypal.com');
  });

  test('test mode: configured, and no provider moves real money (a test key, the sandbox, a stand-in)', () => {
    const paypal = {
      PAYPAL_CLIENT_ID: 'i',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_WEBHOOK_ID: 'w',
      PAYPAL_PLAN_PLUS: 'a',
      PAYPAL_PLAN_PREMIUM: 'b',
      PAYPAL_PLAN_PROFESSIONAL: 'c',
    };
    expect(loadBillingConfig({}, false, []).testMode).toBe(false);
    expect(loadBillingConfig(paypal, false, []).testMode).toBe(true);
    expect(loadBillingConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_1' }, false, []).testMode).toBe(true);
    expect(loadBillingConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_1', ...paypal }, false, []).testMode).toBe(false);
    expect(loadBillingConfig({ ...paypal, PAYPAL_MODE: 'live' }, false, []).testMode).toBe(false);
  });

  test('production never sends payments to a stand-in', () => {
    const problems: string[] = [];
    loadBillingConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }, true, problems);
    expect(problems).toEqual(["STRIPE_API_BASE points the payments at a stand-in (tests and npm start's test mode); unset it in production."]);
  });
});

describe('billing settings by the old tier ids (before issue 37)', () => {
  const old = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_PRICE_PLUS: 'p1', STRIPE_PRICE_ADVANCED: 'p2', STRIPE_PRICE_PREMIUM: 'p3' };

  test('are read by their meaning, each with a line naming its new name', () => {
    const problems: string[] = [];
    const warnings: string[] = [];
    const config = loadBillingConfig(old, true, problems, (line) => warnings.push(line));
    expect(problems).toEqual([]);
    expect(config.stripe?.prices).toEqual({ plus: 'p1', premium: 'p2', professional: 'p3' });
    expect(warnings).toEqual([
      'STRIPE_PRICE_ADVANCED is the old name of STRIPE_PRICE_PREMIUM (Premium), read as it for now: rename it.',
      'STRIPE_PRICE_PREMIUM beside STRIPE_PRICE_ADVANCED is the old name of STRIPE_PRICE_PROFESSIONAL (Professional), read as it for now: rename it.',
    ]);
  });

  test('PayPal plans too', () => {
    const paypal = {
      PAYPAL_CLIENT_ID: 'i',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_WEBHOOK_ID: 'w',
      PAYPAL_PLAN_PLUS: 'a',
      PAYPAL_PLAN_ADVANCED: 'b',
      PAYPAL_PLAN_PREMIUM: 'c',
    };
    expect(loadBillingConfig(paypal, true, [], () => {}).paypal?.plans).toEqual({ plus: 'a', premium: 'b', professional: 'c' });
  });

  test('old and new names mixed are refused: STRIPE_PRICE_PREMIUM could mean either plan', () => {
    const problems: string[] = [];
    loadBillingConfig({ ...old, STRIPE_PRICE_PROFESSIONAL: 'p4' }, false, problems, () => {});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toStartWith('STRIPE_PRICE_ADVANCED is the old name of STRIPE_PRICE_PREMIUM: with STRIPE_PRICE_PROFESSIONAL also set');
  });

  test('production still refuses an old configuration that lacks a price', () => {
    const problems: string[] = [];
    const { STRIPE_PRICE_PREMIUM: _professional, ...lacking } = old;
    loadBillingConfig(lacking, true, problems, () => {});
    expect(problems).toEqual(['Stripe is half configured; also set STRIPE_PRICE_PROFESSIONAL (or none of the STRIPE_ settings).']);
  });
});
