/**
 * Landmarks (landmarks.md): the monuments of the Great Empire and a laboratory in each of the four basic
 * kingdoms, map objects every player of a zone shares. Where they stand follows from (seed, zone) alone, as
 * the NPC targets' places do (npcs.ts); what changes is kept here per zone and in the state file: who holds
 * each (its occupier, by conquest: landmark-actions.ts) and the points given to it (the goods donated by
 * market carriage). The reads: the map rows (`gaa`, shapes in shared/src/game-wire/landmarks.ts) and the
 * upgrade points (`glp` for a laboratory, `gmp` for a monument: `{OID, CP}`, EmpireCore
 * castle/models/landmarks.py).
 *
 * Ours, not live (none of it is public): how many landmarks there are and where, their names and monument
 * types, the points per level and the highest level (the live `monuments` and `laboratories` tables are not
 * loaded by any public client), the garrison a landmark defends itself with, and the monthly reset, which
 * here clears occupier and points every 30 game days without moving the landmark (live, both are reset and
 * moved at the start of each calendar month: de.goodgame-empire.wikia "Labor").
 */
import { KINGDOM_ID, type Kingdom } from '@shared/game-wire/ids';
import { LANDMARK_AREA_TYPE, LANDMARK_OWNER, type LaboratoryRow, type MonumentRow } from '@shared/game-wire/landmarks';
import type { LiveOwner } from '@shared/game-wire/live-shapes';
import { npcAt } from './npcs';
import { createRng, hashKey } from '../core/rng';
import { MAP_SIZE, gameDay } from '../core/rules';

/** Ours, not live: the landmarks' figures (see the header). */
export const LANDMARK = {
  /** Monuments in the Great Empire; each basic kingdom has one laboratory (empirewiki "Monuments & Laboratories"). */
  monuments: 4,
  pointsPerLevel: 10_000,
  maxLevel: 10,
  /** Soldiers a landmark defends itself with per level, held or not. */
  garrisonPerLevel: 40,
  /** Occupier and points are cleared every this many game days. */
  monthGameDays: 30,
  /** Object ids of landmarks start past this, far from the world's own ids (castles, movements). */
  idBase: 900_000,
} as const;

/** The kingdoms with a laboratory (the four basic ones); monuments stand in the Great Empire only. */
const LABORATORY_KINGDOMS: readonly Kingdom[] = ['green', 'sands', 'ice', 'fire'];

export type LandmarkKind = 'monument' | 'laboratory';
export type LandmarkSite = { id: number; kind: LandmarkKind; kingdom: Kingdom; x: number; y: number; monumentType: number; name: string };
/** What changes about a landmark within its game month: who holds it, and the points given to it. */
export type LandmarkState = { month: number; occupierId: number | null; points: number };
export type LandmarksSnapshot = Array<[zone: string, states: Array<[id: number, state: LandmarkState]>]>;

/** The landmark's level from its points, 1 to LANDMARK.maxLevel (ours). */
export function landmarkLevel(points: number): number {
  return Math.min(LANDMARK.maxLevel, 1 + Math.floor(points / LANDMARK.pointsPerLevel));
}

/** The most points a landmark can hold: those of its highest level. */
export const MAX_LANDMARK_POINTS = (LANDMARK.maxLevel - 1) * LANDMARK.pointsPerLevel;

/** The soldiers a landmark of this level defends itself with (ours). */
export const landmarkGarrison = (level: number): number => LANDMARK.garrisonPerLevel * level;

/** The NPC owner of a landmark nobody holds (shared/src/game-wire/landmarks.ts LANDMARK_OWNER). */
export function npcOwnerOf(site: LandmarkSite): number {
  if (site.kind === 'monument') return LANDMARK_OWNER.MONUMENT;
  return LANDMARK_OWNER.LABORATORY_BY_KINGDOM[KINGDOM_ID[site.kingdom] as 0 | 1 | 2 | 3];
}

