/**
 * Every part of what Castellan keeps about a player (lib/player-data.ts), listed once: "Download my data"
 * gathers each part's export, "Delete my account" runs each part's forget in this order. The bots go
 * first, so nothing plays on with an account about to go, and the game accounts next, so no bot is ever
 * left without its account. The profile, the sessions and the user document are not parts: export.ts
 * writes the profile, and delete.ts removes the sessions and the user last, so that until then the person
 * can sign in and retry.
 *
 * A feature that starts keeping something about a player writes its part in its own player-data.ts and
 * adds one line here; the export's schema (schemas.ts) gets its fields. A field of the export that no part
 * fills, a part's field the export does not have, a field two parts fill, or one of the wrong type is a
 * compile error on `complete` below, naming the field.
 */
import { log } from '../../lib/logger';
import { gameAccountsData } from '../accounts/player-data';
import { allianceSpacesData } from '../alliances/player-data';
import { analyticsData } from '../analytics/player-data';
import { apiKeysData } from '../api-keys/player-data';
import { activityData } from '../auth/activity/player-data';
import { billingData } from '../billing/player-data';
import { botsData, type BotsDataDeps } from '../bots/control';
import { dashboardData } from '../dashboard/player-data';
import { betaOptInsData } from '../flags/player-data';
import { notificationsData } from '../notifications/player-data';
import { scriptsData } from '../scripts/player-data';
import { sharesData, type SharesDataDeps } from '../sharing/player-data';
import { webhooksData } from '../webhooks/player-data';
import { supportData } from '../support/player-data';
import type { DataExport } from './schemas';

export type PlayerDataDeps = BotsDataDeps & SharesDataDeps;

const playerDataParts = (deps: PlayerDataDeps) =>
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
    sharesData(deps),
    webhooksData,
  ] as const;

/** The export's fields the parts fill: all but the moment of the export and the profile (the user document's own). */
export type PartsExport = Omit<DataExport, 'exportedAt' | 'profile'>;

// Each of these distributes over a union of parts (a conditional on a bare type parameter does; one on a named union does not).
type ExportOf<P> = P extends { export: (userId: string) => Promise<infer E> } ? E : never;
type FieldsOf<P> = P extends { export: (userId: string) => Promise<infer E> } ? keyof E : never;
type Twice<P, All = P> = P extends unknown ? FieldsOf<P> & FieldsOf<Exclude<All, P>> : never;
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void ? I : never;
type Misfits<P> = {
  [K in keyof PartsExport]: K extends keyof AllOf<ExportOf<P>> ? (AllOf<ExportOf<P>>[K] extends PartsExport[K] ? never : K) : never;
}[keyof PartsExport];

/** `true` when parts `P` fill every field of the export, each from one part and of its type; otherwise which fields are wrong. */
export type Completeness<P> = [Exclude<keyof PartsExport, FieldsOf<P>>, Exclude<FieldsOf<P>, keyof PartsExport>, Twice<P>, Misfits<P>] extends [
  never,
  never,
  never,
  never,
]
  ? true
  : { missing: Exclude<keyof PartsExport, FieldsOf<P>>; stray: Exclude<FieldsOf<P>, keyof PartsExport>; twice: Twice<P>; misfit: Misfits<P> };

export type Part = ReturnType<typeof playerDataParts>[number];
const complete: Completeness<Part> = true;
void complete;

/** Each part's export, gathered side by side (export.ts puts them in the schema's order). */
export async function exportParts(userId: string, deps: PlayerDataDeps): Promise<PartsExport> {
  const pieces = await Promise.all(playerDataParts(deps).map((part) => ('export' in part ? part.export(userId) : {})));
  // The pieces are every field once and of its type: `complete` above proves it.
  return Object.assign({}, ...pieces) as PartsExport;
}

/**
 * Each part's forget, one after another in the registry's order. A part that fails stops the deletion
 * there (its error answers the request): the parts before it are gone, the rest whole, the user can still
 * sign in, and deleting again finishes the job (each forget is safe to run again).
 */
export async function forgetParts(userId: string, deps: PlayerDataDeps): Promise<void> {
  for (const part of playerDataParts(deps)) {
    try {
      await part.forget(userId);
    } catch (err) {
      log.error('account deletion stopped; deleting again finishes it', { user: userId, part: part.name, error: String(err) });
      throw err;
    }
  }
}
