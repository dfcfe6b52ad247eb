/**
 * What a document opened by a mailed link keeps of it (link.model.ts, sign-up.model.ts): only the SHA-256
 * hash of the link's token, when it was made and when it lapses.
 */
import type mongoose from 'mongoose';

export const mailedTokenFields = {
  tokenHash: { type: String, required: true },
  createdAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
} as const;

/** The link finds its document by the hash (one document a token), and lapsed ones are swept by `expiresAt`. */
export function indexMailedToken(schema: mongoose.Schema): void {
  schema.index({ tokenHash: 1 }, { unique: true });
  schema.index({ expiresAt: 1 });
}
