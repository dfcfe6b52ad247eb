/**
 * A player's dashboard arrangement per device size (shared/dashboard.ts). One document per player and size,
 * its `_id` `<user>:<size>`: a save replaces it whole, so the newest save wins and nothing is merged.
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import { DEVICE_SIZES } from '@shared/dashboard';

const layoutSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    size: { type: String, enum: DEVICE_SIZES, required: true },
    summary: { type: [String], default: [] },
    charts: { type: [String], default: [] },
    groups: { type: [String], default: [] },
    hiddenGroups: { type: [String], default: [] },
    pinnedBots: { type: [String], default: [] },
  },
  { timestamps: true, collection: 'dashboard_layouts' },
);
layoutSchema.index({ userId: 1 });

export type StoredLayout = InferSchemaType<typeof layoutSchema> & { updatedAt: Date };

export const LayoutModel = mongoose.model('DashboardLayout', layoutSchema);
