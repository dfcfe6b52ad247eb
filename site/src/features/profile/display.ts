/** How the profile reads on screen: small, pure, and honest about what the API does not say. */
import { PROVIDER_LABELS, subscriptionStatusLabel } from '../billing/labels';
import { slotsFor } from '@shared/plans';
import type { SignInProvider } from '@shared/auth';
import { formatDate } from '@shared/i18n/dates';
import type { profileMessages } from './profile.messages';

/** The profile's words in the page's language (useMessages(profileMessages) in a component). */
type Words = typeof profileMessages.base;

export const NO_VALUE = '—';

type Person = { email: string; user_metadata: { username: string | null } };

/** The header's rule (spec §2): the username, otherwise the e-mail. */
export function displayName(person: Person): string {
  return person.user_metadata.username?.trim() || person.email;
}

/** The avatar's fallback: the first letter of the e-mail (spec §2). */
export function initialOf(email: string): string {
  return (email.trim().charAt(0) || '?').toUpperCase();
}

export function usernameOrDash(username: string | null | undefined): string {
  return username?.trim() || NO_VALUE;
}

export function slotsLabel(plan: string | undefined, t: Words): string {
  return t.slots(slotsFor(plan));
}

/** The subscription status in the same words as the dashboard's subscription panel. */
export function statusLabel(status: string | null | undefined, granted = false): string {
  return status ? subscriptionStatusLabel(status, granted) : NO_VALUE;
}

/** How the user signs in, from the API's `app_metadata.providers`; a dash when it has not said (yet). Discord is a name in every language. */
export function signInMethodLabel(providers: readonly SignInProvider[] | undefined, t: Words): string {
  if (!providers?.length) return NO_VALUE;
  const labels: Record<SignInProvider, string> = { email: t.emailAndPassword, discord: 'Discord' };
  return providers.map((p) => labels[p] ?? p).join(', ');
}

/** No provider means the plan is not paid through any provider (today: every plan until billing exists). */
export function providerLabel(provider: string | null | undefined, t: Words): string {
  if (!provider) return t.noProvider;
  return PROVIDER_LABELS[provider.toLowerCase()] ?? provider;
}

/** A billing date in the reader's words, or null when there is none (or it is not a date). */
export function billingDateLabel(iso: string | null | undefined, locale: string, timeZone?: string): string | null {
  return (iso && formatDate(locale, iso, 'longDate', timeZone ? { timeZone } : {})) || null;
}

/** Avatar image states (spec §4): the initial shows until the image has actually loaded. */
export type AvatarState = 'idle' | 'loading' | 'loaded' | 'error';

export function initialAvatarState(src: string | null | undefined): AvatarState {
  return src ? 'loading' : 'idle';
}

export function showsAvatarImage(state: AvatarState): boolean {
  return state === 'loaded';
}
