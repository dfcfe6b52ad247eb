/** The player's support tickets through the one Eden client; the ticket shown is named in the address (?ticket=<id>). */
import { api, unwrap } from '../../lib/api';
import { here } from '../../lib/i18n';
import { createOnce, mutation } from '../../lib/data';
import { createQuery, invalidate } from '../../lib/query/store';
import { listOf, record } from '../../lib/shapes';

const ticketsShape = (v: unknown) =>
  record({ support: 'object', tickets: 'array' })(v) &&
  listOf({ id: 'string', subject: 'string', state: 'string', last_message_at: 'string' })((v as { tickets: unknown }).tickets);

export const ticketsQuery = createQuery('support:tickets', () => unwrap(api.api.support.tickets.get()), 60_000, ticketsShape);

export type TicketList = NonNullable<ReturnType<typeof ticketsQuery.store.get>['data']>;
export type TicketSummary = TicketList['tickets'][number];

export function fetchTicket(id: string) {
  return unwrap(api.api.support.tickets({ id: encodeURIComponent(id) }).get());
}
export type Ticket = Awaited<ReturnType<typeof fetchTicket>>;

export function fetchConsoleLines(botId: string) {
  return unwrap(api.api.support.bots({ botId: encodeURIComponent(botId) }).console.get());
}

export type NewTicketInput = { subject: string; message: string; botId?: string; accountId?: string; attachConsole?: boolean };

/** Never retried: a lost answer may still have made the ticket. */
export async function createTicket(input: NewTicketInput): Promise<Ticket> {
  const ticket = await createOnce(() => unwrap(api.api.support.tickets.post(input)));
  await invalidate('support:tickets');
  return ticket;
}

/** A message is a new thing too: sent once, never twice. */
export async function replyTo(id: string, body: string): Promise<Ticket> {
  const ticket = await createOnce(() => unwrap(api.api.support.tickets({ id }).messages.post({ body })));
  await invalidate('support:tickets');
  return ticket;
}

export async function closeTicket(id: string): Promise<Ticket> {
  const ticket = await mutation(() => unwrap(api.api.support.tickets({ id }).close.post()));
  await invalidate('support:tickets');
  return ticket;
}

/** What the screen shows: a ticket, the form for a new one, or neither (the list and the help search). */
export type Shown = { kind: 'ticket'; id: string } | { kind: 'new' } | { kind: 'none' };

export function shownInUrl(search: string): Shown {
  const params = new URLSearchParams(search);
  const id = params.get('ticket');
  if (id) return { kind: 'ticket', id };
  return params.has('new') ? { kind: 'new' } : { kind: 'none' };
}

export function urlFor(shown: Shown): string {
  return here(shown.kind === 'ticket' ? `/support?ticket=${encodeURIComponent(shown.id)}` : shown.kind === 'new' ? '/support?new' : '/support');
}
