/** What the bell shows, as pure functions of the list and the server's count. */
import { messagesNow } from '../../lib/i18n';
import { bellMessages } from './notifications.messages';

type Readable = { id: string; read: boolean };

/** The list after marking `ids` read (all of them without `ids`), as the server now has it. */
export function markedRead<N extends Readable>(list: readonly N[] | undefined, ids?: readonly string[]): N[] | undefined {
  if (!list) return list;
  const chosen = ids ? new Set(ids) : null;
  return list.map((n) => (!n.read && (!chosen || chosen.has(n.id)) ? { ...n, read: true } : n));
}

/** The bell's accessible name, which carries the count a sighted person reads off the badge. */
export function bellLabel(unread: number | undefined, t: typeof bellMessages.base = messagesNow(bellMessages)): string {
  if (unread === undefined) return t.label;
  return t.labelUnread(unread);
}

/** The badge: nothing at zero, "99+" past what fits. */
export function badgeText(unread: number | undefined): string | null {
  if (!unread) return null;
  return unread > 99 ? '99+' : String(unread);
}
