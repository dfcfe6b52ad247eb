/**
 * NPC targets. The map of each zone and kingdom is cut into cells whose targets are generated on demand
 * from (seed, zone, kingdom, cell): the world is effectively infinite in detail yet costs nothing until
 * someone looks, and an id alone says which cell to regenerate, so nothing but cooldowns is stored.
 *
 * Which kinds live where follows the live map as public clients read it (live-views.ts): robber baron
 * camps in the four main kingdoms, fortresses in the three outer ones, isles in the Storm Islands, the
 * Khan's camps in the Great Empire while the Nomad invasion runs, towers in Berimond while it runs.
 */
import { dungeonLevel, EVENT_ID, ISLE_LEVEL, KINGDOM_ID, victoriesFor, type Kingdom } from '@shared/game-wire/ids';
import type { CommandContext } from '../core/command-context';
import type { NpcKind } from '../core/players';
import { createRng, hashKey } from '../core/rng';
import { baronDefence, campUnits } from './camp-fights';
import { CELL_SIZE, FORTRESS_LEVEL, MAP_SIZE, NPC_LEVELS, NPCS_PER_CELL, npcDefence } from '../core/rules';

export const KINGDOMS: readonly Kingdom[] = ['green', 'sands', 'ice', 'fire', 'storm', 'berimond'];
export const NPC_KINDS: readonly NpcKind[] = ['baron', 'seafort', 'khan', 'berimond', 'fortress'];

/**
 * The invasion events' camps, all in the Great Empire (every public bot attacks them from its main
 * castle, kingdom 0: docs/event-sources.md item 3-4). They are an overlay on the base map, one camp of
 * each kind per cell from a seed of its own, so adding them moved no robber baron.
 */
export const EVENT_CAMP_KINDS = ['nomad', 'samurai', 'daimyo', 'alien', 'redAlien', 'factionInvasion'] as const;
export type EventCampKind = (typeof EVENT_CAMP_KINDS)[number];

/** The event (its `sei` id) a target exists in; targets of no event are always there. */
export const EVENT_OF_KIND: Partial<Record<NpcKind, number>> = {
  khan: EVENT_ID.ALLIANCE_NOMAD_INVASION,
  nomad: EVENT_ID.ALLIANCE_NOMAD_INVASION,
  samurai: EVENT_ID.SAMURAI_INVASION,
  daimyo: EVENT_ID.SAMURAI_INVASION,
  alien: EVENT_ID.ALLIANCE_ALIEN_INVASION,
  redAlien: EVENT_ID.RED_ALLIANCE_ALIEN_INVASION,
  factionInvasion: EVENT_ID.FACTION_INVASION,
  berimond: EVENT_ID.BERIMOND,
};

const KIND_WEIGHTS: Record<Kingdom, Partial<Record<NpcKind, number>>> = {
  green: { baron: 5, khan: 2 },
  sands: { baron: 4, fortress: 2 },
  ice: { baron: 4, fortress: 2 },
  fire: { baron: 4, fortress: 2 },
  storm: { seafort: 1 },
  berimond: { berimond: 1 },
};

const CELLS = Math.ceil(MAP_SIZE / CELL_SIZE);
const PER_KINGDOM = CELLS * CELLS * NPCS_PER_CELL;
/** Ids past the base map's are the event camps': kind by kind, one per cell. */
const EVENT_BASE = KINGDOMS.length * PER_KINGDOM;

export type NpcSite = {
  id: number;
  kind: NpcKind;
  kingdom: Kingdom;
  /** The level before any victory of the player's (a baron camp's grows with them). */
  level: number;
  x: number;
  y: number;
  /** A baron camp's victories before the player's own. */
  baseVictories: number;
  /** A Storm Islands isle's id (its "level" code, ids.ts ISLE_LEVEL). */
  isleId: number;
};

function pickKind(kingdom: Kingdom, roll: number): NpcKind {
  const weights = KIND_WEIGHTS[kingdom];
  const kinds = NPC_KINDS.filter((k) => weights[k]);
  const total = kinds.reduce((sum, k) => sum + weights[k]!, 0);
  let acc = 0;
  for (const kind of kinds) {
    acc += weights[kind]! / total;
    if (roll < acc) return kind;
  }
  return kinds[0]!;
}

