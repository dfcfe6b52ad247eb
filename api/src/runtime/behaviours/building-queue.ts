/**
 * The building queue: upgrades a castle's buildings in the order the player lists them, one construction
 * slot at a time. Live commands: `jca` into the castle (its `jaa` carries the buildings `gca.BD` and the
 * construction slots `gca.scl`), `scl` when that block is absent, `eup {OID, PWR:0, PO:-1}` (EmpireCore
 * castle/models/buildings.py:149-194; GGE-BOT fork attackBerimondKingdom.js upgradeBuilding and
 * upgradeStormCargo.js send the same). Building names and levels come from the wod ids
 * (shared/src/game-wire/buildings.ts, the game's table as EmpireCore copies it). No public bot pays an
 * upgrade in rubies (`PWR:1`), so neither does this; a refusal for lack of resources waits for the next
 * round.
 */
import { BUILDINGS, buildingOf } from '@shared/game-wire/buildings';
import { RESULT } from '@shared/game-wire/protocol';
import { readBuildings, readFreeSlots, type Castle, type CastleBuilding } from '@shared/game-wire/live-data';
import type { JoinedCastle } from '@shared/game-wire/commands';
import type { UpgradeGoal } from '@shared/game-wire/upgrade-list';
import { GameError, type GameClient } from '../game/client';

/** What the game answers when the castle cannot pay: resources, coins, rubies, or a special currency (the Storm Islands' cargo chain is paid in aquamarine). */
export const CANNOT_PAY: ReadonlySet<number> = new Set<number>([RESULT.NOT_ENOUGH_RESOURCES, RESULT.NOT_ENOUGH_COINS, RESULT.NOT_ENOUGH_RUBIES, RESULT.NOT_ENOUGH_SPECIAL_CURRENCY]);

const levelLabel = (b: CastleBuilding) => `${BUILDINGS[b.name!].label} (level ${b.level})`;

/** What a round did, or why it did nothing, as a console line. */
export type UpgradeOutcome = { kind: 'started' | 'busy' | 'short' | 'done' | 'missing'; line: string };

/**
 * One round: enters the castle and starts the first upgrade the list still wants, on the lowest-level
 * building of that name. Says why when it starts nothing.
 */
export function upgradeNext(client: GameClient, castle: Castle, goals: UpgradeGoal[]): Promise<UpgradeOutcome> {
  return client.inCastle(castle, (jaa) => upgradeIn(client, castle, jaa, goals));
}

/** The same inside a castle already joined (`jaa`, from within `client.inCastle`). */
export async function upgradeIn(client: GameClient, castle: Castle, jaa: JoinedCastle, goals: UpgradeGoal[]): Promise<UpgradeOutcome> {
  const buildings = readBuildings(jaa);
  const busyLine = (what: string): UpgradeOutcome => ({ kind: 'busy', line: `In ${castle.name}, ${what}; the next upgrade waits for it.` });
  const free = readFreeSlots(jaa.gca?.scl) ?? readFreeSlots(await client.send('scl', {})) ?? 0;
  if (free === 0) {
    const busy = buildings.find((b) => b.upgradingTo !== null);
    return busyLine(busy?.name ? `the ${levelLabel(busy)} is being upgraded` : 'every construction slot is busy');
  }
  const missing: string[] = [];
  for (const goal of goals) {
    const same = buildings.filter((b) => b.name === goal.name);
    if (same.length === 0) {
      missing.push(BUILDINGS[goal.name].label);
      continue;
    }
    const next = same.filter((b) => b.upgradingTo === null && b.level < goal.level).sort((a, b) => a.level - b.level)[0];
    if (!next) continue;
    try {
      const reply = await client.send('eup', { OID: next.objectId, PWR: 0, PO: -1 });
      const row = reply.O?.[0];
      const to = Array.isArray(row) && typeof row[16] === 'number' ? buildingOf(row[16])?.level : undefined;
      return { kind: 'started', line: `Started upgrading the ${levelLabel(next)} in ${castle.name} to level ${to ?? next.level + 1} (goal ${goal.level}).` };
    } catch (err) {
      if (!(err instanceof GameError)) throw err;
      if (err.result === RESULT.NO_FREE_CONSTRUCTION_SLOT) return busyLine('every construction slot is busy');
      if (CANNOT_PAY.has(err.result)) return { kind: 'short', line: `Not enough resources in ${castle.name} to upgrade the ${levelLabel(next)}; trying again next round.` };
      if (err.result === RESULT.NOT_UPGRADEABLE || err.result === RESULT.INVALID_OBJECT_STATE) continue;
      throw err;
    }
  }
  if (missing.length > 0) return { kind: 'missing', line: `${castle.name} has no ${missing.join(', ')}; those entries of the upgrade list are skipped.` };
  return { kind: 'done', line: `Every building on the upgrade list in ${castle.name} has reached its level.` };
}