/** A zone's landmarks, seeded: each on a tile no NPC target takes (moved along its row past one). */
function seedSites(seed: number, zone: string): LandmarkSite[] {
  const sites: LandmarkSite[] = [];
  const place = (kind: LandmarkKind, kingdom: Kingdom, index: number) => {
    const rng = createRng(hashKey(seed, 'landmark', zone, kingdom, kind, index));
    const margin = 60;
    const y = rng.int(margin, MAP_SIZE - margin);
    let x = rng.int(margin, MAP_SIZE - margin);
    while (npcAt(seed, zone, kingdom, x, y) || sites.some((s) => s.kingdom === kingdom && s.x === x && s.y === y)) x += 1;
    const monumentType = kind === 'monument' ? index + 1 : 0;
    const name = kind === 'monument' ? `Monument ${index + 1}` : 'Laboratory';
    sites.push({ id: LANDMARK.idBase + sites.length + 1, kind, kingdom, x, y, monumentType, name });
  };
  for (let i = 0; i < LANDMARK.monuments; i++) place('monument', 'green', i);
  for (const kingdom of LABORATORY_KINGDOMS) place('laboratory', kingdom, 0);
  return sites;
}

/** The landmarks of every zone: their seeded places and their state this game month. */
export class Landmarks {
  private readonly sitesByZone = new Map<string, LandmarkSite[]>();
  private readonly states = new Map<string, Map<number, LandmarkState>>();

  constructor(private readonly seed: number) {}

  sites(zone: string): LandmarkSite[] {
    let sites = this.sitesByZone.get(zone);
    if (!sites) this.sitesByZone.set(zone, (sites = seedSites(this.seed, zone)));
    return sites;
  }

  byId(zone: string, id: number): LandmarkSite | undefined {
    return this.sites(zone).find((s) => s.id === id);
  }

  at(zone: string, kingdom: Kingdom, x: number, y: number): LandmarkSite | undefined {
    return this.sites(zone).find((s) => s.kingdom === kingdom && s.x === x && s.y === y);
  }

  inRect(zone: string, kingdom: Kingdom, rect: { x1: number; y1: number; x2: number; y2: number }): LandmarkSite[] {
    return this.sites(zone).filter((s) => s.kingdom === kingdom && s.x >= rect.x1 && s.x <= rect.x2 && s.y >= rect.y1 && s.y <= rect.y2);
  }

  /** The landmark's state at real epoch ms `now`: a state of an earlier game month is cleared first (the monthly reset). */
  state(zone: string, id: number, now: number, timeScale: number): LandmarkState {
    const month = Math.floor(gameDay(now, timeScale) / LANDMARK.monthGameDays);
    let zoneStates = this.states.get(zone);
    if (!zoneStates) this.states.set(zone, (zoneStates = new Map()));
    let state = zoneStates.get(id);
    if (!state || state.month < month) zoneStates.set(id, (state = { month, occupierId: null, points: 0 }));
    return state;
  }

  snapshot(): LandmarksSnapshot {
    return [...this.states].map(([zone, states]) => [zone, [...states]]);
  }

  restore(snapshot: LandmarksSnapshot | undefined): void {
    this.states.clear();
    for (const [zone, states] of snapshot ?? []) this.states.set(zone, new Map(states));
  }
}

/**
 * A landmark's map row in its area type's layout (shared/src/game-wire/landmarks.ts): its owner the occupier,
 * or the landmark's NPC owner while nobody holds it; never spied (-1).
 */
export function landmarkRow(site: LandmarkSite, state: LandmarkState): MonumentRow | LaboratoryRow {
  const owner = state.occupierId ?? npcOwnerOf(site);
  const level = landmarkLevel(state.points);
  const kid = KINGDOM_ID[site.kingdom];
  if (site.kind === 'monument') return [LANDMARK_AREA_TYPE.MONUMENT, site.x, site.y, site.id, owner, site.monumentType, level, kid, -1, site.name];
  return [LANDMARK_AREA_TYPE.LABORATORY, site.x, site.y, site.id, owner, level, kid, -1, site.name];
}

/** The owner record a landmark's row names while nobody holds it (the NPC's name is ours). */
export function npcOwnerRecord(site: LandmarkSite): LiveOwner {
  return { OID: npcOwnerOf(site), N: site.kind };
}

/** The landmarks' part of the command context (session/world-context.ts composes the slices): the zone's monuments and laboratories, shared by its players. */
export type LandmarksContext = { landmarks: Landmarks };
