import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { createWriteFeed, watchWrites } from '../../lib/write-feed';
import { ACCOUNT_TAGS, GAME_SERVERS, YIELD_MINUTES } from '@shared/game';

const gameAccountSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    /** The in-game name the bot logs in with. */
    username: { type: String, required: true },
    /** Lower-cased username: one registration per game account and server for each user. */
    usernameKey: { type: String, required: true },
    gameEmail: { type: String, required: true },
    server: { type: String, enum: GAME_SERVERS, required: true },
    tag: { type: String, enum: ACCOUNT_TAGS, required: true },
    /** AES-256-GCM sealed (lib/crypto); never leaves the API except towards the bot runtime. */
    passwordSealed: { type: String, required: true },
    /** Outbound proxy URL for this account's game socket (may carry a login), sealed like the password; null: direct. */
    proxySealed: { type: String, default: null },
    /** The proxy URL without its login (`socks5://host:1080`), for the list: showing it opens no seal. */
    proxyDisplay: { type: String, default: null },
    /** Whether the sealed proxy URL carries a user name (and password), which is never shown. */
    proxyHasLogin: { type: Boolean, default: false },
    /** Minutes the bots step aside after someone else (the player) logged into the account. */
    yieldMinutes: { type: Number, min: YIELD_MINUTES.min, max: YIELD_MINUTES.max, default: YIELD_MINUTES.default },
    /** The login token (LT) the game issued for this account, sealed; null until the first login. */
    loginTokenSealed: { type: String, default: null },
    /**
     * The account's own device id (`AID` in the game's login), made once as the game client makes one
     * and never shared with another account; null on accounts saved before it existed (made at their
     * next login, service.ts deviceIdOf).
     */
    deviceId: { type: String, default: null },
    /** The player's daily budget for the account (shared/src/risk.ts): its bots pause before passing a cap; null: no cap. */
    budget: {
      type: new mongoose.Schema(
        { attacks: { type: Number, default: null }, mapTiles: { type: Number, default: null }, onlineHours: { type: Number, default: null } },
        { _id: false },
      ),
      default: null,
    },
    /**
     * The account's safety lock (shared/src/safety-lock.ts SafetyLock): its bots send nothing until the
     * player's Resume; null: none. Kept whole as the runtime reported it (`at` names it).
     */
    safetyLock: { type: mongoose.Schema.Types.Mixed, default: null },
    /** The `at` of the last lock the player lifted: a runtime still holding that lock lets go of it. */
    safetyResumedFrom: { type: String, default: null },
  },
  { timestamps: true, collection: 'game_accounts' },
);

gameAccountSchema.index({ userId: 1, server: 1, usernameKey: 1 }, { unique: true });
// Serves the list (one player's rows, oldest first) on MongoDB. The embedded FerretDB/SQLite pushes down
// no filter but `_id`, so there every list reads the whole collection (see bench/api.ts).
gameAccountSchema.index({ userId: 1, createdAt: 1 });

export type GameAccount = InferSchemaType<typeof gameAccountSchema>;
export type GameAccountDocument = HydratedDocument<GameAccount>;
/** Every write to a game account, in this process (the lists' caches listen: lib/list-cache.ts). */
export const accountWrites = createWriteFeed();
watchWrites(gameAccountSchema, accountWrites);

export const GameAccountModel = mongoose.model('GameAccount', gameAccountSchema);
