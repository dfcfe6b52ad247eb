/**
 * The player's side of the support desk: their tickets, each with its thread (never the admins' notes),
 * writing one with the bot or game account it concerns and, if they choose, the bot's newest console
 * lines; replying, closing, and opening it again by replying.
 */
import mongoose from 'mongoose';
import { answerDueAt, CONSOLE_LINES_ATTACHED, OPEN_TICKETS_MAX, responseTargetText, supportLevelOf, type TicketState } from '@shared/support';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationFailedError } from '../../lib/errors';
import type { SharedCounter } from '../../lib/shared-counter';
import { accountLabel, storedAccount } from '../accounts/service';
import { botOfUser } from '../bots/records';
import type { UserDocument } from '../users/records';
import type { ConsoleLevel } from '@shared/console';
import { said } from '@shared/i18n/said';
import { supportErrors } from './errors.messages';
import { TicketMessageModel, TicketModel, type Ticket } from './ticket.model';
import { attachments, findTicket, iso, messagesOf, settle } from './tickets';
import type { NewTicket } from './schemas';

/** A console line as the support desk keeps it. */
export type SupportConsoleLine = { at: number; level: ConsoleLevel; text: string };

export type SupportDeps = {
  /** The lines the engine keeps for a bot, oldest first (bots/console/hub.ts history). */
  consoleOf: (botId: string) => Promise<SupportConsoleLine[]>;
  /** New tickets per player in the counter's window, across instances. */
  newTickets: SharedCounter;
};

/** The newest lines worth reading (a line with no words marks a state change, not something the bot said). */
const lastLines = (lines: SupportConsoleLine[]) => lines.filter((l) => l.text).slice(-CONSOLE_LINES_ATTACHED);

/** What the player is promised, for their plan and, on a waiting ticket, when the answer is due. */
function promise(plan: string, waitingSince: Date | null) {
  const level = supportLevelOf(plan);
  return {
    level: level.name,
    target: responseTargetText(plan),
    target_hours: level.targetHours,
    answer_due_at: waitingSince ? iso(answerDueAt(plan, waitingSince)) : null,
  };
}

function summary(ticket: Ticket, plan: string) {
  return {
    id: String(ticket._id),
    subject: ticket.subject,
    state: ticket.state as TicketState,
    created_at: iso(ticket.createdAt)!,
    last_message_at: iso(ticket.lastMessageAt)!,
    waiting_since: iso(ticket.waitingSince),
    support: promise(plan, ticket.state === 'open' ? (ticket.waitingSince ?? null) : null),
  };
}

async function view(ticket: Ticket, plan: string) {
  const messages = await messagesOf(ticket._id, { withNotes: false });
  return {
    ...summary(ticket, plan),
    ...attachments(ticket),
    messages: messages.map((m) => ({
      id: String(m._id),
      from: m.author === 'player' ? ('you' as const) : ('support' as const),
      body: m.body,
      created_at: iso(m.createdAt)!,
    })),
  };
}

export type PlayerTicketView = Awaited<ReturnType<typeof view>>;
/** What the player's plan promises: the support level and when an answer is due. */
export type SupportPromise = ReturnType<typeof promise>;
/** A ticket in the player's list. */
export type TicketSummary = ReturnType<typeof summary>;

/** The text without the spaces around it; nothing left is refused in `refusal`'s words. */
const trimmed = (text: string, refusal: 'writeSubject' | 'writeMessage', field: string) => {
  const value = text.trim();
  if (!value) throw new ValidationFailedError(supportErrors.base[refusal], field);
  return value;
};

export interface SupportService {
  /** The player's tickets, the newest conversation first, and what their plan promises. */
  list(user: UserDocument): Promise<{ support: SupportPromise; tickets: TicketSummary[] }>;
  /** One of the player's tickets with its conversation; someone else's is 404. */
  get(user: UserDocument, ticketId: string): Promise<PlayerTicketView>;
  /** The bot's newest console lines, as they would be attached now: the player reads them before choosing. */
  consolePreview(user: UserDocument, botId: string): Promise<{ lines: { at: string; level: ConsoleLevel; text: string }[] }>;
  /** A new ticket, the chosen bot's newest console lines attached if asked; 409 past OPEN_TICKETS_MAX open, 429 too many an hour. */
  create(user: UserDocument, input: NewTicket): Promise<PlayerTicketView>;
  /** The player's reply; on a closed ticket it opens it again. */
  reply(user: UserDocument, ticketId: string, text: string): Promise<PlayerTicketView>;
  /** The player closes their ticket (closing it again changes nothing). */
  close(user: UserDocument, ticketId: string): Promise<PlayerTicketView>;
}