const ISLE_IDS = Object.keys(ISLE_LEVEL).map(Number);

/**
 * Not live in its details, but the game never puts two objects on one tile (an attack names its target by
 * tile): a drawn tile already taken moves along its row to the next free one within the span, so the draws
 * of every other site stay as they were.
 */
function freeTile(used: Set<number>, cellX: number, span: { from: number; to: number }, x: number, y: number): { x: number; y: number } {
  const first = cellX + span.from;
  const last = Math.min(MAP_SIZE - 1, cellX + span.to);
  const width = last - first + 1;
  while (used.has(x * 10_000 + y)) x = first + ((x - first + 1) % width);
  used.add(x * 10_000 + y);
  return { x, y };
}

const WHOLE_CELL = { from: 0, to: CELL_SIZE - 1 } as const;

function cellSites(seed: number, zone: string, kingdom: Kingdom, cx: number, cy: number): NpcSite[] {
  const k = KINGDOMS.indexOf(kingdom);
  const rng = createRng(hashKey(seed, 'npc', zone, kingdom, cx, cy));
  const sites: NpcSite[] = [];
  const used = new Set<number>();
  for (let slot = 0; slot < NPCS_PER_CELL; slot++) {
    const kind = pickKind(kingdom, rng.next());
    const [min, max] = NPC_LEVELS[kind];
    // Skewed low, as in the game: weak camps are common and strong ones rare, so a new castle always
    // has targets its first army can beat.
    let level = min + Math.floor((max - min + 1) * rng.next() ** 2);
    const isleId = ISLE_IDS[Math.floor(rng.next() * ISLE_IDS.length)]!;
    if (kind === 'seafort') level = ISLE_LEVEL[isleId]!;
    if (kind === 'fortress') level = FORTRESS_LEVEL[kingdom] ?? level;
    let baseVictories = 0;
    if (kind === 'baron') {
      // Levels start at the kingdom's first level (ids.ts dungeonLevel: 1, 35, 20, 45).
      level += dungeonLevel(0, KINGDOM_ID[kingdom]) - 1;
      baseVictories = victoriesFor(level, KINGDOM_ID[kingdom]);
      level = dungeonLevel(baseVictories, KINGDOM_ID[kingdom]);
    }
    const x = Math.min(MAP_SIZE - 1, cx * CELL_SIZE + rng.int(0, CELL_SIZE - 1));
    const y = Math.min(MAP_SIZE - 1, cy * CELL_SIZE + rng.int(0, CELL_SIZE - 1));
    sites.push({
      id: k * PER_KINGDOM + (cy * CELLS + cx) * NPCS_PER_CELL + slot + 1,
      kind,
      kingdom,
      level,
      ...freeTile(used, cx * CELL_SIZE, WHOLE_CELL, x, y),
      baseVictories,
      isleId,
    });
  }
  if (kingdom === 'green') sites.push(...eventCamps(seed, zone, cx, cy, used));
  return sites;
}

/**
 * Not live: which Daimyo sites are his castle and which his townships. One cell in three holds the castle
 * (cells whose x + y is a multiple of 3), so any two-by-two block of cells shows one. A map read of 100
 * tiles a side (the web client's) holds a whole two-by-two block of cells only when it starts in a cell's
 * first 17 tiles, so the Daimyo's sites keep to the band DAIMYO_BAND of their cell: every such read spans
 * two neighbouring bands each way, and so always shows his castle and a township (npcs.test.ts).
 */
export function isDaimyoCastle(site: NpcSite): boolean {
  if (site.kind !== 'daimyo') return false;
  const cell = (site.id - EVENT_BASE - 1) % (CELLS * CELLS);
  return ((cell % CELLS) + Math.floor(cell / CELLS)) % 3 === 0;
}

/**
 * The tiles of its cell (offsets from the cell's corner, both inclusive, each way) a Daimyo site stands on.
 * A read of 100 tiles contains two neighbouring bands whole when a band is at most 100 - 2 * 39 + 1 = 23
 * tiles wide (the read may start one tile past a band's first); this one is 23, centred in the cell.
 */
export const DAIMYO_BAND = { from: 8, to: 30 } as const;

