/** Issues and redeems the single-use links of link.model.ts. */
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors';
import { EmailLinkModel, type LinkPurpose } from './link.model';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link that cannot be used (gone, used, lapsed): 410 Gone, with what to do next. */
export class LinkError extends AppError {
  constructor(message: string) {
    super(410, 'LINK_NOT_VALID', message);
  }
}

/**
 * A new link token for `purpose`: 32 random bytes, base64url. Earlier unused links of the same purpose for
 * this user stop working, so only the newest mail counts.
 */
export async function issueLink(purpose: LinkPurpose, userId: string, email: string, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await EmailLinkModel.deleteMany({ userId, purpose, usedAt: null });
  await EmailLinkModel.create({ purpose, userId, email, tokenHash: hashOf(token), createdAt: new Date(now), expiresAt: new Date(now + ttlMs) });
  return token;
}

/**
 * Uses the link `token` for one of `purposes`: marked used in one conditional update, so two clicks at the
 * same moment cannot both pass. Throws a LinkError that says why it cannot be used.
 */
export async function redeemLink(purposes: readonly LinkPurpose[], token: string, again: string): Promise<{ userId: string; email: string; purpose: LinkPurpose }> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new LinkError(`This link is not valid. ${again}`);
  const now = new Date();
  const link = await EmailLinkModel.findOneAndUpdate(
    { tokenHash: hashOf(token), purpose: { $in: purposes }, usedAt: null, expiresAt: { $gt: now } },
    { $set: { usedAt: now } },
  ).lean();
  if (link) return { userId: String(link.userId), email: link.email, purpose: link.purpose };
  const known = await EmailLinkModel.findOne({ tokenHash: hashOf(token), purpose: { $in: purposes } }).lean();
  if (known?.usedAt) throw new LinkError(`This link has already been used. ${again}`);
  if (known) throw new LinkError(`This link has expired. ${again}`);
  throw new LinkError(`This link is not valid. ${again}`);
}

/** Gives a link back (what it was for failed after it was taken, e.g. the new address was taken meanwhile). */
export async function releaseLink(token: string): Promise<void> {
  await EmailLinkModel.updateOne({ tokenHash: hashOf(token) }, { $set: { usedAt: null } });
}

/** Deletes links past their lifetime a day ago (FerretDB keeps no TTL index; a day more keeps "expired" messages right). */
export async function sweepLinks(): Promise<number> {
  const { deletedCount } = await EmailLinkModel.deleteMany({ expiresAt: { $lte: new Date(Date.now() - 24 * 3600_000) } });
  return deletedCount;
}
