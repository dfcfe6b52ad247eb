/** The app's server data, one query each; every call goes through the Eden client. */
import { api, unwrap } from './api';
import { createQuery, prefetch, withRetry } from './query/store';
import { FRESHNESS } from './query/rules';

export const profileQuery = createQuery('profile', () => unwrap(api.api.users.me.get()), FRESHNESS.profile);
export const subscriptionQuery = createQuery('subscription', () => unwrap(api.api.subscriptions.current.get({ query: {} })), FRESHNESS.subscription);
export const botsQuery = createQuery('bots', () => unwrap(api.api.bots.get()), FRESHNESS.bots);
export const templatesQuery = createQuery('templates', () => unwrap(api.api.templates.get()), FRESHNESS.templates);
export const accountsQuery = createQuery('accounts', () => unwrap(api.api.accounts.get()));
export const notificationsQuery = createQuery('notifications', () => unwrap(api.api.users.me.notifications.get({ query: {} })));
export const announcementsQuery = createQuery('announcements', () => unwrap(api.api.users.announcements.get()));

/** After sign-in: profile, bots, subscription and templates, each with its freshness (§7, §9). */
export function prefetchAfterSignIn(): void {
  void prefetch(profileQuery, FRESHNESS.profile);
  void prefetch(botsQuery, FRESHNESS.bots);
  void prefetch(subscriptionQuery, FRESHNESS.subscription);
  void prefetch(templatesQuery, FRESHNESS.templates);
}

/** A change on the server, retried once when it may not have arrived. */
export function mutation<T>(call: () => Promise<T>): Promise<T> {
  return withRetry('mutation', call);
}

export type Bot = NonNullable<ReturnType<typeof botsQuery.store.get>['data']>[number];
export type Template = NonNullable<ReturnType<typeof templatesQuery.store.get>['data']>[number];
export type GameAccount = NonNullable<ReturnType<typeof accountsQuery.store.get>['data']>[number];
