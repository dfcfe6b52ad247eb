/**
 * Writes an entry of a player's activity log. A log entry that cannot be written never fails what it
 * records (the sign-in or the bot start already happened): it is logged for the operator instead.
 */
import type { ActivityKind } from '@shared/security';
import type { Said } from '@shared/i18n/said';
import { log } from '../../../lib/logger';
import { ActivityModel } from './activity.model';

/** `detail`: names as they are, or words of ours said as a message (kept beside its English). */
export type ActivityEntry = { userId: string; kind: ActivityKind; detail?: Said | string | null; ip?: string | null };

export async function recordActivity({ userId, kind, detail = null, ip = null }: ActivityEntry): Promise<void> {
  try {
    const text = typeof detail === 'string' ? detail : (detail?.text ?? null);
    const message = typeof detail === 'string' ? null : (detail?.message ?? null);
    await ActivityModel.create({ userId, kind, detail: text, detailMessage: message, ip, at: new Date() });
  } catch (err) {
    log.warn('activity not recorded', { userId, kind, error: String(err) });
  }
}

/** Deletes the user's activity log: leaving/delete.ts. */
export async function forgetActivityOf(userId: string): Promise<void> {
  await ActivityModel.deleteMany({ userId });
}