/** A cell's event camps, each on a tile of its own (moved along the row past a taken one, within its span). */
function eventCamps(seed: number, zone: string, cx: number, cy: number, used: Set<number>): NpcSite[] {
  const rng = createRng(hashKey(seed, 'event-camps', zone, cx, cy));
  const camps: NpcSite[] = [];
  for (const [i, kind] of EVENT_CAMP_KINDS.entries()) {
    const [min, max] = NPC_LEVELS[kind];
    const level = min + Math.floor((max - min + 1) * rng.next() ** 2);
    const span = kind === 'daimyo' ? DAIMYO_BAND : WHOLE_CELL;
    const y = Math.min(MAP_SIZE - 1, cy * CELL_SIZE + rng.int(span.from, span.to));
    const x = Math.min(MAP_SIZE - 1, cx * CELL_SIZE + rng.int(span.from, span.to));
    camps.push({
      id: EVENT_BASE + i * CELLS * CELLS + cy * CELLS + cx + 1,
      kind,
      kingdom: 'green',
      level,
      ...freeTile(used, cx * CELL_SIZE, span, x, y),
      baseVictories: 0,
      isleId: 0,
    });
  }
  return camps;
}

/** A site's level for a player with `wins` victories there (only a baron camp's changes). */
export function levelFor(site: NpcSite, wins: number): number {
  return site.kind === 'baron' ? dungeonLevel(site.baseVictories + wins, KINGDOM_ID[site.kingdom]) : site.level;
}

/**
 * The site's defenders for this player: a robber baron camp's units as the game's tables list them
 * (camp-fights.ts); for other targets, the soldiers their garrison is worth at their level (ours).
 */
export function defenceOf(site: NpcSite, wins: number): number {
  const camp = baronDefence(site, wins);
  return camp ? campUnits(camp) : npcDefence(levelFor(site, wins));
}

/** The target with this id in this zone, or undefined for ids no cell produces. */
export function npcById(seed: number, zone: string, id: number): NpcSite | undefined {
  if (!Number.isInteger(id) || id < 1 || id > EVENT_BASE + EVENT_CAMP_KINDS.length * CELLS * CELLS) return undefined;
  if (id > EVENT_BASE) {
    const cell = (id - EVENT_BASE - 1) % (CELLS * CELLS);
    return cellSites(seed, zone, 'green', cell % CELLS, Math.floor(cell / CELLS)).find((s) => s.id === id);
  }
  const index = id - 1;
  const kingdom = KINGDOMS[Math.floor(index / PER_KINGDOM)];
  if (!kingdom) return undefined;
  const cell = Math.floor((index % PER_KINGDOM) / NPCS_PER_CELL);
  return cellSites(seed, zone, kingdom, cell % CELLS, Math.floor(cell / CELLS)).find((s) => s.id === id);
}

export function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Targets inside a rectangle (corners inclusive), by id. */
export function npcsIn(seed: number, zone: string, kingdom: Kingdom, rect: { x1: number; y1: number; x2: number; y2: number }): NpcSite[] {
  const found: NpcSite[] = [];
  const lo = (v: number) => Math.max(0, Math.floor(v / CELL_SIZE));
  const hi = (v: number) => Math.min(CELLS - 1, Math.floor(v / CELL_SIZE));
  for (let cy = lo(rect.y1); cy <= hi(rect.y2); cy++) {
    for (let cx = lo(rect.x1); cx <= hi(rect.x2); cx++) {
      for (const site of cellSites(seed, zone, kingdom, cx, cy)) {
        if (site.x >= rect.x1 && site.x <= rect.x2 && site.y >= rect.y1 && site.y <= rect.y2) found.push(site);
      }
    }
  }
  return found.sort((a, b) => a.id - b.id);
}

/** The target at a map position, if any. */
export function npcAt(seed: number, zone: string, kingdom: Kingdom, x: number, y: number): NpcSite | undefined {
  return npcsIn(seed, zone, kingdom, { x1: x, y1: y, x2: x, y2: y })[0];
}

/** Whether a kind of target is on the map now: event targets only while their event runs (EVENT_OF_KIND). */
export function presentNow(ctx: CommandContext, kind: NpcKind): boolean {
  const id = EVENT_OF_KIND[kind];
  return id === undefined || (ctx.events().E ?? []).some((e) => e.EID === id);
}
