/** How the support screens put a ticket's times and promise into words. */
import { TICKET_STATE_LABELS, type TicketState } from '@shared/support';
import { duration } from '../../lib/time';

export const stateLabel = (state: string) => TICKET_STATE_LABELS[state as TicketState] ?? state;

/** "Waiting 2 h 5 min", and, with a promise, what is left of it or how far past it: for the player's ticket and the admins' queue. */
export function waitingText(waitingSince: string | null, dueAt: string | null, now: number): string | null {
  if (!waitingSince) return null;
  const waited = `Waiting ${duration(now - Date.parse(waitingSince))}`;
  if (!dueAt) return waited;
  const left = Date.parse(dueAt) - now;
  return left >= 0 ? `${waited} · answer due in ${duration(left)}` : `${waited} · overdue by ${duration(-left)}`;
}
