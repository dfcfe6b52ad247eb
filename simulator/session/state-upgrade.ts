/**
 * State files written by older simulators, read in today's form (persistence.ts loads them through
 * world.restore): what each older shape becomes is said beside it.
 */
import { buildingOf } from '@shared/game-wire/buildings';
import { newCastle, type CastleRecord, type MovementRecord } from '../core/players';
import type { PlayerRecord } from './player-record';
import { START } from '../core/rules';

/**
 * A record saved before the live shapes (feasts per castle, movements without their departure) in
 * today's form: a running feast becomes the account's, a movement departs no later than now.
 */
export function upgradeRecord(player: PlayerRecord, now: number): PlayerRecord {
  type OlderCastle = { feastLevel?: number; feastUntil?: number };
  const castles = player.castles as Array<CastleRecord & OlderCastle>;
  if ((player as Partial<PlayerRecord>).feastUntil === undefined) {
    const feasting = castles.find((c) => (c.feastUntil ?? 0) > now);
    player.feastLevel = feasting?.feastLevel ?? 0;
    player.feastUntil = feasting?.feastUntil ?? 0;
  }
  for (const castle of castles) {
    delete castle.feastLevel;
    delete castle.feastUntil;
  }
  for (const m of player.movements) m.departedAt ??= Math.min(now, m.arrivesAt);
  // Records from before the live command shapes: skip items by live key, commanders, the tax collector,
  // victories, buildings; transfers become market movements.
  type Older = { skips: Record<string, number>; transfers?: Array<{ id: number; toCastleId: number; resources: MovementRecord['loot']; arrivesAt: number }> };
  const older = player as unknown as Older;
  if ('m1' in older.skips) player.skips = { MS1: older.skips.m1 ?? 0, MS2: older.skips.m5 ?? 0, MS3: 0, MS4: older.skips.m30 ?? 0, MS5: 0, MS6: 0, MS7: 0 };
  player.commanders ??= [...START.commanders];
  player.tax ??= null;
  player.victories ??= {};
  player.lastAttackAt ??= 0;
  for (const castle of player.castles) {
    const fresh = newCastle(castle.id, castle.name, castle.kingdom, castle.x, castle.y, now);
    // Buildings from before the live wod ids (simulator/construction.ts) start again at level 1.
    if (!castle.buildings?.every((b) => buildingOf(b.wodId))) castle.buildings = fresh.buildings;
    castle.tools ??= fresh.tools;
    castle.defence ??= fresh.defence;
  }
  for (const t of older.transfers ?? []) {
    const from = player.castles[0]?.id ?? t.toCastleId;
    player.movements.push({
      id: t.id,
      type: 'market',
      castleId: from,
      toCastleId: t.toCastleId,
      targetId: null,
      troops: 0,
      departedAt: Math.min(now, t.arrivesAt),
      arrivesAt: t.arrivesAt,
      loot: t.resources,
      attacker: null,
    });
  }
  delete older.transfers;
  return player;
}
