/** Issues and redeems the single-use links of link.model.ts. */
import { createHash, randomBytes } from 'node:crypto';
import { claim, release } from '../../../lib/claims';
import { AppError } from '../../../lib/errors';
import { EmailLinkModel, type LinkPurpose } from './link.model';
import { PendingSignUpModel } from './sign-up.model';
import type { LineMessage } from '@shared/console';
import { said, type Said } from '@shared/i18n/said';
import { authErrors } from '../errors.messages';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const claimKey = (tokenHash: string) => `link:${tokenHash}`;
/** How long a lapsed link is kept (to say "expired" rather than "not valid"). */
const SWEPT_AFTER_MS = 24 * 3600_000;

/** A link that cannot be used (gone, used, lapsed): 410 Gone, with what to do next. */
export class LinkError extends AppError {
  constructor(message: string | Said) {
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
 * Uses the link `token` for one of `purposes`, once: its claim (lib/claims.ts) decides between two clicks
 * at the same moment (an insert on a unique `_id`, the surest once on any database). Throws a LinkError that
 * says why it cannot be used.
 */
export async function redeemLink(
  purposes: readonly LinkPurpose[],
  token: string,
  again: LineMessage,
): Promise<{ userId: string; email: string; purpose: LinkPurpose }> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new LinkError(said(authErrors, 'linkNotValid', { again }));
  const tokenHash = hashOf(token);
  const now = new Date();
  const known = await EmailLinkModel.findOne({ tokenHash, purpose: { $in: purposes } }).lean();
  if (!known) throw new LinkError(said(authErrors, 'linkNotValid', { again }));
  if (known.usedAt) throw new LinkError(said(authErrors, 'linkUsed', { again }));
  if (known.expiresAt <= now) throw new LinkError(said(authErrors, 'linkExpired', { again }));
  // The claim lapses with the link: by then the link itself is swept and can never be used again.
  if (!(await claim(claimKey(tokenHash), new Date(known.expiresAt.getTime() + SWEPT_AFTER_MS)))) {
    throw new LinkError(said(authErrors, 'linkUsed', { again }));
  }
  const { matchedCount } = await EmailLinkModel.updateOne({ _id: known._id, usedAt: null }, { $set: { usedAt: now } });
  // Replaced by a newer mail meanwhile (issueLink deletes unused links).
  if (!matchedCount) throw new LinkError(said(authErrors, 'linkNotValid', { again }));
  return { userId: String(known.userId), email: known.email, purpose: known.purpose };
}

/** Gives a link back (what it was for failed after it was taken, e.g. the new address was taken meanwhile). */
export async function releaseLink(token: string): Promise<void> {
  const tokenHash = hashOf(token);
  await EmailLinkModel.updateOne({ tokenHash }, { $set: { usedAt: null } });
  await release(claimKey(tokenHash));
}

/**
 * Deletes links (and sign-ups waiting for theirs) past their lifetime a day ago (FerretDB keeps no TTL
 * index; a day more keeps "expired" messages right).
 */
export async function sweepLinks(): Promise<number> {
  const lapsed = { expiresAt: { $lte: new Date(Date.now() - SWEPT_AFTER_MS) } };
  const [links, signUps] = await Promise.all([EmailLinkModel.deleteMany(lapsed), PendingSignUpModel.deleteMany(lapsed)]);
  return links.deletedCount + signUps.deletedCount;
}
