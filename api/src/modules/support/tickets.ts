/**
 * The tickets' reads and the one rule of their state, shared by the player's side (service.ts) and the
 * admins' (desk.ts).
 */
import mongoose from 'mongoose';
import type { TicketState } from '@shared/support';
import { NotFoundError } from '../../lib/errors';
import { TicketMessageModel, TicketModel, type Ticket, type TicketMessage } from './ticket.model';

const isId = (id: string) => mongoose.isValidObjectId(id) && /^[0-9a-f]{24}$/i.test(id);

/** The ticket, or 404; `userId` given: only that user's (someone else's ticket is not found, as if it did not exist). */
export async function findTicket(ticketId: string, userId?: string): Promise<Ticket> {
  const ticket = isId(ticketId) ? await TicketModel.findOne({ _id: ticketId, ...(userId ? { userId } : {}) }).lean<Ticket>() : null;
  if (!ticket) throw new NotFoundError('Ticket');
  return ticket;
}

/** The ticket's messages, oldest first; the admins' notes only when asked for. */
export function messagesOf(ticketId: mongoose.Types.ObjectId, { withNotes }: { withNotes: boolean }): Promise<TicketMessage[]> {
  return TicketMessageModel.find({ ticketId, ...(withNotes ? {} : { internal: { $ne: true } }) })
    .sort({ createdAt: 1, _id: 1 })
    .lean<TicketMessage[]>();
}

export type Settled = { state: TicketState; waitingSince: Date | null; lastMessageAt: Date; playerReplied: boolean };

/**
 * The state a ticket's messages give it: closed while `closedAt` is set; otherwise open when the player
 * wrote last (waiting since their first message after support's last answer), answered when support did.
 * `playerReplied`: the waiting messages follow an answer (new activity on a conversation, not a new one).
 */
export function stateOf(messages: Pick<TicketMessage, 'author' | 'internal' | 'createdAt'>[], closedAt: Date | null, createdAt: Date): Settled {
  const visible = messages.filter((m) => !m.internal);
  const lastMessageAt = visible.at(-1)?.createdAt ?? createdAt;
  const lastAnswer = visible.findLastIndex((m) => m.author === 'support');
  const waiting = visible.slice(lastAnswer + 1);
  if (closedAt) return { state: 'closed', waitingSince: null, lastMessageAt, playerReplied: false };
  if (!waiting.length) return { state: 'answered', waitingSince: null, lastMessageAt, playerReplied: false };
  return { state: 'open', waitingSince: waiting[0]!.createdAt, lastMessageAt, playerReplied: lastAnswer >= 0 };
}

/** Works the ticket's state out again from what is stored now (after a message, a close, a reopen). */
export async function settle(ticketId: mongoose.Types.ObjectId): Promise<void> {
  const ticket = await TicketModel.findById(ticketId).select({ closedAt: 1, createdAt: 1 }).lean<Pick<Ticket, 'closedAt' | 'createdAt'>>();
  if (!ticket) return;
  const messages = await TicketMessageModel.find({ ticketId, internal: { $ne: true } })
    .select({ author: 1, internal: 1, createdAt: 1 })
    .sort({ createdAt: 1, _id: 1 })
    .lean<TicketMessage[]>();
  await TicketModel.updateOne({ _id: ticketId }, { $set: stateOf(messages, ticket.closedAt ?? null, ticket.createdAt) });
}

export const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** What a ticket is about, as both sides show it. */
export function attachments(ticket: Ticket) {
  return {
    bot: ticket.bot?.id ? { id: String(ticket.bot.id), name: ticket.bot.name ?? '' } : null,
    account: ticket.account?.id ? { id: String(ticket.account.id), label: ticket.account.label ?? '' } : null,
    console_lines: (ticket.consoleLines ?? []).map((l) => ({ at: iso(l.at)!, level: l.level as 'info' | 'success' | 'warning' | 'error', text: l.text })),
  };
}
