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
import { said, type Said } from '@shared/i18n/said';
import { economyLines } from '@shared/bot-lines/economy.messages';

/** What the game answers when the castle cannot pay: resources, coins, rubies, or a special currency (the Storm Islands' cargo chain is paid in aquamarine). */
export const CANNOT_PAY: ReadonlySet<number> = new Set<number>([
  RESULT.NOT_ENOUGH_RESOURCES,
  RESULT.NOT_ENOUGH_COINS,
  RESULT.NOT_ENOUGH_RUBIES,
  RESULT.NOT_ENOUGH_SPECIAL_CURRENCY,
]);

// A building by the game's English name, and its level (as the English line writes it).
const building = (b: CastleBuilding) => ({ building: BUILDINGS[b.name!].label, level: String(b.level) });

/** What a round did, or why it did nothing, as a console line. */
export type UpgradeOutcome = { kind: 'started' | 'busy' | 'short' | 'done' | 'missing'; line: Said };

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
  const busyLine = (upgrading?: CastleBuilding): UpgradeOutcome => ({
    kind: 'busy',
    line: upgrading
      ? said(economyLines, 'upgradeBusy', { castle: castle.name, ...building(upgrading) })
      : said(economyLines, 'slotsBusy', { castle: castle.name }),
  });
  const free = readFreeSlots(jaa.gca?.scl) ?? readFreeSlots(await client.send('scl', {})) ?? 0;
  if (free === 0) {
    const busy = buildings.find((b) => b.upgradingTo !== null);
    return busyLine(busy?.name ? busy : undefined);
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
      return {
        kind: 'started',
        line: said(economyLines, 'upgradeStarted', { ...building(next), castle: castle.name, to: String(to ?? next.level + 1), goal: String(goal.level) }),
      };
    } catch (err) {
      if (!(err instanceof GameError)) throw err;
      if (err.result === RESULT.NO_FREE_CONSTRUCTION_SLOT) return busyLine();
      if (CANNOT_PAY.has(err.result)) return { kind: 'short', line: said(economyLines, 'upgradeShort', { castle: castle.name, ...building(next) }) };
      if (err.result === RESULT.NOT_UPGRADEABLE || err.result === RESULT.INVALID_OBJECT_STATE) continue;
      throw err;
    }
  }
  if (missing.length > 0) return { kind: 'missing', line: said(economyLines, 'upgradeMissing', { castle: castle.name, buildings: missing.join(', ') }) };
  return { kind: 'done', line: said(economyLines, 'upgradesDone', { castle: castle.name }) };
}
