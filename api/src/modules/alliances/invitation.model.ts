/**
 * Invitations to a space and the calendar's notes. An invitation is a one-time code (only its SHA-256 is
 * stored), shown once to the officer who made it and, when they give an address, mailed there in a link
 * whose code rides in the fragment (never sent to a server, never in a log). Using it is a claim on its
 * id (lib/claims.ts): exactly one accept or decline passes.
 */
import mongoose, { type InferSchemaType } from 'mongoose';

export const INVITATION_STATES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

const invitationSchema = new mongoose.Schema(
  {
    spaceId: { type: mongoose.Schema.Types.ObjectId, required: true },
    codeHash: { type: String, required: true },
    /** Only a player signed in with this (verified) address may use it; null: whoever holds the code. */
    email: { type: String, default: null },
    invitedBy: { type: mongoose.Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
    state: { type: String, enum: INVITATION_STATES, default: 'pending' },
    usedBy: { type: mongoose.Schema.Types.ObjectId, default: null },
    usedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'alliance_invitations', versionKey: false },
);
invitationSchema.index({ codeHash: 1 });
invitationSchema.index({ spaceId: 1, state: 1 });

const noteSchema = new mongoose.Schema(
  {
    spaceId: { type: mongoose.Schema.Types.ObjectId, required: true },
    authorId: { type: mongoose.Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    /** An instant (UTC); each viewer reads it on their own clock. */
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, default: null },
    text: { type: String, default: '' },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'alliance_notes', versionKey: false },
);
noteSchema.index({ spaceId: 1, startsAt: 1 });
noteSchema.index({ authorId: 1 });

export type Invitation = InferSchemaType<typeof invitationSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export type Note = InferSchemaType<typeof noteSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };

export const InvitationModel = mongoose.model('AllianceInvitation', invitationSchema);
export const NoteModel = mongoose.model('AllianceNote', noteSchema);
