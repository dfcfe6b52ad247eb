/**
 * Shares of a game account's bots (issue 39). A share starts as a one-time code (only its SHA-256 is
 * stored), shown once to the owner who made it; the first player to accept it becomes `granteeId` (a
 * claim on the share's id, lib/claims.ts: exactly one accept passes), or the player of the address it was
 * mailed to. Revoking deletes the share.
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import { SHARE_PERMISSIONS } from '@shared/sharing';

const shareSchema = new mongoose.Schema(
  {
    ownerId: { type: mongoose.Schema.Types.ObjectId, required: true },
    accountId: { type: mongoose.Schema.Types.ObjectId, required: true },
    permissions: { type: [String], enum: SHARE_PERMISSIONS, required: true },
    codeHash: { type: String, required: true },
    /** Sent by e-mail to this address (normalised): only its account may accept it. Null: a code passed by hand. */
    email: { type: String, default: null },
    /** Until it is accepted: when the code stops working. */
    expiresAt: { type: Date, required: true },
    granteeId: { type: mongoose.Schema.Types.ObjectId, default: null },
    acceptedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'shares', versionKey: false },
);
shareSchema.index({ codeHash: 1 });
shareSchema.index({ accountId: 1, granteeId: 1 });
shareSchema.index({ granteeId: 1 });
shareSchema.index({ ownerId: 1 });

export type Share = InferSchemaType<typeof shareSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const ShareModel = mongoose.model('Share', shareSchema);
