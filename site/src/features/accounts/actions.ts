/** Changes to the user's game accounts: each goes to the API, then the cached list follows. */
import { api, unwrap } from '../../lib/api';
import { accountsQuery, mutation, type GameAccount } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
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
