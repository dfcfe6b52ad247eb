/** Subscription words both the dashboard panel and the profile show, in the page's language. */
import { messagesNow } from '../../lib/i18n';
import { statusMessages } from './billing.messages';

const STATUSES = ['none', 'pending', 'active', 'past_due', 'cancelled', 'expired'] as const;
const PROVIDERS = ['paypal', 'stripe'] as const;

/** A provider's name as the panel shows it ("Stripe (card)"); one the site does not know, as the API says it. */
export function providerLabel(provider: string): string {
  const known = PROVIDERS.find((p) => p === provider.toLowerCase());
  return known ? messagesNow(statusMessages)[known] : provider;
}

/**
 * The providers by id, for the screens that look them up so (the profile, the admin's user details); the page's language is loaded before any module of an
 * island runs.
 */
export const PROVIDER_LABELS: Record<string, string> = Object.fromEntries(PROVIDERS.map((p) => [p, providerLabel(p)]));

/**
 * A status the site does not know yet still shows, in the API's own words; a plan an administrator
 * granted (`granted`, above what is paid for) says so rather than "Free plan".
 */
export function subscriptionStatusLabel(status: string | null | undefined, granted = false): string {
  if (granted) return messagesNow(statusMessages).granted;
  if (!status) return '—';
  const known = STATUSES.find((s) => s === status);
  return known ? messagesNow(statusMessages)[known] : status.replaceAll('_', ' ');
}
