/**
 * The admins' side of the support desk: the queue (waiting tickets by plan, the highest first, then the
 * longest waiting), a ticket with its notes, assignment, answers and notes, closing. Each change is in the
 * audit log against the player; an answer reaches the player on the bell and by mail.
 */
import mongoose from 'mongoose';
import { answerDueAt, queueRank, supportLevelOf, type TicketState } from '@shared/support';
import { planName } from '@shared/plans';
import { ConflictError, ValidationFailedError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { audit } from '../admin/audit';
import { notify } from '../notifications/service';
import { said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { languageOf } from '../users/language';
import { userById, usersByIds, type UserDocument } from '../users/records';
import { answerMail, ticketPath } from './mails';
import { TicketMessageModel, TicketModel, type Ticket } from './ticket.model';
import { attachments, findTicket, iso, messagesOf, settle } from './tickets';

export type QueueView = 'waiting' | 'answered' | 'closed';
type Owner = { id: string; email: string; plan: string };

/** Tickets read for one list: the desk's work is far fewer; past this the oldest of a view are not shown. */
const LIST_MAX = 500;
const DELETED: Omit<Owner, 'id'> = { email: '(deleted user)', plan: 'starter' };

function adminSummary(ticket: Ticket, owner: Owner, now: Date) {
  const level = supportLevelOf(owner.plan);
  const waiting = ticket.state === 'open' && ticket.waitingSince ? new Date(ticket.waitingSince) : null;
  const due = waiting ? answerDueAt(owner.plan, waiting) : null;
  return {
    id: String(ticket._id),
    subject: ticket.subject,
    state: ticket.state as TicketState,
    user: { id: owner.id, email: owner.email, plan: owner.plan, plan_name: planName(owner.plan) },
    level: level.name,
    target_hours: level.targetHours,
    waiting_since: iso(waiting),
    answer_due_at: iso(due),
    overdue: due !== null && due.getTime() < now.getTime(),
    player_replied: ticket.state === 'open' && ticket.playerReplied === true,
    assignee: ticket.assigneeEmail ?? null,
    created_at: iso(ticket.createdAt)!,
    last_message_at: iso(ticket.lastMessageAt)!,
  };
}

async function ownersOf(tickets: Ticket[]): Promise<Map<string, Owner>> {
  const users = await usersByIds([...new Set(tickets.map((t) => String(t.userId)))]);
  return new Map(users.map((u) => [u.id as string, { id: u.id as string, email: u.email, plan: u.plan as string }]));
}

/** Waiting tickets: the higher plan first, then the one waiting longest. */
export function queueOrder(a: { user: { plan: string }; waiting_since: string | null }, b: { user: { plan: string }; waiting_since: string | null }): number {
  return queueRank(b.user.plan) - queueRank(a.user.plan) || (a.waiting_since ?? '').localeCompare(b.waiting_since ?? '');
}

/** A ticket in the desk's lists: its owner, what their plan promises and whether the answer is overdue. */
export type AdminTicketSummary = ReturnType<typeof adminSummary>;
/** A ticket as the desk opens it: its summary, what is attached, and every message with the internal notes. */
export type DeskTicketView = AdminTicketSummary &
  ReturnType<typeof attachments> & {
    messages: { id: string; from: 'player' | 'support'; author: string; internal: boolean; body: string; created_at: string }[];
  };

export interface SupportDesk {
  /** One ticket with its whole conversation, internal notes included; 404 when there is none. */
  view(ticketId: string): Promise<DeskTicketView>;
  /** One view of the desk, or every ticket of one user (their page), newest first; `waiting` counts the open tickets. */
  queue(query: { view?: QueueView; user?: string }): Promise<{ tickets: AdminTicketSummary[]; waiting: number }>;
  /** Assigns the ticket to `admin`, or to no one. */
  assign(admin: UserDocument, ticketId: string, toMe: boolean): Promise<DeskTicketView>;
  /** An answer (to the player: bell and mail) or an internal note (admins only). */
  write(admin: UserDocument, ticketId: string, input: { body: string; internal?: boolean }): Promise<DeskTicketView>;
  /** Closes the ticket (audited); closing a closed one changes nothing. */
  close(admin: UserDocument, ticketId: string): Promise<DeskTicketView>;
}

export type SupportDeskDeps = { mailer: Mailer; siteOrigin: string; now?: () => Date };

export function createSupportDesk({ mailer, siteOrigin, now = () => new Date() }: SupportDeskDeps): SupportDesk {
  async function view(ticketId: string) {
    const ticket = await findTicket(ticketId);
    const [owner, messages] = await Promise.all([userById(ticket.userId), messagesOf(ticket._id, { withNotes: true })]);
    const who: Owner = owner ? { id: owner.id as string, email: owner.email, plan: owner.plan as string } : { id: String(ticket.userId), ...DELETED };
    return {
      ...adminSummary(ticket, who, now()),
      ...attachments(ticket),
      messages: messages.map((m) => ({
        id: String(m._id),
        from: m.author as 'player' | 'support',
        author: m.author === 'player' ? who.email : (m.authorEmail ?? 'support'),
        internal: m.internal === true,
        body: m.body,
        created_at: iso(m.createdAt)!,
      })),
    };
  }

  const about = (ticket: Ticket, email: string) => `“${ticket.subject}” (${email})`;

  return {
    view,

    async queue({ view: which = 'waiting', user }: { view?: QueueView; user?: string }) {
      const state: TicketState = which === 'waiting' ? 'open' : which;
      const filter = user ? { userId: new mongoose.Types.ObjectId(user) } : { state };
      const sort: Record<string, -1> = which === 'closed' && !user ? { closedAt: -1 } : { lastMessageAt: -1 };
      const [tickets, waiting] = await Promise.all([
        TicketModel.find(filter)
          .sort({ ...sort, _id: -1 })
          .limit(LIST_MAX)
          .lean<Ticket[]>(),
        TicketModel.countDocuments({ state: 'open' }),
      ]);
      const owners = await ownersOf(tickets);
      const at = now();
      const rows = tickets.map((t) => adminSummary(t, owners.get(String(t.userId)) ?? { id: String(t.userId), ...DELETED }, at));
      // The plan is read now, not when the ticket was written: a player who upgraded is served as they pay now.
      if (!user && which === 'waiting') rows.sort(queueOrder);
      return { tickets: rows, waiting };
    },

    async assign(admin: UserDocument, ticketId: string, toMe: boolean) {
      const ticket = await findTicket(ticketId);
      await TicketModel.updateOne(
        { _id: ticket._id },
        { $set: toMe ? { assigneeId: admin._id, assigneeEmail: admin.email } : { assigneeId: null, assigneeEmail: null } },
      );
      const owner = await userById(ticket.userId);
      await audit(admin, toMe ? 'support.assign' : 'support.unassign', ticketId, about(ticket, owner?.email ?? DELETED.email), {
        userId: String(ticket.userId),
      });
      return view(ticketId);
    },

    async write(admin: UserDocument, ticketId: string, input: { body: string; internal?: boolean }) {
      const body = input.body.trim();
      if (!body) throw new ValidationFailedError('Please write your answer or note.');
      const ticket = await findTicket(ticketId);
      const internal = input.internal === true;
      if (!internal && ticket.closedAt)
        throw new ConflictError('This ticket is closed: the player opens it again by replying. An internal note can still be added.');
      const owner = await userById(ticket.userId);
      await TicketMessageModel.create({
        ticketId: ticket._id,
        userId: ticket.userId,
        author: 'support',
        authorId: admin._id,
        authorEmail: admin.email,
        body,
        internal,
      });
      if (!internal) {
        await settle(ticket._id);
        if (owner) {
          await notify(
            owner.id as string,
            'support',
            said(notificationLines, 'supportAnswered', { subject: ticket.subject }),
            null,
            undefined,
            undefined,
            ticketPath(ticketId),
          );
          await mailer.queue(answerMail({ locale: languageOf(owner), to: owner.email, subject: ticket.subject, answer: body, ticketId, siteOrigin }));
        }
      }
      await audit(admin, internal ? 'support.note' : 'support.answer', ticketId, about(ticket, owner?.email ?? DELETED.email), {
        userId: String(ticket.userId),
      });
      return view(ticketId);
    },

    async close(admin: UserDocument, ticketId: string) {
      const ticket = await findTicket(ticketId);
      if (!ticket.closedAt) {
        await TicketModel.updateOne({ _id: ticket._id }, { $set: { closedAt: now() } });
        await settle(ticket._id);
        const owner = await userById(ticket.userId);
        await audit(admin, 'support.close', ticketId, about(ticket, owner?.email ?? DELETED.email), { userId: String(ticket.userId) });
      }
      return view(ticketId);
    },
  };
}
