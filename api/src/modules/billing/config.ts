/**
 * Billing settings, each provider all or nothing: without keys its routes answer a clear "not
 * configured"; in production half a configuration refuses to start.
 */
import { PAID_TIERS, type PaidTier } from '@shared/plans';
import { log } from '../../lib/logger';

export type StripeConfig = { secretKey: string; webhookSecret: string; prices: Record<PaidTier, string>; apiBase: string | null };
export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  plans: Record<PaidTier, string>;
  mode: 'sandbox' | 'live';
  apiBase: string;
};
/**
 * `testMode`: payments are taken, but none moves real money (Stripe's test keys, PayPal's sandbox or the
 * local stand-in `npm start` runs): the subscription panel says so.
 */
export type BillingConfig = { stripe: StripeConfig | null; paypal: PayPalConfig | null; sweepIntervalMs: number; testMode: boolean };

type Env = Record<string, string | undefined>;
const upper = (tier: PaidTier) => tier.toUpperCase();

/** All of `names` set, none set, or a list of what is missing. */
function group(env: Env, names: string[]): { values: Record<string, string> | null; missing: string[] } {
  const set = names.filter((n) => env[n]);
  if (set.length === 0) return { values: null, missing: [] };
  const missing = names.filter((n) => !env[n]);
  return { values: missing.length ? null : Object.fromEntries(names.map((n) => [n, env[n]!])), missing };
}

/**
 * The provider ids' settings by today's tier ids. Before issue 37 they were named by the old ids:
 * `<prefix>ADVANCED` for Premium and `<prefix>PREMIUM` for Professional. A configuration that still has
 * `<prefix>ADVANCED` is of the old names, so its `<prefix>PREMIUM` is Professional's; one that has both
 * `<prefix>ADVANCED` and `<prefix>PROFESSIONAL` cannot say what its `<prefix>PREMIUM` means, and is refused.
 */
function withTodaysNames(env: Env, prefix: string, problems: string[], warn: (line: string) => void): Env {
  const old = env[`${prefix}ADVANCED`];
  if (!old) return env;
  if (env[`${prefix}PROFESSIONAL`]) {
    problems.push(
      `${prefix}ADVANCED is the old name of ${prefix}PREMIUM: with ${prefix}PROFESSIONAL also set, ${prefix}PREMIUM could be either plan. Use the new names only (${prefix}PREMIUM for Premium, ${prefix}PROFESSIONAL for Professional).`,
    );
    return env;
  }
  warn(`${prefix}ADVANCED is the old name of ${prefix}PREMIUM (Premium), read as it for now: rename it.`);
  if (env[`${prefix}PREMIUM`])
    warn(`${prefix}PREMIUM beside ${prefix}ADVANCED is the old name of ${prefix}PROFESSIONAL (Professional), read as it for now: rename it.`);
  const renamed: Env = { ...env, [`${prefix}PREMIUM`]: old, [`${prefix}PROFESSIONAL`]: env[`${prefix}PREMIUM`] };
  delete renamed[`${prefix}ADVANCED`];
  return renamed;
}

export function loadBillingConfig(given: Env, production: boolean, problems: string[], warn: (line: string) => void = (line) => log.warn(line)): BillingConfig {
  const env = withTodaysNames(withTodaysNames(given, 'STRIPE_PRICE_', problems, warn), 'PAYPAL_PLAN_', problems, warn);
  const stripeNames = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', ...PAID_TIERS.map((t) => `STRIPE_PRICE_${upper(t)}`)];
  const paypalNames = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', ...PAID_TIERS.map((t) => `PAYPAL_PLAN_${upper(t)}`)];
  const stripe = group(env, stripeNames);
  const paypal = group(env, paypalNames);
  // Outside production a half configuration is simply off, so a developer's partial .env does no harm.
  if (production && stripe.missing.length) problems.push(`Stripe is half configured; also set ${stripe.missing.join(', ')} (or none of the STRIPE_ settings).`);
  if (production && paypal.missing.length) problems.push(`PayPal is half configured; also set ${paypal.missing.join(', ')} (or none of the PAYPAL_ settings).`);
  const mode = env.PAYPAL_MODE === 'live' ? 'live' : 'sandbox';
  if (env.PAYPAL_MODE && !['live', 'sandbox'].includes(env.PAYPAL_MODE)) problems.push('PAYPAL_MODE must be sandbox or live.');
  // The local stand-ins (the tests', and npm start's test mode) are never where production's money goes.
  for (const name of ['STRIPE_API_BASE', 'PAYPAL_API_BASE']) {
    if (production && env[name]) problems.push(`${name} points the payments at a stand-in (tests and npm start's test mode); unset it in production.`);
  }
  // The sweep is a periodic job (lib/jobs.ts), which runs in whole seconds.
  const sweepIntervalMs = Number(env.BILLING_SWEEP_INTERVAL_MS ?? 60_000);
  if (!Number.isInteger(sweepIntervalMs / 1000) || sweepIntervalMs < 1000)
    problems.push(`BILLING_SWEEP_INTERVAL_MS must be a whole number of seconds in milliseconds (1000 or more), got "${env.BILLING_SWEEP_INTERVAL_MS}".`);

  return {
    stripe: stripe.values
      ? {
          secretKey: stripe.values.STRIPE_SECRET_KEY!,
          webhookSecret: stripe.values.STRIPE_WEBHOOK_SECRET!,
          prices: Object.fromEntries(PAID_TIERS.map((t) => [t, stripe.values![`STRIPE_PRICE_${upper(t)}`]!])) as Record<PaidTier, string>,
          apiBase: env.STRIPE_API_BASE ?? null,
        }
      : null,
    paypal: paypal.values
      ? {
          clientId: paypal.values.PAYPAL_CLIENT_ID!,
          clientSecret: paypal.values.PAYPAL_CLIENT_SECRET!,
          webhookId: paypal.values.PAYPAL_WEBHOOK_ID!,
          plans: Object.fromEntries(PAID_TIERS.map((t) => [t, paypal.values![`PAYPAL_PLAN_${upper(t)}`]!])) as Record<PaidTier, string>,
          mode,
          apiBase: env.PAYPAL_API_BASE ?? (mode === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
        }
      : null,
    sweepIntervalMs,
    testMode: Boolean(stripe.values || paypal.values) && !(stripe.values?.STRIPE_SECRET_KEY?.startsWith('sk_live_') || (paypal.values && mode === 'live')),
  };
}
