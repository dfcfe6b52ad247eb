/** Changes to the user's game accounts: each goes to the API, then the cached list follows. */
import type { GameServer } from '@shared/game';
import { api, unwrap } from '../../lib/api';
import { accountsQuery, createOnce, mutation, type GameAccount } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import type { AccountChanges } from './edit-form';
import { toPayload, type AccountForm } from './form';
import { withAccount, withoutAccount } from './list';

/** Registers a game account; throws ApiError with the server's message (422 invalid, 409 duplicate). */
export async function addAccount(form: AccountForm): Promise<GameAccount> {
  const created = await createOnce(() => unwrap(api.api.accounts.post(toPayload(form))));
  accountsQuery.set(withAccount(accountsQuery.store.get().data, created));
  await invalidate('accounts');
  return created;
}

/** Removes a game account; throws ApiError (409 while a bot still uses it). */
export async function removeAccount(id: string): Promise<void> {
  await mutation(() => unwrap(api.api.accounts({ id }).delete()));
  accountsQuery.set(withoutAccount(accountsQuery.store.get().data, id));
  await invalidate('accounts');
}

/** Changes an account's details; throws ApiError (422 with the reason, 409 for a server it cannot move to, 404 when it is gone). */
export async function updateAccount(id: string, changes: AccountChanges): Promise<GameAccount> {
  const updated = await mutation(() => unwrap(api.api.accounts({ id }).patch(changes)));
  accountsQuery.set(withAccount(accountsQuery.store.get().data, updated));
  await invalidate('accounts');
  return updated;
}

export type LoginCheck = { ok: boolean; message: string };

/** Test login with details not saved yet (the add form): one session against the game. */
export function testNewLogin(form: AccountForm, proxy?: string): Promise<LoginCheck> {
  const { server, username, password } = toPayload(form);
  return unwrap(api.api.accounts['test-login'].post({ server, username, password, ...(proxy ? { proxy } : {}) }));
}

/** Test login with a saved account and the changes typed but not saved (the edit dialog). */
export function testSavedLogin(id: string, changes: { password?: string; server?: GameServer; proxy?: string }): Promise<LoginCheck> {
  return unwrap(api.api.accounts({ id })['test-login'].post(changes));
}
