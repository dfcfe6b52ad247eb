/**
 * Writes an entry of a player's activity log. A log entry that cannot be written never fails what it
 * records (the sign-in or the bot start already happened): it is logged for the operator instead.
 */
import type { ActivityKind } from '@shared/security';
import { log } from '../../../lib/logger';
import { ActivityModel } from './activity.model';

export type ActivityEntry = { userId: string; kind: ActivityKind; detail?: string | null; ip?: string | null };

export async function recordActivity({ userId, kind, detail = null, ip = null }: ActivityEntry): Promise<void> {
  try {
    await ActivityModel.create({ userId, kind, detail, ip, at: new Date() });
  } catch (err) {
    log.warn('activity not recorded', { userId, kind, error: String(err) });
  }
}

/** Deletes the user's activity log: leaving/delete.ts. */
export async function forgetActivityOf(userId: string): Promise<void> {
  await ActivityModel.deleteMany({ userId });
}
