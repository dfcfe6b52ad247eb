/** Marking notifications read (the server answers the new count, and the cached list follows), acknowledging an incoming attack. */
import { api, unwrap } from '../../lib/api';
import { mutation, notificationsQuery, unreadQuery } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { markedRead } from './read-state';

/** `ids`: the notifications read; without them, all. */
export async function markNotificationsRead(ids?: string[]): Promise<void> {
  try {
    const answer = await mutation(() => unwrap(api.api.users.me.notifications.read.post(ids ? { ids } : {})));
    unreadQuery.set(answer);
    const list = markedRead(notificationsQuery.store.get().data, ids);
    if (list) notificationsQuery.set(list);
  } catch (err) {
    toast.error(errorMessage(err, 'Could not mark the notifications read'));
  }
}

/** The player has seen an incoming attack: no more reminders of it (push, Discord, e-mail). */
export async function acknowledgeAttack(attackId: string): Promise<void> {
  try {
    await mutation(() => unwrap(api.api.users.me.attacks({ id: attackId }).acknowledge.post()));
    toast.success('Attack acknowledged: no more reminders of it');
  } catch (err) {
    toast.error(errorMessage(err, 'Could not acknowledge the attack'));
  }
  await notificationsQuery.refetch();
}
