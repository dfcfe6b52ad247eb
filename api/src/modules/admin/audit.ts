/**
 * Who did what, when: every admin action is recorded here and readable by admins. An entry may name the
 * user it is about (`subjectUserId`: a plan change, a bot stopped) so a user's page lists what admins did
 * to them, and the reason the admin gave (required for a plan change).
 */
import mongoose from 'mongoose';
import { log } from '../../lib/logger';
import type { UserDocument } from '../users/records';

const auditSchema = new mongoose.Schema(
  {
    actorId: { type: mongoose.Schema.Types.ObjectId, required: true },
    actorEmail: { type: String, required: true },
    action: { type: String, required: true },
    target: { type: String, default: null },
    details: { type: String, default: null },
    subjectUserId: { type: mongoose.Schema.Types.ObjectId, default: null },
    reason: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'audit_log' },
);
auditSchema.index({ createdAt: -1 });
auditSchema.index({ subjectUserId: 1, createdAt: -1 });

export const AuditModel = mongoose.model('AuditEntry', auditSchema);

export type AuditAbout = { userId?: string | null; reason?: string | null };

/**
 * Who acted: an administrator's user document, or a user acting on their own account (deleting it:
 * then the entry names them only by id, as "deleted user <id>", because their e-mail is gone too).
 */
export type AuditActor = Pick<UserDocument, '_id' | 'email'>;

export async function audit(actor: AuditActor, action: string, target: string | null, details: string | null = null, about: AuditAbout = {}): Promise<void> {
  await AuditModel.create({
    actorId: actor._id,
    actorEmail: actor.email,
    action,
    target,
    details,
    subjectUserId: about.userId ? new mongoose.Types.ObjectId(about.userId) : null,
    reason: about.reason ?? null,
  });
  log.info('admin action', { actor: actor.email, action, target });
}

/** Newest first; only the entries about one user when `userId` is given. */
export async function listAudit(limit: number, userId?: string) {
  const rows = await AuditModel.find(userId ? { subjectUserId: new mongoose.Types.ObjectId(userId) } : {})
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return rows.map((r) => ({
    id: String(r._id),
    actor: r.actorEmail,
    action: r.action,
    target: r.target ?? null,
    details: r.details ?? null,
    reason: r.reason ?? null,
    user_id: r.subjectUserId ? String(r.subjectUserId) : null,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * A deleted user in the audit log: the entries by them (if they were an admin) and about them keep what
 * happened, with `name` ("deleted user <id>") for the e-mail; and the deletion itself, written once even
 * when a retried deletion passes here again.
 */
export async function auditDeletion(userId: string, email: string, name: string, details: string): Promise<void> {
  const id = new mongoose.Types.ObjectId(userId);
  await AuditModel.updateMany({ actorId: id, actorEmail: { $ne: name } }, { $set: { actorEmail: name } });
  const about = await AuditModel.find({ $or: [{ subjectUserId: id }, { target: userId }] })
    .select({ details: 1 })
    .lean();
  for (const entry of about) {
    if (entry.details?.includes(email)) await AuditModel.updateOne({ _id: entry._id }, { $set: { details: entry.details.replaceAll(email, name) } });
  }
  if (!(await AuditModel.exists({ action: 'account.delete', subjectUserId: id })))
    await audit({ _id: id, email: name }, 'account.delete', userId, details, { userId });
}
