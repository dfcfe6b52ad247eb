/** Player, castle and movement records as the world keeps them (live-views.ts puts them on the wire). */
import type { Kingdom, Resources } from '../shared/src/game-wire/protocol';
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
  /** Real epoch ms up to which resources and taxes have accrued. */
  updatedAt: number;
};

/** An army on the move: ours out or home (`castleId` is our castle), or a raider at one of our castles. */
export type MovementRecord = {
  id: number;
  type: 'attack' | 'return' | 'incoming';
  castleId: number;
  targetId: number | null;
  troops: number;
  /** Real epoch ms it set out (the live movement's travelled time counts from here). */
  departedAt: number;
  arrivesAt: number;
  loot: Resources | null;
  attacker: string | null;
};

/** Resources on their way between two castles of the same player (not a movement the game lists). */
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
  /** The feast (the live festival) is the account's, not a castle's: level 0 and 0 when none runs. */
  feastLevel: number;
  /** Real epoch ms. */
  feastUntil: number;
  movements: MovementRecord[];
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
    updatedAt: now,
  };
}

/** A castle's position depends only on the seed, zone and name, so re-creating an account lands in the same place. */
export function homePosition(seed: number, zone: string, name: string): { x: number; y: number } {
  const rng = createRng(hashKey(seed, 'home', zone, name));
  const margin = 100;
  return { x: rng.int(margin, MAP_SIZE - margin), y: rng.int(margin, MAP_SIZE - margin) };
}

/** Production per game hour, raised by the account's feast while one runs. */
export function effectiveProduction(castle: CastleRecord, feastLevel: number): Resources {
  const factor = feastLevel > 0 ? 1 + FEAST.bonusPerLevel * feastLevel : 1;
  return {
    wood: castle.baseProduction.wood * factor,
    stone: castle.baseProduction.stone * factor,
    food: castle.baseProduction.food * factor,
  };
}

export function floorResources(r: Resources): Resources {
  return { wood: Math.floor(r.wood), stone: Math.floor(r.stone), food: Math.floor(r.food) };
}
