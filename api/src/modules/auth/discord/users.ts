/**
 * The Castellan user a Discord account signs in as: the one already linked to it; else the account with
 * the same, Discord-verified e-mail (which gets linked); else a new account without a password.
 *
 * One user per Discord id is kept here, not by an index (FerretDB has no partial unique index): lookups
 * for one Discord id run one at a time in this process, linking only ever fills an empty `discordId`, and
 * a new account is created under the e-mail's unique index, so a race across processes ends in a retry.
 */
import { normaliseEmail } from '@shared/auth';
import { isDuplicateKey } from '../../../lib/db';
import { createKeyedLock } from '../../../lib/keyed-lock';
import { UserModel, type UserDocument } from '../../users/user.model';
import { DiscordSignInError } from './errors';
import type { DiscordProfile } from './profile';

const oneAtATime = createKeyedLock();

/** The e-mail we may trust: only one Discord has verified proves the person owns it. */
function verifiedEmail(profile: DiscordProfile): string {
  if (!profile.email) throw new DiscordSignInError('email_missing', 'Your Discord account has no e-mail address.');
  if (!profile.verified) throw new DiscordSignInError('email_unverified', 'Verify your e-mail address on Discord first.');
  return normaliseEmail(profile.email);
}

/** Links `profile` to `user` unless another Discord account got there first. Keeps the user's own name and avatar. */
async function link(user: UserDocument, profile: DiscordProfile): Promise<UserDocument> {
  await UserModel.updateOne(
    { _id: user._id, discordId: null },
    { $set: { discordId: profile.id, username: user.username ?? profile.username, avatar: user.avatar ?? profile.avatarUrl } },
  );
  const linked = await UserModel.findById(user._id);
  if (linked?.discordId !== profile.id) {
    throw new DiscordSignInError('account_conflict', 'This e-mail belongs to an account linked to another Discord account.');
  }
  return linked;
}

async function findOrCreate(profile: DiscordProfile, attempt = 1): Promise<UserDocument> {
  const linked = await UserModel.findOne({ discordId: profile.id });
  if (linked) return linked;
  const email = verifiedEmail(profile);
  const existing = await UserModel.findOne({ email });
  if (existing) return link(existing, profile);
  try {
    return await UserModel.create({ email, passwordHash: null, username: profile.username, avatar: profile.avatarUrl, discordId: profile.id });
  } catch (err) {
    // Someone registered this e-mail (or another process created it) meanwhile: look again, once.
    if (isDuplicateKey(err) && attempt === 1) return findOrCreate(profile, 2);
    throw err;
  }
}

/** The user `profile` signs in as (auth/service.ts records the sign-in). */
export function userForDiscordProfile(profile: DiscordProfile): Promise<UserDocument> {
  return oneAtATime(profile.id, async () => {
    const user = await findOrCreate(profile);
    // Discord has verified this address for the person signing in: that proves it here too.
    if (!user.emailVerifiedAt && profile.verified && profile.email && normaliseEmail(profile.email) === user.email) {
      user.emailVerifiedAt = new Date();
      await user.save();
    }
    return user;
  });
}
