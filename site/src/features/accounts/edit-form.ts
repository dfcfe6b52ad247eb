/**
 * The Edit Account dialog's state as plain data: the account's proxy and how long its bots step aside
 * for the player. The stored proxy comes back without its login, so an untouched proxy field is never
 * sent (sending the shown form would drop the saved user name and password).
 */
import { YIELD_MINUTES } from '@shared/game';
import { parseProxyUrl } from '@shared/proxy';
import type { GameAccount } from '../../lib/data';

export type EditAccountForm = { proxy: string; yieldMinutes: string };

/** The body of PATCH /api/accounts/:id: only what changed; "" removes the proxy. */
export type AccountChanges = { proxy?: string; yield_minutes?: number };

export function editFormFor(account: Pick<GameAccount, 'proxy' | 'yield_minutes'>): EditAccountForm {
  return { proxy: account.proxy ?? '', yieldMinutes: String(account.yield_minutes ?? YIELD_MINUTES.default) };
}

/** What to send; an empty object when nothing changed. The API checks the values and says what is wrong. */
export function accountChanges(account: Pick<GameAccount, 'proxy' | 'yield_minutes'>, form: EditAccountForm): AccountChanges {
  const changes: AccountChanges = {};
  const proxy = form.proxy.trim();
  if (proxy !== (account.proxy ?? '')) changes.proxy = proxy;
  // A blank field is NaN, which JSON sends as null: the API refuses it in its own words.
  const minutes = form.yieldMinutes.trim() === '' ? NaN : Number(form.yieldMinutes);
  if (minutes !== account.yield_minutes) changes.yield_minutes = minutes;
  return changes;
}

/**
 * Which field the API's 422 is about, to show its message there. Both sides check the proxy with
 * the same function (shared/src/proxy.ts): a proxy it refuses is the proxy's fault, anything else the
 * minutes'.
 */
export function fieldOfError(changes: AccountChanges): 'proxy' | 'yieldMinutes' {
  return changes.proxy !== undefined && changes.proxy !== '' && !parseProxyUrl(changes.proxy).ok ? 'proxy' : 'yieldMinutes';
}
