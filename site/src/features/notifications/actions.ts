/** Marking notifications read: the server answers the new count, and the cached list follows. */
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
