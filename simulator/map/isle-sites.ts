/**
 * Resource isles in the Storm Islands (simulator/isles-and-ruins.md): where they are, what each holds,
 * who holds it now, and its map row. Like the NPC targets (npcs.ts) the isles are generated from (seed,
 * zone, cell), one per Storm Islands cell on a tile no other target takes, so only the holds are stored:
 * each conqueror's record keeps its holds (`isleHolds`), and the zone's cooldown store keeps an isle
 * claimed while an army is on its way, held, or away (resource-isles.ts, isle-conquest.ts).
 */
import { AREA_TYPE_ISLE_RESOURCE, ISLE_NPC_OWNER, type ResourceIsleRow } from '@shared/game-wire/isles-and-ruins';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { npcsIn } from './npcs';
import type { PlayerCore, Resources } from '../core/players';
import { createRng, hashKey } from '../core/rng';
import { CELL_SIZE, GAME_HOUR_MS, MAP_SIZE, realMs } from '../core/rules';

/**
 * The isles' blueprints by isle id (the client's CastleIsleBlueprintVO: `type`, `dungeonlevel`,
 * `occupationTime` in seconds; isle ids 3 and below draw as premium isles). Public: a public Storm bot's
 * fixtures give isles 1 and 4 as VILLAGEWOOD, level 70, 14,400 s (4 h); the players' guides speak of 4 h
 * and 8 h resource isles and 6 h and 18 h aquamarine ones. Ours: isles 2 and 5 as stone, 5 the 8 h one.
 * Aquamarine isles are left out: the local world keeps no aquamarine.
 */
export const ISLE_BLUEPRINTS: Readonly<Record<number, { resource: 'wood' | 'stone'; level: number; occupationS: number }>> = {
  1: { resource: 'wood', level: 70, occupationS: 14_400 },
  2: { resource: 'stone', level: 70, occupationS: 14_400 },
  4: { resource: 'wood', level: 70, occupationS: 14_400 },
  5: { resource: 'stone', level: 70, occupationS: 28_800 },
};

/**
 * Game seconds an isle is away after a hold ends before it is back on the map. The fixtures' isles carry
 * `globalCooldown` 115,200 (32 h); the guides say an isle "disappears and shows up again after some time".
 * Ours: that it is this time, and that it comes back on the same tile (live, elsewhere).
 */
export const ISLE_AWAY_S = 115_200;

/** Ours, not live: the stockpile a hold brings home, per game hour held, of the isle's resource. */
export const ISLE_STOCK_PER_HOUR = 250;

/** Isle site ids: past every NPC target's (npcs.ts), so the zone's cooldown store keys both. */
const ISLE_ID_BASE = 1_000_000;
const CELLS = Math.ceil(MAP_SIZE / CELL_SIZE);
const ISLE_IDS = Object.keys(ISLE_BLUEPRINTS).map(Number);

export type IsleSite = { id: number; x: number; y: number; isleId: number };

/** A conqueror's hold on an isle: real epoch ms it began and ends (its soldiers then sail home). */
export type IsleHold = { siteId: number; from: number; until: number };

/** The resource isles' part of the player record (session/player-record.ts composes the slices): the isles this player conquered, none until the first. */
export type IsleHoldsSlice = { isleHolds?: IsleHold[] };

function cellIsle(seed: number, zone: string, cx: number, cy: number): IsleSite {
  const rng = createRng(hashKey(seed, 'resource-isle', zone, cx, cy));
  const x0 = cx * CELL_SIZE;
  const y0 = cy * CELL_SIZE;
  const taken = new Set(npcsIn(seed, zone, 'storm', { x1: x0, y1: y0, x2: x0 + CELL_SIZE - 1, y2: y0 + CELL_SIZE - 1 }).map((s) => s.x * 10_000 + s.y));
  const y = y0 + rng.int(0, CELL_SIZE - 1);
  let x = x0 + rng.int(0, CELL_SIZE - 1);
  while (taken.has(x * 10_000 + y)) x = x0 + ((x - x0 + 1) % CELL_SIZE);
  return { id: ISLE_ID_BASE + cy * CELLS + cx + 1, x, y, isleId: ISLE_IDS[Math.floor(rng.next() * ISLE_IDS.length)]! };
}

