/**
 * The platform's parts as the status probe found them, one document per part and UTC day (`_id`
 * `<part>:<day>`), counted with `$inc` (kept 90 days): how many probes, and how many found the part down
 * or degraded. The page draws each day's bar from them.
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const partDaySchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    part: { type: String, required: true },
    day: { type: Date, required: true },
    checks: { type: Number, default: 0 },
    down: { type: Number, default: 0 },
    degraded: { type: Number, default: 0 },
  },
  { collection: 'status_parts', versionKey: false },
);
partDaySchema.index({ day: 1 });

export type PartDayDocument = InferSchemaType<typeof partDaySchema>;
export const PartDayModel = mongoose.model('StatusPartDay', partDaySchema);
