/** The player's activity log: what happened to their account, readable in settings, newest first. */
import mongoose, { type InferSchemaType } from 'mongoose';
import { ACTIVITY_KINDS } from '@shared/security';

const activitySchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: ACTIVITY_KINDS, required: true },
    /** What it was about, in words: a device, a key's name, a bot's name, a plan. */
    detail: { type: String, default: null },
    /** `detail` as a message when it has words of ours (details.messages.ts), for the asker's language. */
    detailMessage: { type: mongoose.Schema.Types.Mixed, default: null },
    ip: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'activity', versionKey: false },
);

activitySchema.index({ userId: 1, at: -1 });

export type Activity = InferSchemaType<typeof activitySchema>;
export const ActivityModel = mongoose.model('Activity', activitySchema);