/** The isles inside a rectangle of the Storm Islands (corners inclusive). */
export function isleSitesIn(seed: number, zone: string, rect: { x1: number; y1: number; x2: number; y2: number }): IsleSite[] {
  const found: IsleSite[] = [];
  const lo = (v: number) => Math.max(0, Math.floor(v / CELL_SIZE));
  const hi = (v: number) => Math.min(CELLS - 1, Math.floor(v / CELL_SIZE));
  for (let cy = lo(rect.y1); cy <= hi(rect.y2); cy++) {
    for (let cx = lo(rect.x1); cx <= hi(rect.x2); cx++) {
      const site = cellIsle(seed, zone, cx, cy);
      if (site.x >= rect.x1 && site.x <= rect.x2 && site.y >= rect.y1 && site.y <= rect.y2) found.push(site);
    }
  }
  return found;
}

export function isleSiteAt(seed: number, zone: string, x: number, y: number): IsleSite | undefined {
  return isleSitesIn(seed, zone, { x1: x, y1: y, x2: x, y2: y })[0];
}

export function isleSiteById(seed: number, zone: string, id: number): IsleSite | undefined {
  const cell = id - ISLE_ID_BASE - 1;
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS * CELLS) return undefined;
  return cellIsle(seed, zone, cell % CELLS, Math.floor(cell / CELLS));
}

/** Real ms of an isle's occupation and of its time away, at the world's time scale. */
export const occupationMs = (site: IsleSite, timeScale: number) => Math.round(realMs(ISLE_BLUEPRINTS[site.isleId]!.occupationS * 1000, timeScale));
export const awayMs = (timeScale: number) => Math.round(realMs(ISLE_AWAY_S * 1000, timeScale));

/** What a hold brings home: the isle's resource, ISLE_STOCK_PER_HOUR per game hour of its occupation. */
export function isleStock(site: IsleSite): Resources {
  const { resource, occupationS } = ISLE_BLUEPRINTS[site.isleId]!;
  const amount = Math.round((occupationS * 1000 * ISLE_STOCK_PER_HOUR) / GAME_HOUR_MS);
  return { wood: resource === 'wood' ? amount : 0, stone: resource === 'stone' ? amount : 0, food: 0 };
}

/** An isle now: held by a player until a time, away (between a hold and its return) or free. */
export type IsleState = { kind: 'held'; holder: PlayerCore & IsleHoldsSlice; until: number } | { kind: 'away'; until: number } | { kind: 'free' };

/** The isle's state from the zone's players' holds (the newest hold on it decides). */
export function isleState(site: IsleSite, players: Array<PlayerCore & IsleHoldsSlice>, now: number, timeScale: number): IsleState {
  let latest: { holder: PlayerCore & IsleHoldsSlice; hold: IsleHold } | null = null;
  for (const holder of players) {
    for (const hold of holder.isleHolds ?? []) {
      if (hold.siteId === site.id && (!latest || hold.from > latest.hold.from)) latest = { holder, hold };
    }
  }
  if (!latest) return { kind: 'free' };
  if (now < latest.hold.until) return { kind: 'held', holder: latest.holder, until: latest.hold.until };
  const back = latest.hold.until + awayMs(timeScale);
  return now < back ? { kind: 'away', until: back } : { kind: 'free' };
}

/** The isle's map row in its state (`null` while away: the client hides an NPC-held row with time left, so it is not sent). */
export function isleRow(site: IsleSite, state: IsleState, now: number): ResourceIsleRow | null {
  if (state.kind === 'away') return null;
  const occupier = state.kind === 'held' ? state.holder.playerId : ISLE_NPC_OWNER;
  const left = state.kind === 'held' ? Math.ceil((state.until - now) / 1000) : 0;
  return [AREA_TYPE_ISLE_RESOURCE, site.x, site.y, site.id, occupier, KINGDOM_ID.storm, '', -1, site.isleId, left];
}
