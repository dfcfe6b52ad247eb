/** The signed-in user's API keys: list, create (the key comes back once), revoke. */
import { api, unwrap } from '../../lib/api';
import type { KeyPayload } from './form';

export async function fetchKeys() {
  return (await unwrap(api.api.users.me['api-keys'].get())).apiKeys;
}
export type ApiKey = Awaited<ReturnType<typeof fetchKeys>>[number];

/** Throws ApiError: 403 without API access (naming the plan that has it), 409 too many keys, 422 bad input. */
export async function createKey(payload: KeyPayload): Promise<{ key: string; apiKey: ApiKey }> {
  const { key, apiKey } = await unwrap(api.api.users.me['api-keys'].post(payload));
  return { key, apiKey };
}

/** Revokes a key; it stops working at once. Resolves to the API's message. */
export async function revokeKey(id: string): Promise<string> {
  return (await unwrap(api.api.users.me['api-keys']({ id }).delete())).message;
}
