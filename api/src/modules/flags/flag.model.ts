/**
 * Beta flags' stored state: whether an administrator has each flag on (a flag never switched is off), and
 * which players opted in. An opt-in's `_id` is `<user>:<flag>`, so opting in twice, or from two tabs at
 * once, stores one (an insert on a unique `_id`).
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const flagStateSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    enabled: { type: Boolean, required: true },
    changedBy: { type: String, default: null },
  },
  { timestamps: { createdAt: false, updatedAt: 'changedAt' }, collection: 'beta_flags' },
);

const optInSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    flagId: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'beta_opt_ins' },
);
optInSchema.index({ userId: 1 });
optInSchema.index({ flagId: 1, createdAt: 1 });

export type FlagState = InferSchemaType<typeof flagStateSchema> & { changedAt: Date };
export type OptIn = InferSchemaType<typeof optInSchema> & { createdAt: Date };

export const FlagStateModel = mongoose.model('BetaFlag', flagStateSchema);
export const OptInModel = mongoose.model('BetaOptIn', optInSchema);
