/** Marking notifications read (the server answers the new count, and the cached list follows), acknowledging an incoming attack. */
import { api, unwrap } from '../../lib/api';
import { mutation, notificationsQuery, unreadQuery } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { markedRead } from './read-state';
import { messagesNow } from '../../lib/i18n';
import { bellMessages } from './notifications.messages';

/** `ids`: the notifications read; without them, all. */
export async function markNotificationsRead(ids?: string[]): Promise<void> {
  try {
    const answer = await mutation(() => unwrap(api.api.users.me.notifications.read.post(ids ? { ids } : {})));
    unreadQuery.set(answer);
    const list = markedRead(notificationsQuery.store.get().data, ids);
    if (list) notificationsQuery.set(list);
  } catch (err) {
    toast.error(errorMessage(err, messagesNow(bellMessages).markFailed));
  }
}

/** The player has seen an incoming attack: no more reminders of it (push, Discord, e-mail). */
export async function acknowledgeAttack(attackId: string): Promise<void> {
  try {
    await mutation(() => unwrap(api.api.users.me.attacks({ id: attackId }).acknowledge.post()));
    toast.success(messagesNow(bellMessages).acknowledged);
  } catch (err) {
    toast.error(errorMessage(err, messagesNow(bellMessages).acknowledgeFailed));
  }
  await notificationsQuery.refetch();
}
