/** Who did what, when: every admin action is recorded here and readable by admins. */
import mongoose from 'mongoose';
import { log } from '../../lib/logger';
import type { UserDocument } from '../users/user.model';

const auditSchema = new mongoose.Schema(
  {
    actorId: { type: mongoose.Schema.Types.ObjectId, required: true },
    actorEmail: { type: String, required: true },
    action: { type: String, required: true },
    target: { type: String, default: null },
    details: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'audit_log' },
);
auditSchema.index({ createdAt: -1 });

export const AuditModel = mongoose.model('AuditEntry', auditSchema);

export async function audit(actor: UserDocument, action: string, target: string | null, details: string | null = null): Promise<void> {
  await AuditModel.create({ actorId: actor._id, actorEmail: actor.email, action, target, details });
  log.info('admin action', { actor: actor.email, action, target });
}

export async function listAudit(limit: number) {
  const rows = await AuditModel.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map((r) => ({ id: String(r._id), actor: r.actorEmail, action: r.action, target: r.target ?? null, details: r.details ?? null, created_at: r.createdAt.toISOString() }));
}
