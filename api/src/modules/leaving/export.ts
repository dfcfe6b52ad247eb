/**
 * "Download my data": everything Castellan keeps about a person, as one JSON document: the profile from
 * the user document, and every feature's part (player-data.ts). Built from allow-lists of fields, never
 * by removing fields from stored documents, so a secret added to a model later stays out of the export
 * until someone decides it belongs in it.
 */
import type { PlanTier } from '@shared/plans';
import type { UserDocument } from '../users/records';
import { signInProviders, usesTwoFactor } from '../users/presenter';
import { exportParts, type PlayerDataDeps } from './player-data';
import { DataExport } from './schemas';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
/** The export's fields in the order its schema lists them (the order a person reads the file in). */
const FIELD_ORDER = Object.keys(DataExport.properties) as (keyof DataExport)[];

export async function exportData(user: UserDocument, deps: PlayerDataDeps, now = new Date()): Promise<DataExport> {
  const userId = user.id as string;
  const gathered: DataExport = {
    exportedAt: now.toISOString(),
    ...(await exportParts(userId, deps)),
    profile: {
      id: userId,
      email: user.email,
      username: user.username ?? null,
      avatar: user.avatar ?? null,
      plan: user.plan as PlanTier,
      createdAt: iso(user.createdAt)!,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      lastSignInAt: iso(user.lastSignInAt),
      signInMethods: signInProviders(user),
      twoFactor: usesTwoFactor(user),
      timeZone: user.timeZone ?? null,
      language: user.language ?? null,
    },
  };
  return Object.fromEntries(FIELD_ORDER.map((field) => [field, gathered[field]])) as DataExport;
}
