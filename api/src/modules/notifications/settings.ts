/**
 * Which kinds of notification the player's bell shows (shared/src/notifications.ts). Stored only once the
 * player chooses; read often (every bell count), so kept here for a little while: another API instance
 * sees a change within BELL_CACHE_MS.
 */
import mongoose from 'mongoose';
import { BELL_DEFAULTS, NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications';

const settingsSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** The kinds on the bell, as chosen. */
    bell: { type: [String], enum: NOTIFICATION_KINDS, default: undefined },
  },
  { collection: 'notification_settings', versionKey: false },
);
settingsSchema.index({ userId: 1 }, { unique: true });
const NotificationSettingsModel = mongoose.model('NotificationSettings', settingsSchema);

export type BellSettings = Record<NotificationKind, boolean>;

const BELL_CACHE_MS = 30_000;
const cache = new Map<string, { kinds: NotificationKind[]; at: number }>();

const defaultKinds = () => NOTIFICATION_KINDS.filter((k) => BELL_DEFAULTS[k]);

/** The kinds the user's bell shows. */
export async function bellKinds(userId: string): Promise<NotificationKind[]> {
  const cached = cache.get(userId);
  if (cached && Date.now() - cached.at < BELL_CACHE_MS) return cached.kinds;
  const stored = await NotificationSettingsModel.findOne({ userId }).lean();
  const kinds = (stored?.bell as NotificationKind[] | undefined) ?? defaultKinds();
  if (cache.size > 10_000) cache.delete(cache.keys().next().value!);
  cache.set(userId, { kinds, at: Date.now() });
  return kinds;
}

export async function bellSettings(userId: string): Promise<{ bell: BellSettings }> {
  const on = new Set(await bellKinds(userId));
  return { bell: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, on.has(k)])) as BellSettings };
}

/** Changes the kinds named (the others stay as they were). */
export async function setBell(userId: string, changes: Partial<BellSettings>): Promise<{ bell: BellSettings }> {
  const { bell } = await bellSettings(userId);
  const next = NOTIFICATION_KINDS.filter((k) => changes[k] ?? bell[k]);
  await NotificationSettingsModel.updateOne({ userId }, { $set: { bell: next } }, { upsert: true });
  cache.set(userId, { kinds: next, at: Date.now() });
  return bellSettings(userId);
}

/** leaving/delete.ts */
export async function forgetNotificationSettingsOf(userId: string): Promise<void> {
  cache.delete(userId);
  await NotificationSettingsModel.deleteMany({ userId });
}
