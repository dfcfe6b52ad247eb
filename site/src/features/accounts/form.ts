/**
 * The Add Account form's state as plain data. The spec asks for no client-side checks here (§5): the
 * API answers with clear 422/409 messages, which the page shows as toasts.
 */
import { DEFAULT_ACCOUNT_TAG, DEFAULT_GAME_SERVER, type AccountTag, type GameServer } from '@shared/game';

export type AccountForm = {
  email: string;
  server: GameServer;
  username: string;
  password: string;
  type: AccountTag;
};

/** The body of POST /api/accounts. */
export type NewAccountPayload = AccountForm;

export function emptyAccountForm(server: GameServer = DEFAULT_GAME_SERVER): AccountForm {
  return { email: '', server, username: '', password: '', type: DEFAULT_ACCOUNT_TAG };
}

/**
 * After an account was added: a blank form for the next one. The server stays, since players usually
 * register several accounts on the same server in a row.
 */
export function formAfterSuccess(form: AccountForm): AccountForm {
  return emptyAccountForm(form.server);
}

/**
 * After a rejected attempt the user fixes what the toast names, so the other fields stay; the password
 * never does — a game password should not linger in the page any longer than one request.
 */
export function formAfterFailure(form: AccountForm): AccountForm {
  return { ...form, password: '' };
}

/** Sent as typed, except that stray spaces around the e-mail and name are never meant. */
export function toPayload(form: AccountForm): NewAccountPayload {
  return { ...form, email: form.email.trim(), username: form.username.trim() };
}