export function createSupportService({ consoleOf, newTickets }: SupportDeps): SupportService {
  async function reload(ticketId: mongoose.Types.ObjectId, user: UserDocument) {
    return view(await findTicket(String(ticketId), user.id), user.plan as string);
  }

  return {
    async list(user: UserDocument) {
      const tickets = await TicketModel.find({ userId: user.id }).sort({ lastMessageAt: -1, _id: -1 }).limit(200).lean<Ticket[]>();
      return { support: promise(user.plan as string, null), tickets: tickets.map((t) => summary(t, user.plan as string)) };
    },

    async get(user: UserDocument, ticketId: string) {
      return view(await findTicket(ticketId, user.id), user.plan as string);
    },

    async consolePreview(user: UserDocument, botId: string) {
      const bot = await botOfUser(user.id, botId);
      if (!bot) throw new NotFoundError('Bot');
      return { lines: lastLines(await consoleOf(bot.id)).map((l) => ({ at: new Date(l.at).toISOString(), level: l.level, text: l.text })) };
    },

    async create(user: UserDocument, input: NewTicket) {
      const subject = trimmed(input.subject, 'writeSubject', 'subject');
      const body = trimmed(input.message, 'writeMessage', 'message');
      const bot = input.botId ? await botOfUser(user.id, input.botId) : null;
      if (input.botId && !bot) throw new ValidationFailedError('There is no bot of yours with that id: choose one of your bots, or none.');
      if (input.attachConsole && !bot) throw new ValidationFailedError('Choose the bot whose console lines to attach.');
      const accountId = input.accountId ?? (bot ? String(bot.accountId) : null);
      const account = accountId ? await storedAccount(user.id, accountId) : null;
      if (input.accountId && !account) throw new ValidationFailedError('There is no game account of yours with that id: choose one of your accounts, or none.');
      if ((await TicketModel.countDocuments({ userId: user.id, state: { $ne: 'closed' } })) >= OPEN_TICKETS_MAX) {
        throw new ConflictError(said(supportErrors, 'openMax', { count: OPEN_TICKETS_MAX }));
      }
      const wait = await newTickets.reserve(user.id);
      if (wait > 0)
        throw new TooManyRequestsError(said(supportErrors, 'ticketsPerHour', { limit: newTickets.limit, count: Math.max(1, Math.ceil(wait / 60)) }), wait);

      const lines = input.attachConsole && bot ? lastLines(await consoleOf(bot.id)) : [];
      const label = account ? await accountLabel(account._id) : null;
      const now = new Date();
      const ticket = await TicketModel.create({
        userId: user._id,
        subject,
        state: 'open',
        waitingSince: now,
        lastMessageAt: now,
        bot: bot ? { id: bot._id, name: bot.name } : null,
        account: account ? { id: account._id, label: label ? `${label.username} – ${label.server}` : account.username } : null,
        ...(lines.length ? { consoleLines: lines.map((l) => ({ at: new Date(l.at), level: l.level, text: l.text })) } : {}),
      });
      await TicketMessageModel.create({ ticketId: ticket._id, userId: user._id, author: 'player', authorId: user._id, body });
      await settle(ticket._id);
      return reload(ticket._id, user);
    },

    async reply(user: UserDocument, ticketId: string, text: string) {
      const body = trimmed(text, 'writeMessage', 'message');
      const ticket = await findTicket(ticketId, user.id);
      if (ticket.closedAt) await TicketModel.updateOne({ _id: ticket._id }, { $set: { closedAt: null } });
      await TicketMessageModel.create({ ticketId: ticket._id, userId: user._id, author: 'player', authorId: user._id, body });
      await settle(ticket._id);
      return reload(ticket._id, user);
    },

    async close(user: UserDocument, ticketId: string) {
      const ticket = await findTicket(ticketId, user.id);
      if (!ticket.closedAt) {
        await TicketModel.updateOne({ _id: ticket._id }, { $set: { closedAt: new Date() } });
        await settle(ticket._id);
      }
      return reload(ticket._id, user);
    },
  };
}

/** The player's tickets for "Download my data": their thread as they see it, never the admins' notes. */
export async function ticketsForExport(userId: string) {
  const tickets = await TicketModel.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<Ticket[]>();
  return Promise.all(
    tickets.map(async (t) => {
      const { bot, account, console_lines } = attachments(t);
      const messages = await messagesOf(t._id, { withNotes: false });
      return {
        id: String(t._id),
        subject: t.subject,
        state: t.state as TicketState,
        createdAt: iso(t.createdAt)!,
        closedAt: iso(t.closedAt),
        bot,
        account,
        consoleLines: console_lines,
        messages: messages.map((m) => ({ from: m.author as 'player' | 'support', body: m.body, createdAt: iso(m.createdAt)! })),
      };
    }),
  );
}
