/** Beta features: the player's open betas and their opt-in; the administrators' flags and their switch. */
import { api, unwrap } from '../../lib/api';
import { mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';

export async function fetchBetas() {
  return (await unwrap(api.api.users.me.beta.get())).flags;
}
export type PlayerBeta = Awaited<ReturnType<typeof fetchBetas>>[number];

/** Throws ApiError: 403 on a plan that may not opt in (naming it), 409 when the flag was turned off meanwhile. */
export async function setOptIn(id: string, optIn: boolean): Promise<PlayerBeta> {
  const answer = await mutation(() => unwrap(api.api.users.me.beta({ id }).put({ optIn })));
  // What a beta gates may be on the dashboard (its chart cards): read again there.
  await invalidate('dashboard-layout');
  return answer;
}

export function fetchFlags() {
  return unwrap(api.api.admin.flags.get());
}
export type AdminFlag = Awaited<ReturnType<typeof fetchFlags>>[number];

export function switchFlag(id: string, enabled: boolean): Promise<AdminFlag> {
  return mutation(() => unwrap(api.api.admin.flags({ id }).patch({ enabled })));
}
