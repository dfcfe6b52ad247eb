/**
 * A player's notification settings (shared/src/notifications.ts): which kinds the bell shows, which go to
 * their Discord webhook (sealed at rest, never sent back), to their devices by push and by e-mail, and
 * their quiet hours. Stored once
 * the player chooses; read often (every bell count, every alert), so kept here for a little while: another
 * API instance sees a change within SETTINGS_CACHE_MS.
 */
import mongoose from 'mongoose';
import {
  BELL_DEFAULTS,
  DISCORD_DEFAULT_KINDS,
  EMAIL_KINDS,
  NOTIFICATION_KINDS,
  PUSH_DEFAULT_KINDS,
  type NotificationKind,
  type QuietHours,
} from '@shared/notifications';
import { NotificationModel } from './notification.model';

const settingsSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** The kinds on the bell, as chosen. */
    bell: { type: [String], enum: NOTIFICATION_KINDS, default: undefined },
    /** The kinds there were when the player chose: a kind added later starts as its default, not as "off". */
    bellKnown: { type: [String], default: undefined },
    /** The player's Discord webhook URL, sealed (lib/crypto.ts), and the kinds posted there. */
    discordSealed: { type: String, default: null },
    discordKinds: { type: [String], enum: NOTIFICATION_KINDS, default: undefined },
    /** The kinds pushed to the player's devices (push-subscriptions.ts keeps the devices). */
    pushKinds: { type: [String], enum: NOTIFICATION_KINDS, default: undefined },
    /** The kinds mailed (only critical ones may be). */
    emailKinds: { type: [String], enum: EMAIL_KINDS, default: undefined },
    /** Quiet hours in the player's own time zone: nothing goes out then, but what they let through. */
    quiet: { type: mongoose.Schema.Types.Mixed, default: null },
  },
  { collection: 'notification_settings', versionKey: false },
);
settingsSchema.index({ userId: 1 }, { unique: true });
const NotificationSettingsModel = mongoose.model('NotificationSettings', settingsSchema);

/** The settings as the alerts read them. */
export type StoredSettings = {
  bell: NotificationKind[];
  discordSealed: string | null;
  discordKinds: NotificationKind[];
  emailKinds: NotificationKind[];
  pushKinds: NotificationKind[];
  quiet: QuietHours | null;
};

const SETTINGS_CACHE_MS = 30_000;
const cache = new Map<string, { settings: StoredSettings; at: number }>();

const defaultBell = () => NOTIFICATION_KINDS.filter((k) => BELL_DEFAULTS[k]);

/** The kinds of the settings saved before `bellKnown` was kept (support answers came after them). */
const KINDS_BEFORE_KNOWN: readonly string[] = ['attack', 'error', 'session', 'limit', 'slots', 'plan', 'result', 'started', 'stopped'];

/** The chosen bell, plus the kinds added since the player chose that are on by default. */
function bellOf(bell: string[], known: readonly string[] | null | undefined): NotificationKind[] {
  const seen = known ?? KINDS_BEFORE_KNOWN;
  return NOTIFICATION_KINDS.filter((k) => bell.includes(k) || (BELL_DEFAULTS[k] && !seen.includes(k)));
}

type StoredDoc = {
  userId: unknown;
  bell?: string[] | null;
  bellKnown?: string[] | null;
  discordSealed?: string | null;
  discordKinds?: string[] | null;
  emailKinds?: string[] | null;
  pushKinds?: string[] | null;
  quiet?: unknown;
};

function remember(userId: string, stored: StoredDoc | null): StoredSettings {
  const settings: StoredSettings = {
    bell: stored?.bell ? bellOf(stored.bell, stored.bellKnown) : defaultBell(),
    discordSealed: stored?.discordSealed ?? null,
    discordKinds: (stored?.discordKinds as NotificationKind[] | undefined) ?? [...DISCORD_DEFAULT_KINDS],
    emailKinds: (stored?.emailKinds as NotificationKind[] | undefined) ?? [],
    pushKinds: (stored?.pushKinds as NotificationKind[] | undefined) ?? [...PUSH_DEFAULT_KINDS],
    quiet: (stored?.quiet as QuietHours | null | undefined) ?? null,
  };
  if (cache.size > 10_000) cache.delete(cache.keys().next().value!);
  cache.set(userId, { settings, at: Date.now() });
  return settings;
}

const fresh = (userId: string) => {
  const cached = cache.get(userId);
  return cached && Date.now() - cached.at < SETTINGS_CACHE_MS ? cached.settings : null;
};

export async function settingsOf(userId: string): Promise<StoredSettings> {
  return fresh(userId) ?? remember(userId, await NotificationSettingsModel.findOne({ userId }).lean<StoredDoc>());
}

/** Several users' settings in one read (a thousand bots starting notify 250 players at once). */
export async function settingsOfMany(userIds: string[]): Promise<Map<string, StoredSettings>> {
  const found = new Map<string, StoredSettings>();
  const missing: string[] = [];
  for (const id of new Set(userIds)) {
    const known = fresh(id);
    if (known) found.set(id, known);
    else missing.push(id);
  }
  if (missing.length) {
    const stored = await NotificationSettingsModel.find({ userId: { $in: missing } }).lean<StoredDoc[]>();
    const byUser = new Map(stored.map((s) => [String(s.userId), s]));
    for (const id of missing) found.set(id, remember(id, byUser.get(id) ?? null));
  }
  return found;
}

/** The kinds the user's bell shows. */
export async function bellKinds(userId: string): Promise<NotificationKind[]> {
  return (await settingsOf(userId)).bell;
}

/**
 * The players who have a way out of the app (a Discord webhook, a mailed kind): few, read in one query
 * and kept SETTINGS_CACHE_MS, so a thousand bots starting cost the alerts nothing for everyone else.
 */
let withChannels: { users: Promise<Set<string>>; at: number } | null = null;
export function usersWithChannels(): Promise<Set<string>> {
  if (withChannels && Date.now() - withChannels.at < SETTINGS_CACHE_MS) return withChannels.users;
  const users = NotificationSettingsModel.find({ $or: [{ discordSealed: { $ne: null } }, { 'emailKinds.0': { $exists: true } }] }, { userId: 1 })
    .lean<{ userId: unknown }[]>()
    .then((rows) => new Set(rows.map((r) => String(r.userId))));
  withChannels = { users, at: Date.now() };
  users.catch(() => (withChannels = null));
  return users;
}

/**
 * Writes the fields given and forgets the cached copies. A kind put on the bell shows from then on, as
 * the settings page says: what was kept of it before counts as read, so the bell does not light up with
 * old news.
 */
export async function saveSettings(userId: string, changes: Partial<StoredSettings>): Promise<StoredSettings> {
  const known = changes.bell ? { bellKnown: [...NOTIFICATION_KINDS] } : {};
  const before = changes.bell ? (await settingsOf(userId)).bell : [];
  await NotificationSettingsModel.updateOne({ userId }, { $set: { ...changes, ...known } }, { upsert: true });
  cache.delete(userId);
  withChannels = null;
  const added = (changes.bell ?? []).filter((kind) => !before.includes(kind));
  if (added.length) await NotificationModel.updateMany({ userId, kind: { $in: added }, read: { $ne: true } }, { $set: { read: true } });
  return settingsOf(userId);
}

/** leaving/delete.ts */
export async function forgetNotificationSettingsOf(userId: string): Promise<void> {
  cache.delete(userId);
  await NotificationSettingsModel.deleteMany({ userId });
}
