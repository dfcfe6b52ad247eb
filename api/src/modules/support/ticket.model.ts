/**
 * Support tickets and their messages. Messages are documents of their own, not an array in the ticket: each
 * is one insert (a message appended to an array read and written back would lose one of two sent at
 * once), and the ticket's state is worked out again from its messages after each one (service
 * `settle`), so a player's reply and an admin's answer at the same moment both count.
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import { CONSOLE_LEVELS } from '@shared/console';
import { TICKET_STATES } from '@shared/support';

const consoleLineSchema = new mongoose.Schema(
  { at: { type: Date, required: true }, level: { type: String, enum: CONSOLE_LEVELS, required: true }, text: { type: String, required: true } },
  { _id: false },
);

const ticketSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    subject: { type: String, required: true },
    /** Worked out from the messages and `closedAt` (service.ts settle). */
    state: { type: String, enum: TICKET_STATES, required: true, default: 'open' },
    /** Since when the player's newest messages wait for an answer (state open); null otherwise. */
    waitingSince: { type: Date, default: null },
    lastMessageAt: { type: Date, required: true },
    /** The player has written again after an answer: the queue marks it as new activity. */
    playerReplied: { type: Boolean, default: false },
    closedAt: { type: Date, default: null },
    /** What the ticket is about, as it was named when attached (the bot or account may be gone since). */
    bot: { type: new mongoose.Schema({ id: mongoose.Schema.Types.ObjectId, name: String }, { _id: false }), default: null },
    account: { type: new mongoose.Schema({ id: mongoose.Schema.Types.ObjectId, label: String }, { _id: false }), default: null },
    /** The bot's newest console lines when the player attached them: a snapshot, not a link to the console. */
    consoleLines: { type: [consoleLineSchema], default: undefined },
    assigneeId: { type: mongoose.Schema.Types.ObjectId, default: null },
    assigneeEmail: { type: String, default: null },
  },
  { timestamps: true, collection: 'support_tickets' },
);
ticketSchema.index({ userId: 1, lastMessageAt: -1 });
ticketSchema.index({ state: 1, waitingSince: 1 });

const messageSchema = new mongoose.Schema(
  {
    ticketId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** The ticket's owner: what a deleted account or a data export finds by. */
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    author: { type: String, enum: ['player', 'support'], required: true },
    authorId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** The admin's address, for the other admins; the player sees "Castellan support". */
    authorEmail: { type: String, default: null },
    body: { type: String, required: true },
    /** An admins' note: never shown to the player, never mailed, never exported. */
    internal: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'support_messages' },
);
messageSchema.index({ ticketId: 1, createdAt: 1 });
messageSchema.index({ userId: 1 });

export type TicketDocument = mongoose.HydratedDocument<InferSchemaType<typeof ticketSchema>>;
export type Ticket = InferSchemaType<typeof ticketSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export type TicketMessage = InferSchemaType<typeof messageSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };

export const TicketModel = mongoose.model('SupportTicket', ticketSchema);
export const TicketMessageModel = mongoose.model('SupportMessage', messageSchema);
