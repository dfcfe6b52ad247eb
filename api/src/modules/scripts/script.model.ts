/**
 * Players' scripts and their versions. A version is a document of its own whose `_id` is `<script>:<number>`:
 * an insert on a unique `_id` passes exactly once (docs/architecture.md, "Once means once"), so two saves at
 * the same moment get two numbers and never overwrite each other. The script document names the newest number
 * for lists; the versions are the truth.
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const scriptSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    /** The newest version's number (1 and up), raised by each save. */
    latest: { type: Number, required: true, default: 1 },
  },
  { timestamps: true, collection: 'scripts' },
);
scriptSchema.index({ userId: 1, createdAt: 1 });

const versionSchema = new mongoose.Schema(
  {
    /** `<script id>:<number>`. */
    _id: { type: String, required: true },
    scriptId: { type: mongoose.Schema.Types.ObjectId, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    number: { type: Number, required: true },
    source: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'script_versions' },
);
versionSchema.index({ scriptId: 1, number: -1 });
versionSchema.index({ userId: 1 });

export type Script = InferSchemaType<typeof scriptSchema>;
export const ScriptModel = mongoose.model('Script', scriptSchema);
export const ScriptVersionModel = mongoose.model('ScriptVersion', versionSchema);
