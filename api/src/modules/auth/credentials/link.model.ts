/**
 * Links we mail (verify an address, reset a password, take over a new address): each holds a random token
 * of which only the SHA-256 hash is stored, is used once, and lapses.
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import { indexMailedToken, mailedTokenFields } from './mailed-token';

export const LINK_PURPOSES = ['verify-email', 'change-email', 'reset-password'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

const linkSchema = new mongoose.Schema(
  {
    purpose: { type: String, enum: LINK_PURPOSES, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** The address the link was sent to (for a change, the new address it will make the user's). */
    email: { type: String, required: true },
    ...mailedTokenFields,
    usedAt: { type: Date, default: null },
  },
  { collection: 'email_links', versionKey: false },
);

indexMailedToken(linkSchema);
linkSchema.index({ userId: 1, purpose: 1 });

export type EmailLink = InferSchemaType<typeof linkSchema>;
export const EmailLinkModel = mongoose.model('EmailLink', linkSchema);
