/** The support desk's calls for the admin panel: the queue, one ticket, and what an admin does to it. */
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { createQuery, invalidate } from '../../lib/query/store';

export type QueueView = 'waiting' | 'answered' | 'closed';

export function fetchQueue(view: QueueView) {
  return unwrap(api.api.admin.support.tickets.get({ query: { view } }));
}
export type QueueRow = Awaited<ReturnType<typeof fetchQueue>>['tickets'][number];

/** Every ticket of one user (their detail view). */
export function fetchUserTickets(userId: string) {
  return unwrap(api.api.admin.support.tickets.get({ query: { user: userId } }));
}

export function fetchDeskTicket(id: string) {
  return unwrap(api.api.admin.support.tickets({ id: encodeURIComponent(id) }).get());
}
export type DeskTicket = Awaited<ReturnType<typeof fetchDeskTicket>>;

export const cannedQuery = createQuery('admin:support-canned', () => unwrap(api.api.admin.support.canned.get()), 3_600_000);

const refresh = () => invalidate('admin:audit');

export async function assignTicket(id: string, toMe: boolean): Promise<DeskTicket> {
  const ticket = await mutation(() =>
    unwrap(toMe ? api.api.admin.support.tickets({ id }).assign.post() : api.api.admin.support.tickets({ id }).assign.delete()),
  );
  await refresh();
  return ticket;
}

/** An answer or a note is sent once: never retried (a second would be a second mail). */
export async function writeToTicket(id: string, body: string, internal: boolean): Promise<DeskTicket> {
  const ticket = await createOnce(() => unwrap(api.api.admin.support.tickets({ id }).messages.post({ body, internal })));
  await refresh();
  return ticket;
}

export async function closeDeskTicket(id: string): Promise<DeskTicket> {
  const ticket = await mutation(() => unwrap(api.api.admin.support.tickets({ id }).close.post()));
  await refresh();
  return ticket;
}
