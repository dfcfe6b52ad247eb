/**
 * Signed-in sessions: one document per sign-in. A session token names its session (`sid`), and the
 * session check refuses a token whose session is gone, so deleting the document signs that browser out
 * at once, on every API instance (auth/session-cache.ts follows the changes reported here).
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { SIGN_IN_METHODS } from '@shared/security';

const sessionSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    method: { type: String, enum: SIGN_IN_METHODS, required: true },
    /** The browser's User-Agent as sent at sign-in (shown as a device), at most 300 characters. */
    userAgent: { type: String, default: '' },
    /** The client's address at sign-in. */
    ip: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    /** Updated at most every few minutes (auth/service.ts), not on every request. */
    lastSeenAt: { type: Date, required: true },
    /** When its token expires; a sweep deletes sessions past it (FerretDB keeps no TTL index). */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);

sessionSchema.index({ userId: 1, lastSeenAt: -1 });
sessionSchema.index({ expiresAt: 1 });

export type Session = InferSchemaType<typeof sessionSchema>;
export type SessionDocument = HydratedDocument<Session>;
export const SessionModel = mongoose.model('Session', sessionSchema);
