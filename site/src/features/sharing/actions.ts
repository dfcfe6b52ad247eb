/** Sharing through the Eden client: each change refreshes what it changed. */
import type { SharePermission } from '@shared/sharing';
import { api, unwrap } from '../../lib/api';
import { mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';

/** `email`: the friend's address, mailed a link that accepts it; without it, a code to pass on by hand. */
export async function makeShare(accountId: string, permissions: SharePermission[], email?: string) {
  const made = await mutation(() => unwrap(api.api.shares.post({ accountId, permissions, ...(email && { email }) })));
  await invalidate('shares');
  return made;
}

export async function endShare(shareId: string): Promise<void> {
  await mutation(() => unwrap(api.api.shares({ id: shareId }).delete()));
  await invalidate('shares');
}

export const lookAtCode = (code: string) => unwrap(api.api.shares.look.post({ code }));

export async function acceptCode(code: string) {
  const accepted = await mutation(() => unwrap(api.api.shares.accept.post({ code })));
  await invalidate('shared-with-me', 'shared-bots');
  return accepted;
}

export async function giveBack(shareId: string): Promise<void> {
  await mutation(() => unwrap(api.api.shares['with-me']({ id: shareId }).delete()));
  await invalidate('shared-with-me', 'shared-bots');
}
