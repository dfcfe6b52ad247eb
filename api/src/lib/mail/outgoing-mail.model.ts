/**
 * Mails waiting to leave (lib/mail/mailer.ts): a queued mail is stored before it is tried, so a restart,
 * a crash or a relay that is away for half an hour loses none. Each leaves the collection once the relay
 * took it, or after its last try. The body holds single-use links, so it is sealed (lib/crypto.ts); the
 * recipient and the subject stay readable for the log line of a mail not sent.
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const outgoingMailSchema = new mongoose.Schema(
  {
    to: { type: String, required: true },
    subject: { type: String, required: true },
    /** `{ text, html }` as JSON, sealed. */
    bodySealed: { type: String, required: true },
    /** Tries made so far. */
    attempts: { type: Number, default: 0 },
    /** When it may be tried next: due, waiting for its retry, or held by the instance trying it now. */
    nextAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'outgoing_mails', versionKey: false },
);
outgoingMailSchema.index({ nextAt: 1 });

export type OutgoingMail = InferSchemaType<typeof outgoingMailSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const OutgoingMailModel = mongoose.model('OutgoingMail', outgoingMailSchema);
