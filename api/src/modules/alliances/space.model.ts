/**
 * Alliance spaces and their members. A membership's `_id` is `<space>:<user>`: the insert on it is what makes
 * a player a member exactly once (docs/architecture.md "once means once").
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import { ALLIANCE_ROLES } from '@shared/alliances';

const rulesSchema = new mongoose.Schema(
  {
    help: {
      type: new mongoose.Schema({ enabled: Boolean, minWaitSeconds: Number, maxWaitSeconds: Number }, { _id: false }),
      default: null,
    },
    support: {
      type: new mongoose.Schema({ enabled: Boolean, minAttackers: Number, troops: Number, hours: Number }, { _id: false }),
      default: null,
    },
  },
  { _id: false },
);

const spaceSchema = new mongoose.Schema(
  {
    name: { type: String, required: true },
    /** The game server the alliance plays on (members share only accounts on it). */
    server: { type: String, required: true },
    /** The game alliance as entered when the space was made: its name, and its id where the owner knows it. */
    gameAllianceName: { type: String, required: true },
    gameAllianceId: { type: Number, default: null },
    ownerId: { type: mongoose.Schema.Types.ObjectId, required: true },
    rules: { type: rulesSchema, default: () => ({}) },
  },
  { timestamps: true, collection: 'alliance_spaces' },
);
spaceSchema.index({ ownerId: 1 });

const memberSchema = new mongoose.Schema(
  {
    /** memberId(space, user) */
    _id: { type: String, required: true },
    spaceId: { type: mongoose.Schema.Types.ObjectId, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    role: { type: String, enum: ALLIANCE_ROLES, required: true },
    /** The member's own game accounts the space sees (their attacks, and the rules' bots). */
    accountIds: { type: [String], default: [] },
    joinedAt: { type: Date, required: true },
  },
  { collection: 'alliance_members', versionKey: false },
);
memberSchema.index({ spaceId: 1, joinedAt: 1 });
memberSchema.index({ userId: 1 });
memberSchema.index({ accountIds: 1 });

/** A space's id as routes and documents carry it. */
export type SpaceId = mongoose.Types.ObjectId | string;

export const memberId = (spaceId: unknown, userId: unknown) => `${String(spaceId)}:${String(userId)}`;

export type Space = InferSchemaType<typeof spaceSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export type Member = InferSchemaType<typeof memberSchema> & { _id: string };

export const SpaceModel = mongoose.model('AllianceSpace', spaceSchema);
export const MemberModel = mongoose.model('AllianceMember', memberSchema);
