/**
 * The Edit Account dialog's state as plain data: the game e-mail, server, a new password (empty keeps
 * the saved one, which is never shown), tag, proxy and how long the bots step aside for the player. The
 * stored proxy comes back without its login, so an untouched proxy field is never sent (sending the
 * shown form would drop the saved user name and password).
 */
import { YIELD_MINUTES, type AccountTag, type GameServer } from '@shared/game';
import { parseProxyUrl } from '@shared/proxy';
import type { GameAccount } from '../../lib/data';

export type EditAccountForm = { email: string; server: string; password: string; tag: string; proxy: string; yieldMinutes: string };

/** The body of PATCH /api/accounts/:id: only what changed; "" removes the proxy. */
export type AccountChanges = { email?: string; server?: GameServer; password?: string; type?: AccountTag; proxy?: string; yield_minutes?: number };

type Saved = Pick<GameAccount, 'proxy' | 'yield_minutes'> & Partial<Pick<GameAccount, 'game_email' | 'server' | 'type'>>;

export function editFormFor(account: Saved): EditAccountForm {
  return {
    email: account.game_email ?? '',
    server: account.server ?? '',
    password: '',
    tag: account.type ?? '',
    proxy: account.proxy ?? '',
    yieldMinutes: String(account.yield_minutes ?? YIELD_MINUTES.default),
  };
}

/** What to send; an empty object when nothing changed. The API checks the values and says what is wrong. */
export function accountChanges(account: Saved, form: EditAccountForm): AccountChanges {
  const changes: AccountChanges = {};
  const email = form.email.trim();
  if (account.game_email !== undefined && email !== account.game_email) changes.email = email;
  if (account.server !== undefined && form.server !== account.server) changes.server = form.server as GameServer;
  if (form.password !== '') changes.password = form.password;
  if (account.type !== undefined && form.tag !== account.type) changes.type = form.tag as AccountTag;
  const proxy = form.proxy.trim();
  if (proxy !== (account.proxy ?? '')) changes.proxy = proxy;
  // A blank field is NaN, which JSON sends as null: the API refuses it in its own words.
  const minutes = form.yieldMinutes.trim() === '' ? NaN : Number(form.yieldMinutes);
  if (minutes !== account.yield_minutes) changes.yield_minutes = minutes;
  return changes;
}

/** The details a Test login of the saved account tries: the typed password, server and proxy where changed. */
export function loginChanges(changes: AccountChanges): { password?: string; server?: GameServer; proxy?: string } {
  return {
    ...(changes.password !== undefined && { password: changes.password }),
    ...(changes.server && { server: changes.server }),
    ...(changes.proxy !== undefined && { proxy: changes.proxy }),
  };
}

/** The form's field for each field of the API's body it may refuse. */
const FORM_FIELDS: Record<string, keyof EditAccountForm> = {
  email: 'email',
  server: 'server',
  password: 'password',
  type: 'tag',
  proxy: 'proxy',
  yield_minutes: 'yieldMinutes',
};

/**
 * Which field the API's refusal is about, to show its message there: the field it names (its words are
 * in the reader's language, so they are not read). Both sides check the proxy with the same function
 * (shared/src/proxy.ts); a move refused while bots run (409) is about the server.
 */
export function fieldOfError(changes: AccountChanges, field: string | null = null, status = 422): keyof EditAccountForm {
  if (status === 409) return 'server';
  if (changes.proxy !== undefined && changes.proxy !== '' && !parseProxyUrl(changes.proxy).ok) return 'proxy';
  return (field && FORM_FIELDS[field]) || 'yieldMinutes';
}
