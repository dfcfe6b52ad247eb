/**
 * The devices a player turned push on for: one document per browser subscription (a player may have
 * several: phone, laptop, the installed app). A subscription's endpoint and keys are what lets anyone
 * holding our VAPID key write to that device, and the endpoint itself names the browser to its push
 * service, so both are sealed at rest; the document's id is the SHA-256 of the endpoint, which the browser
 * can compute too (to turn push off on this device) and which finds the same device again when it
 * subscribes anew. A device belongs to whoever subscribed it last (a shared computer, another sign-in).
 */
import { createHash, createPublicKey } from 'node:crypto';
import mongoose from 'mongoose';
import type { Sealer } from '../../lib/crypto';
import { said } from '@shared/i18n/said';
import { NotFoundError, ValidationFailedError } from '../../lib/errors';
import { notificationErrors } from './errors.messages';

const subscriptionSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** `{ endpoint, keys: { p256dh, auth } }`, sealed (lib/crypto.ts). */
    sealed: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'push_subscriptions', versionKey: false },
);
subscriptionSchema.index({ userId: 1 });
const PushSubscriptionModel = mongoose.model('PushSubscription', subscriptionSchema);

export type PushTarget = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
export type NewSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A player's devices at most: each subscription is one more request per alert. */
export const DEVICES_PER_USER = 20;

/**
 * The push services of the browsers people use (Chrome, Edge, Firefox, Safari and those built on them).
 * The API posts to a subscription's endpoint, so an endpoint elsewhere would make it post wherever a
 * player pointed it (another site, a machine inside our network): only these are taken.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^([\w-]+\.)*push\.services\.mozilla\.com$/,
  /^([\w-]+\.)*notify\.windows\.com$/,
  /^([\w-]+\.)*push\.apple\.com$/,
];
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const subscriptionId = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

/** Checks a subscription as the browser's PushManager hands it out; a refusal says what is wrong. */
export function checkSubscription(given: NewSubscription, allowLoopback: boolean): NewSubscription {
  let url: URL;
  try {
    url = new URL(given.endpoint);
  } catch {
    throw new ValidationFailedError('endpoint must be the push subscription URL the browser gave.');
  }
  const known = url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  const local = allowLoopback && ['http:', 'https:'].includes(url.protocol) && LOOPBACK_HOSTS.has(url.hostname);
  if (!known && !local) throw new ValidationFailedError(said(notificationErrors, 'pushService', { host: url.host }));
  const p256dh = Buffer.from(given.keys.p256dh, 'base64url');
  try {
    if (p256dh.length !== 65 || p256dh[0] !== 4) throw new Error('size');
    // The browser's key must be a point on P-256, or nothing could be encrypted to it.
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: p256dh.subarray(1, 33).toString('base64url'), y: p256dh.subarray(33).toString('base64url') },
      format: 'jwk',
    });
  } catch {
    throw new ValidationFailedError("keys.p256dh must be the subscription's P-256 public key (65 bytes, URL-safe base64).");
  }
  if (Buffer.from(given.keys.auth, 'base64url').length !== 16)
    throw new ValidationFailedError("keys.auth must be the subscription's 16-byte secret (URL-safe base64).");
  // Kept as given: the page names its device by the SHA-256 of this very string.
  return { endpoint: given.endpoint, keys: { p256dh: given.keys.p256dh, auth: given.keys.auth } };
}

/** Keeps (or takes over) this device for the player; answers its id. Run in the player's turn (push-routes.ts): the cap is a count, then a write. */
export async function saveSubscription(sealer: Sealer, userId: string, subscription: NewSubscription): Promise<{ id: string }> {
  const id = subscriptionId(subscription.endpoint);
  const others = await PushSubscriptionModel.countDocuments({ userId, _id: { $ne: id } });
  if (others >= DEVICES_PER_USER) throw new ValidationFailedError(said(notificationErrors, 'devicesMax', { count: DEVICES_PER_USER }));
  await PushSubscriptionModel.updateOne(
    { _id: id },
    { $set: { userId, sealed: sealer.seal(JSON.stringify(subscription)), createdAt: new Date() } },
    { upsert: true },
  );
  withPush = null;
  return { id };
}

/** Turns push off on one of the player's devices; someone else's is not found. */
export async function removeSubscription(userId: string, id: string): Promise<void> {
  const { deletedCount } = await PushSubscriptionModel.deleteOne({ _id: id, userId });
  if (!deletedCount) throw new NotFoundError('Push subscription');
  withPush = null;
}

/** The push service says the device is gone (unsubscribed, app removed): it is forgotten. */
export async function forgetDeadSubscription(id: string): Promise<void> {
  await PushSubscriptionModel.deleteOne({ _id: id });
  withPush = null;
}

/** One player's device, opened, or null when it is not theirs. */
export async function subscriptionOf(sealer: Sealer, userId: string, id: string): Promise<PushTarget | null> {
  const row = await PushSubscriptionModel.findOne({ _id: id, userId }).lean();
  return row ? { id: row._id, ...(JSON.parse(sealer.open(row.sealed)) as NewSubscription) } : null;
}

/** The devices of these players, opened. */
export async function subscriptionsOf(sealer: Sealer, userIds: string[]): Promise<Map<string, PushTarget[]>> {
  const rows = await PushSubscriptionModel.find({ userId: { $in: [...new Set(userIds)] } }).lean();
  const byUser = new Map<string, PushTarget[]>();
  for (const row of rows) {
    const list = byUser.get(String(row.userId)) ?? [];
    list.push({ id: row._id, ...(JSON.parse(sealer.open(row.sealed)) as NewSubscription) });
    byUser.set(String(row.userId), list);
  }
  return byUser;
}

/** How many devices the player has push on. */
export function deviceCount(userId: string): Promise<number> {
  return PushSubscriptionModel.countDocuments({ userId });
}

/** The players with push on anywhere: few, read in one query and kept a little while (like settings.ts). */
let withPush: { users: Promise<Set<string>>; at: number } | null = null;
const KEEP_MS = 30_000;
export function usersWithPush(): Promise<Set<string>> {
  if (withPush && Date.now() - withPush.at < KEEP_MS) return withPush.users;
  const users = PushSubscriptionModel.find({}, { userId: 1 })
    .lean<{ userId: unknown }[]>()
    .then((rows) => new Set(rows.map((r) => String(r.userId))));
  withPush = { users, at: Date.now() };
  users.catch(() => (withPush = null));
  return users;
}

/** leaving/delete.ts */
export async function forgetSubscriptionsOf(userId: string): Promise<void> {
  await PushSubscriptionModel.deleteMany({ userId });
  withPush = null;
}
