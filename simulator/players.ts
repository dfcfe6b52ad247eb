/** Player and castle records as the world keeps them, and their views on the wire. */
import type { Castle, Kingdom, Movement, PlayerState, Resources } from '../api/src/runtime/game/protocol';
import type { PasswordHash } from './passwords';
import { createRng, hashKey } from './rng';
import { FEAST, MAP_SIZE, START } from './rules';

export type CastleRecord = {
  id: number;
  name: string;
  kingdom: Kingdom;
  x: number;
  y: number;
  /** Fractional: production accrues continuously and is floored on the wire. */
  resources: Resources;
  capacity: number;
  baseProduction: Resources;
  troops: number;
  taxes: number;
  taxPerHour: number;
  feastLevel: number;
  /** Real epoch ms; 0 when no feast. */
  feastUntil: number;
  /** Real epoch ms up to which resources and taxes have accrued. */
  updatedAt: number;
};

/** Resources on their way between two castles of the same player (not a protocol `Movement`). */
export type Transfer = { id: number; toCastleId: number; resources: Resources; arrivesAt: number };

export type Report = {
  at: number;
  kind: 'attack' | 'return' | 'incoming' | 'transfer';
  won?: boolean;
  troopsLost?: number;
  loot?: Resources;
  stolen?: Resources;
  targetId?: number | null;
  attacker?: string | null;
  castleId: number;
};

export type PlayerRecord = {
  playerId: number;
  zone: string;
  name: string;
  password: PasswordHash;
  level: number;
  wins: number;
  coins: number;
  rubies: number;
  skips: { m1: number; m5: number; m30: number };
  castles: CastleRecord[];
  movements: Movement[];
  transfers: Transfer[];
  /** Newest last, capped: what happened while nobody looked (tests and debugging read it). */
  reports: Report[];
  rngState: number;
  /** Real epoch ms of the next hourly raid roll. */
  nextRaidAt: number;
  createdAt: number;
};

export function newCastle(id: number, name: string, kingdom: Kingdom, x: number, y: number, now: number): CastleRecord {
  return {
    id,
    name,
    kingdom,
    x,
    y,
    resources: { ...START.resources },
    capacity: START.capacity,
    baseProduction: { ...START.production },
    troops: START.troops,
    taxes: 0,
    taxPerHour: START.taxPerHour,
    feastLevel: 0,
    feastUntil: 0,
    updatedAt: now,
  };
}

/** A castle's position depends only on the seed, zone and name, so re-creating an account lands in the same place. */
export function homePosition(seed: number, zone: string, name: string): { x: number; y: number } {
  const rng = createRng(hashKey(seed, 'home', zone, name));
  const margin = 100;
  return { x: rng.int(margin, MAP_SIZE - margin), y: rng.int(margin, MAP_SIZE - margin) };
}

export function effectiveProduction(castle: CastleRecord): Resources {
  const factor = castle.feastLevel > 0 ? 1 + FEAST.bonusPerLevel * castle.feastLevel : 1;
  return {
    wood: castle.baseProduction.wood * factor,
    stone: castle.baseProduction.stone * factor,
    food: castle.baseProduction.food * factor,
  };
}

export function floorResources(r: Resources): Resources {
  return { wood: Math.floor(r.wood), stone: Math.floor(r.stone), food: Math.floor(r.food) };
}

export function castleView(castle: CastleRecord): Castle {
  return {
    id: castle.id,
    name: castle.name,
    kingdom: castle.kingdom,
    x: castle.x,
    y: castle.y,
    resources: floorResources(castle.resources),
    capacity: castle.capacity,
    production: floorResources(effectiveProduction(castle)),
    troops: castle.troops,
    taxes: Math.floor(castle.taxes),
  };
}

export function playerView(player: PlayerRecord, now: number, timeScale: number): PlayerState {
  return {
    playerId: player.playerId,
    name: player.name,
    level: player.level,
    coins: player.coins,
    rubies: player.rubies,
    skips: { ...player.skips },
    castles: player.castles.map(castleView),
    serverTime: now * timeScale,
    timeScale,
  };
}

export function movementView(m: Movement): Movement {
  return { ...m, loot: m.loot ? floorResources(m.loot) : null };
}

/** The `gam` list: soonest arrival first. */
export function movementList(player: PlayerRecord): Movement[] {
  return [...player.movements].sort((a, b) => a.arrivesAt - b.arrivesAt || a.id - b.id).map(movementView);
}
