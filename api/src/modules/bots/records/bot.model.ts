import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { createWriteFeed, watchWrites } from '../../../lib/write-feed';
import { BOT_STATES } from '@shared/console';
export { BOT_STATES, type BotState } from '@shared/console';

const botSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    accountId: { type: mongoose.Schema.Types.ObjectId, required: true },
    templateId: { type: String, required: true },
    name: { type: String, required: true },
    settings: { type: mongoose.Schema.Types.Mixed, required: true },
    /** The template's secrets, sealed together as one JSON value (lib/crypto). */
    secretsSealed: { type: String, default: null },
    /**
     * The names of those secrets, kept beside the sealed value so listing bots never opens it. Absent on
     * bots created before it existed: the first read opens the seal once and stores the names.
     */
    secretKeys: { type: [String], default: undefined },
    /** What the user asked for; the runtime's reports set `state`. */
    desiredState: { type: String, enum: ['online', 'offline'], default: 'offline' },
    state: { type: String, enum: BOT_STATES, default: 'offline' },
    lastError: { type: String, default: null },
    /** `lastError` as a message (a LineMessage), for a reader in another language; null when it has only English. */
    lastErrorMessage: { type: mongoose.Schema.Types.Mixed, default: null },
    /**
     * Why an online bot cannot go on by itself (a wait that cannot end) and what to do, in English (`text`)
     * and as a message; since when. Null while it can act; cleared by every change of state.
     */
    stalled: {
      type: new mongoose.Schema(
        { text: { type: String, required: true }, message: { type: mongoose.Schema.Types.Mixed, default: null }, since: { type: Date, required: true } },
        { _id: false },
      ),
      default: null,
    },
    /** For the restart rule: a second crash within a minute leaves the bot in error. */
    lastCrashAt: { type: Date, default: null },
    startedAt: { type: Date, default: null },
    /**
     * Who asked for the bot's latest start when it was not its owner: a player its game account is shared
     * with (sharing/). Ending that share stops the bot; null for the owner's own starts and the schedule's.
     */
    startedBy: { type: mongoose.Schema.Types.ObjectId, default: null },
    /**
     * Raised by every edit of the name, settings or secrets (edit.ts): an edit writes only if the bot is
     * still as it read it, so two edits at once never lose one. Absent on bots never edited since.
     */
    editVersion: { type: Number },
    /** A custom script's state (JSON text, size-limited by the runtime), kept across restarts; null: none yet. */
    scriptState: { type: String, default: null },
    /** What the bot did on its latest UTC day of play (actions, loot); the runtime counts on from it. */
    today: {
      type: new mongoose.Schema(
        { day: { type: String, required: true }, actions: { type: Number, default: 0 }, loot: { type: Number, default: 0 } },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true, collection: 'bots', minimize: false },
);
// Serves the list (one player's rows, oldest first) on MongoDB. The embedded FerretDB/SQLite pushes down
// no filter but `_id`, so there every list reads the whole collection (see bench/api.ts).
botSchema.index({ userId: 1, createdAt: 1 });
botSchema.index({ desiredState: 1 });
botSchema.index({ accountId: 1 });

export type Bot = InferSchemaType<typeof botSchema>;
export type BotDocument = HydratedDocument<Bot>;
/** Every write to a bot, in this process (the bot list's cache listens: lib/list-cache.ts). */
export const botWrites = createWriteFeed();
watchWrites(botSchema, botWrites);

export const BotModel = mongoose.model('Bot', botSchema);
