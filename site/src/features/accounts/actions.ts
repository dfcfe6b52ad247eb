/** Changes to the user's game accounts: each goes to the API, then the cached list follows. */
import { api, unwrap } from '../../lib/api';
import { accountsQuery, mutation, type GameAccount } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import type { AccountChanges } from './edit-form';
import { toPayload, type AccountForm } from './form';
import { withAccount, withoutAccount } from './list';

/** Registers a game account; throws ApiError with the server's message (422 invalid, 409 duplicate). */
export async function addAccount(form: AccountForm): Promise<GameAccount> {
  const created = await mutation(() => unwrap(api.api.accounts.post(toPayload(form))));
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

/** Changes an account's proxy or yield time; throws ApiError (422 with the reason, 404 when it is gone). */
export async function updateAccount(id: string, changes: AccountChanges): Promise<GameAccount> {
  const updated = await mutation(() => unwrap(api.api.accounts({ id }).patch(changes)));
  accountsQuery.set(withAccount(accountsQuery.store.get().data, updated));
  await invalidate('accounts');
  return updated;
}
