/**
 * Each "the game changed" the status probe saw, from when it began until it cleared (`status_verdicts`):
 * the feed's entries and the days the page marks. `_id` `<world>:<pattern>:<since>`, so a verdict is
 * written once whoever sees it first; `clearedAt` null while it holds. Kept 90 days after it cleared.
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const verdictLogSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    world: { type: String, required: true },
    pattern: { type: String, required: true },
    since: { type: Date, required: true },
    /** Accounts it held for when first seen, and the most seen while it held. */
    accounts: { type: Number, required: true },
    seenAt: { type: Date, required: true },
    clearedAt: { type: Date, default: null },
  },
  { collection: 'status_verdicts', versionKey: false },
);
verdictLogSchema.index({ clearedAt: 1 });
verdictLogSchema.index({ seenAt: 1 });

export type VerdictLogDocument = InferSchemaType<typeof verdictLogSchema>;
export const VerdictLogModel = mongoose.model('StatusVerdict', verdictLogSchema);
