/** How the support screens put a ticket's state and times into words, in the page's language. */
import type { TicketState } from '@shared/support';
import { messagesNow } from '../../lib/i18n';
import { duration } from '../../lib/time';
import { ticketStateMessages, waitingMessages } from './support.messages';

export const stateLabel = (state: string, m = messagesNow(ticketStateMessages)) => (state in m ? m[state as TicketState] : state);

/** "Waiting 2 h 5 min", and, with a promise, what is left of it or how far past it: for the player's ticket and the admins' queue. */
export function waitingText(waitingSince: string | null, dueAt: string | null, now: number, m = messagesNow(waitingMessages)): string | null {
  if (!waitingSince) return null;
  const time = duration(now - Date.parse(waitingSince));
  if (!dueAt) return m.waiting({ time });
  const left = Date.parse(dueAt) - now;
  return left >= 0 ? m.due({ time, left: duration(left) }) : m.overdue({ time, late: duration(-left) });
}
