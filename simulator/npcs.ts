/**
 * NPC targets. The map of each zone and kingdom is cut into cells whose targets are generated on demand
 * from (seed, zone, kingdom, cell): the world is effectively infinite in detail yet costs nothing until
 * someone looks, and an id alone says which cell to regenerate, so nothing but cooldowns is stored.
 */
import type { Kingdom, NpcKind, NpcTarget } from '../shared/src/game-wire/protocol';
import { createRng, hashKey } from './rng';
import { CELL_SIZE, MAP_SIZE, NPC_LEVELS, NPCS_PER_CELL, npcDefence } from './rules';

export const KINGDOMS: readonly Kingdom[] = ['green', 'sands', 'ice', 'fire', 'storm'];
export const NPC_KINDS: readonly NpcKind[] = ['baron', 'seafort', 'khan', 'berimond', 'fortress'];

/** Every kind exists everywhere so any castle can practise any loop, but each kingdom has its flavour. */
const KIND_WEIGHTS: Record<Kingdom, Record<NpcKind, number>> = {
  green: { baron: 5, seafort: 2, khan: 2, berimond: 1, fortress: 1 },
  sands: { baron: 4, seafort: 1, khan: 1, berimond: 1, fortress: 3 },
  ice: { baron: 4, seafort: 1, khan: 1, berimond: 1, fortress: 3 },
  fire: { baron: 4, seafort: 1, khan: 1, berimond: 1, fortress: 3 },
  storm: { baron: 3, seafort: 4, khan: 1, berimond: 1, fortress: 1 },
};

const CELLS = MAP_SIZE / CELL_SIZE;
const PER_KINGDOM = CELLS * CELLS * NPCS_PER_CELL;

export type NpcSite = Omit<NpcTarget, 'cooldownUntil'>;

function pickKind(kingdom: Kingdom, roll: number): NpcKind {
  const weights = KIND_WEIGHTS[kingdom];
  const total = NPC_KINDS.reduce((sum, k) => sum + weights[k], 0);
  let acc = 0;
  for (const kind of NPC_KINDS) {
    acc += weights[kind] / total;
    if (roll < acc) return kind;
  }
  return 'baron';
}

function cellSites(seed: number, zone: string, kingdom: Kingdom, cx: number, cy: number): NpcSite[] {
  const k = KINGDOMS.indexOf(kingdom);
  const rng = createRng(hashKey(seed, 'npc', zone, kingdom, cx, cy));
  const sites: NpcSite[] = [];
  for (let slot = 0; slot < NPCS_PER_CELL; slot++) {
    const kind = pickKind(kingdom, rng.next());
    const [min, max] = NPC_LEVELS[kind];
    // Skewed low, as in the game: weak camps are common and strong ones rare, so a new castle always
    // has targets its first army can beat.
    const level = min + Math.floor((max - min + 1) * rng.next() ** 2);
    sites.push({
      id: k * PER_KINGDOM + (cy * CELLS + cx) * NPCS_PER_CELL + slot + 1,
      kind,
      kingdom,
      level,
      x: cx * CELL_SIZE + rng.int(0, CELL_SIZE - 1),
      y: cy * CELL_SIZE + rng.int(0, CELL_SIZE - 1),
      defence: npcDefence(level),
    });
  }
  return sites;
}

/** The target with this id in this zone, or undefined for ids no cell produces. */
export function npcById(seed: number, zone: string, id: number): NpcSite | undefined {
  if (!Number.isInteger(id) || id < 1 || id > KINGDOMS.length * PER_KINGDOM) return undefined;
  const index = id - 1;
  const kingdom = KINGDOMS[Math.floor(index / PER_KINGDOM)];
  if (!kingdom) return undefined;
  const cell = Math.floor((index % PER_KINGDOM) / NPCS_PER_CELL);
  return cellSites(seed, zone, kingdom, cell % CELLS, Math.floor(cell / CELLS)).find((s) => s.id === id);
}

export function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Targets within `radius` of a point, nearest first (ties by id, so the order is stable). */
export function npcsNear(
  seed: number,
  zone: string,
  kingdom: Kingdom,
  at: { x: number; y: number },
  radius: number,
  kind?: NpcKind,
): NpcSite[] {
  const lo = (v: number) => Math.max(0, Math.floor((v - radius) / CELL_SIZE));
  const hi = (v: number) => Math.min(CELLS - 1, Math.floor((v + radius) / CELL_SIZE));
  const found: Array<{ site: NpcSite; d: number }> = [];
  for (let cy = lo(at.y); cy <= hi(at.y); cy++) {
    for (let cx = lo(at.x); cx <= hi(at.x); cx++) {
      for (const site of cellSites(seed, zone, kingdom, cx, cy)) {
        if (kind && site.kind !== kind) continue;
        const d = distance(site, at);
        if (d <= radius) found.push({ site, d });
      }
    }
  }
  return found.sort((a, b) => a.d - b.d || a.site.id - b.site.id).map((f) => f.site);
}
