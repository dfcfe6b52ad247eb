/**
 * Where a notification leads: the page where the player acts on it, which the bell opens, a push opens
 * and an alert mail's button links to. A notification that knows its page carries it (`link`: a bot that
 * cannot log in, the game account's edit form; a safety lock, the account's card; a support answer, the
 * ticket); every other kind goes where its kind is acted on, so no bell item leads nowhere.
 */
import type { NotificationKind } from '@shared/notifications';
import { dashboardTabPath } from '@shared/routes';

/** The kind of page a destination is (an alert mail names its button by it: alerts.messages.ts). */
export type Place = 'console' | 'account' | 'plans' | 'billing' | 'webhooks' | 'support' | 'dashboard';

export type Destination = { path: string; place: Place };

/** A game account's edit form on the Game Accounts page (its dialog opens at once: AccountList.tsx). */
export const accountEditPath = (accountId: string) => `/accounts?edit=${encodeURIComponent(accountId)}`;

/** The kinds a plan decides: they lead to the plans, where the player upgrades. */
const PLAN_LIMITS: readonly NotificationKind[] = ['limit', 'slots'];

/** The dashboard's Settings tab: the subscription (plan changes, a failing payment's fix) and the invoices. */
const BILLING_PATH = dashboardTabPath('settings');

function placeOf(path: string): Place {
  if (path.startsWith(BILLING_PATH)) return 'billing';
  if (path.startsWith('/accounts')) return 'account';
  if (path.startsWith('/bots/')) return 'console';
  if (path.startsWith('/support')) return 'support';
  if (path.startsWith('/settings#webhooks')) return 'webhooks';
  if (path.startsWith('/settings')) return 'billing';
  if (path.startsWith('/pricing')) return 'plans';
  return 'dashboard';
}

/**
 * The page of a notification: its own link, else by kind. A bot's news opens its console (an attack
 * is acknowledged there too); the plan's limits the plans; the plan and its payments the dashboard's Settings,
 * where the subscription and the invoices are; a notice without a bot (a webhook paused, the only such error) its
 * place in Settings.
 */
export function destinationOf(n: { kind: string; botId?: unknown; link?: string | null }): Destination {
  if (n.link) return { path: n.link, place: placeOf(n.link) };
  const kind = n.kind as NotificationKind;
  if (PLAN_LIMITS.includes(kind)) return { path: '/pricing', place: 'plans' };
  if (kind === 'plan') return { path: BILLING_PATH, place: 'billing' };
  if (kind === 'support') return { path: '/support', place: 'support' };
  if (n.botId) return { path: `/bots/${String(n.botId)}`, place: 'console' };
  if (kind === 'error') return { path: '/settings#webhooks', place: 'webhooks' };
  return { path: '/dashboard', place: 'dashboard' };
}
