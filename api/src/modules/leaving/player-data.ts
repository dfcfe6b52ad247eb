/**
 * Every part of what Castellan keeps about a player (lib/player-data.ts), listed once: "Download my data"
 * gathers each part's export, "Delete my account" runs each part's forget, in this order. The bots go
 * first, so nothing plays on with an account about to go; the sessions and the user document are not
 * parts: delete.ts removes them last, so that until then the person can sign in and retry.
 *
 * A feature that starts keeping something about a player adds its part here; one that adds a field to
 * the export without a part (or a part whose export does not fit the field) is a compile error below.
 */
import type { UserDocument } from '../users/records';
import { gameAccountsData } from '../accounts/player-data';
import { allianceSpacesData } from '../alliances/members';
import { analyticsData } from '../analytics/record';
import { apiKeysData } from '../api-keys/service';
import { activityData } from '../auth/activity/player-data';
import { billingData } from '../billing/player-data';
import { botsData, type BotsDataDeps } from '../bots/player-data';
import { dashboardData } from '../dashboard/service';
import { betaOptInsData } from '../flags/service';
import { notificationsData } from '../notifications/player-data';
import { scriptsData } from '../scripts/service';
import { supportData } from '../support/service';
import type { DataExport } from './schemas';

export type PlayerDataDeps = BotsDataDeps;

export const playerDataParts = (deps: PlayerDataDeps) =>
  [
    botsData(deps),
    gameAccountsData,
    notificationsData,
    activityData,
    billingData,
    apiKeysData,
    supportData,
    betaOptInsData,
    dashboardData,
    allianceSpacesData,
    analyticsData,
    scriptsData,
  ] as const;

type Part = ReturnType<typeof playerDataParts>[number];
type Exported = UnionToIntersection<Part extends { export: (userId: string) => Promise<infer E> } ? E : never>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Everything in the export but what the user document itself holds. */
export type PartsExport = Omit<DataExport, 'exportedAt' | 'profile'>;
// The compile-time check: the parts' exports together are every field of the export, each of its type.
const everyField = (exported: Exported): PartsExport => exported;
void everyField;

/** Each part's export, gathered side by side, in the export's own field order. */
export async function exportParts(user: UserDocument, deps: PlayerDataDeps): Promise<PartsExport> {
  const userId = user.id as string;
  const pieces = await Promise.all(playerDataParts(deps).map((part) => ('export' in part ? part.export(userId) : {})));
  return Object.assign({}, ...pieces) as PartsExport;
}

/** Each part's forget, one after another in the registry's order (each is safe to run again). */
export async function forgetParts(userId: string, deps: PlayerDataDeps): Promise<void> {
  for (const part of playerDataParts(deps)) await part.forget(userId);
}
type Dbg1 = Part extends { export: (userId: string) => Promise<infer E> } ? E : never;
const dbg: Dbg1 = 1;
