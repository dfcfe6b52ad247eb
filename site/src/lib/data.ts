/** The app's server data, one query each; every call goes through the Eden client. */
import { api, unwrap } from './api';
import { createQuery, prefetch, withRetry } from './query/store';
import { FRESHNESS, STALE_MS } from './query/rules';
import { SHAPES } from './shapes';
import { pageLocale } from './i18n';
import { BASE_LOCALE } from '@shared/i18n/locales';

export const profileQuery = createQuery('profile', () => unwrap(api.api.users.me.get()), FRESHNESS.profile, SHAPES.profile);
export const subscriptionQuery = createQuery(
  'subscription',
  () => unwrap(api.api.subscriptions.current.get({ query: {} })),
  FRESHNESS.subscription,
  SHAPES.subscription,
);
/** Which payment providers take payments: a button for one that does not says so before the click. */
export const providersQuery = createQuery('billing-providers', () => unwrap(api.api.subscriptions.providers.get()), FRESHNESS.subscription, SHAPES.providers);
/** The 7-day money-back guarantee: fetched with the subscription panel, changed only by a payment or a refund. */
export const moneyBackQuery = createQuery('money-back', () => unwrap(api.api.subscriptions['money-back'].get()), FRESHNESS.subscription, SHAPES.moneyBack);
/** The player's receipts (Settings → Invoices): a payment adds one, so it is read again with the subscription. */
export const invoicesQuery = createQuery('invoices', () => unwrap(api.api.subscriptions.invoices.get()), FRESHNESS.subscription, SHAPES.invoices);
export const botsQuery = createQuery('bots', () => unwrap(api.api.bots.get()), FRESHNESS.bots, SHAPES.bots);
/**
 * The API answers the templates in the asker's language (its names, settings and hints), so each language
 * keeps its own copy: a page in another language never shows the list kept from the last one.
 */
export const templatesQuery = createQuery(
  pageLocale === BASE_LOCALE ? 'templates' : `templates:${pageLocale}`,
  () => unwrap(api.api.templates.get()),
  FRESHNESS.templates,
  SHAPES.templates,
);
export const accountsQuery = createQuery('accounts', () => unwrap(api.api.accounts.get()), STALE_MS, SHAPES.accounts);
export const notificationsQuery = createQuery('notifications', () => unwrap(api.api.users.me.notifications.get({ query: {} })), STALE_MS, SHAPES.notifications);
/** The header bell's count; kept apart from the list, which shows only the newest 50. */
export const unreadQuery = createQuery('notifications-unread', () => unwrap(api.api.users.me.notifications.unread.get()), STALE_MS, SHAPES.unreadNotifications);
/** The shares of the player's game accounts (Game Accounts page), and the bots others share with them (dashboard). */
export const sharesQuery = createQuery('shares', () => unwrap(api.api.shares.get()), STALE_MS, SHAPES.shares);
export const sharedWithMeQuery = createQuery('shared-with-me', () => unwrap(api.api.shares['with-me'].get()), FRESHNESS.bots, SHAPES.sharedWithMe);
export const sharedBotsQuery = createQuery('shared-bots', () => unwrap(api.api.bots.shared.get()), FRESHNESS.bots, SHAPES.bots);
export const announcementsQuery = createQuery('announcements', () => unwrap(api.api.users.announcements.get()), STALE_MS, SHAPES.announcements);

/** After sign-in: profile, bots, subscription and templates, each with its freshness (§7, §9). */
export function prefetchAfterSignIn(): void {
  void prefetch(profileQuery, FRESHNESS.profile);
  void prefetch(botsQuery, FRESHNESS.bots);
  void prefetch(subscriptionQuery, FRESHNESS.subscription);
  void prefetch(templatesQuery, FRESHNESS.templates);
}

/** A change on the server that is safe to repeat, retried once when it may not have arrived. */
export function mutation<T>(call: () => Promise<T>): Promise<T> {
  return withRetry('mutation', call);
}

/** A call that makes something new (a checkout, a bot, an account): never retried, so it is never made twice. */
export function createOnce<T>(call: () => Promise<T>): Promise<T> {
  return withRetry('create', call);
}

export type Bot = NonNullable<ReturnType<typeof botsQuery.store.get>['data']>[number];
export type Template = NonNullable<ReturnType<typeof templatesQuery.store.get>['data']>[number];
export type GameAccount = NonNullable<ReturnType<typeof accountsQuery.store.get>['data']>[number];
export type Notification = NonNullable<ReturnType<typeof notificationsQuery.store.get>['data']>[number];
