import mongoose, { type InferSchemaType, type HydratedDocument } from 'mongoose';
import { DEFAULT_PLAN, PLAN_TIERS } from '@shared/plans';
import { changedBy, savedRights, touchesRights, userChanged, userRightsChanged } from './changes';

const userSchema = new mongoose.Schema(
  {
    /** Normalised (trimmed, lower case); unique. */
    email: { type: String, required: true },
    /** argon2id (PHC string). Absent for users who only ever signed in with Discord. */
    passwordHash: { type: String, default: null },
    username: { type: String, default: null },
    avatar: { type: String, default: null },
    /**
     * The linked Discord account's id (a snowflake), or null. One user per Discord id is enforced in code
     * (auth/discord/users.ts): FerretDB has no partial or sparse unique index to do it for us.
     */
    discordId: { type: String, default: null },
    plan: { type: String, enum: PLAN_TIERS, default: DEFAULT_PLAN },
    /** The vocabulary `plan` is written in (lib/plan-ids.ts): 2 since issue 37; absent on documents not yet migrated or never holding a changed id. */
    planIds: { type: Number },
    lastSignInAt: { type: Date, default: null },
    /** Bot time used on `botTimeDay` (UTC date), for the Starter plan's daily limit. */
    botTimeDay: { type: String, default: null },
    botTimeSeconds: { type: Number, default: 0 },
    /**
     * The player's IANA time zone: their bots' schedules are read on its wall clock. Null until they save
     * a schedule or choose one (the site proposes the browser's zone).
     */
    timeZone: { type: String, default: null },
    /** The language the player reads Castellan in (shared/src/i18n/locales.ts); null: the browser's. */
    language: { type: String, default: null },
    /** Bot slots taken: reserved atomically before a bot is inserted, released when one is deleted. */
    /** When the user proved they read mail at `email` (a link we sent, or Discord's verified e-mail); null until then. */
    emailVerifiedAt: { type: Date, default: null },
    /**
     * Two-factor sign-in (TOTP, RFC 6238), null while off. `secret` is sealed (lib/crypto.ts); `pendingSecret`
     * waits for its first code during setup; `lastStep` is the newest time step accepted (a code works once);
     * `recoveryCodes` are SHA-256 hashes of the unused recovery codes.
     */
    twoFactor: {
      type: new mongoose.Schema(
        {
          secret: { type: String, default: null },
          pendingSecret: { type: String, default: null },
          enabledAt: { type: Date, default: null },
          lastStep: { type: Number, default: 0 },
          recoveryCodes: { type: [String], default: [] },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true, collection: 'users' },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ discordId: 1 });

// Every change is reported (the session cache drops the user, here and on every API instance), and a change
// of what a right rests on besides (plan, address, the user gone: the open streams ask again).
userSchema.pre('save', function () {
  this.$locals.rightsChanged = savedRights(this);
});
userSchema.post('save', (doc) => {
  userChanged(String(doc._id));
  if (doc.$locals.rightsChanged) userRightsChanged(String(doc._id));
});
userSchema.post('deleteOne', { document: true, query: false }, (doc) => {
  userChanged(String(doc._id));
  userRightsChanged(String(doc._id));
});
userSchema.post(['updateOne', 'updateMany', 'findOneAndUpdate'], { document: false, query: true }, function () {
  const id = changedBy(this.getFilter());
  userChanged(id);
  if (touchesRights(this.getUpdate() as Record<string, unknown> | null)) userRightsChanged(id);
});
userSchema.post(['replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'], { document: false, query: true }, function () {
  const id = changedBy(this.getFilter());
  userChanged(id);
  userRightsChanged(id);
});

export type User = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<User>;
export const UserModel = mongoose.model('User', userSchema);
