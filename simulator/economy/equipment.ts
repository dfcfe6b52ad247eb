/**
 * The equipment no commander wears (`gei {}`, EmpireCore commanders/models/equipment.py:100-330,
 * CastleEquipmentData.parse_GEI) and the auto-sell rules (`asg {}` read, `aes {ECS}` set; EmpireCore
 * commanders/models/auto_sell.py). A new account holds two items, drawn from the seed; a won fight may
 * drop one more (a draw of its own per fight, so the world's other draws stay as they were), which the
 * server sells at once for coins when an auto-sell rule names its slot and rarity, as the live rules do.
 *
 * Not live (no public source gives them): the items an account starts with and their graphics, the drop
 * chance (one in four won fights), an item's price (50 coins per rarity step); items carry no bonuses,
 * set, gem or expiry, and no command wears or sells one by hand (`eeq`, `seq`). Gems are not modelled:
 * `asg.GCS` is empty and `ags` unknown.
 */
import type { OwnSystemReads } from '@shared/game-wire/own-systems';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { CommandError } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { createRng, hashKey, type Rng } from '../core/rng';

/**
 * An item as `[id, slot, wearer, rarity, graphic, bonuses, uniqueId, setId, enchantment, duration, gemId, type]` (EmpireCore equipment.py `_EQUIPMENT_ROW`).
 */
export type EquipmentRow = [number, number, number, number, number, [], number, number, number, number, number, number];
export type EquipmentState = { items: EquipmentRow[]; autoSell: Array<[number, number]>; nextId: number };

/**
 * The equipment's part of the player record (session/player-record.ts composes the slices): the items not worn and the auto-sell rules, drawn from the seed on
 * first use.
 */
export type EquipmentSlice = { equipment?: EquipmentState };

/** Slots armour, weapon, helmet, artifact and rarities common to legendary (EmpireCore enums/commanders.py). */
const SLOTS = [1, 2, 3, 4] as const;
const RARITIES = [1, 2, 3, 4] as const;
/** The slots the auto-sell dialog offers (EmpireCore auto_sell.py `AUTO_SELL_SLOTS`, AutoSellEquipmentsVO.SLOT_ORDER). */
const AUTO_SELL_SLOTS = [6, 3, 1, 2, 4] as const;
const COMMANDER = 2;
const GENERATED = 0;
const DROP_CHANCE = 0.25;
const COINS_PER_RARITY = 50;

function newItem(state: EquipmentState, rng: Rng): EquipmentRow {
  const id = state.nextId++;
  return [id, rng.pick(SLOTS), COMMANDER, rng.pick(RARITIES), rng.int(1, 20), [], 0, -1, 0, -1, -1, GENERATED];
}

export function equipmentOf(player: PlayerCore & EquipmentSlice, seed: number): EquipmentState {
  if (player.equipment) return player.equipment;
  const rng = createRng(hashKey(seed, 'equipment', player.zone, player.name));
  const state: EquipmentState = { items: [], autoSell: [], nextId: 1 };
  state.items.push(newItem(state, rng), newItem(state, rng));
  player.equipment = state;
  return state;
}

/** A won fight (its movement's id keeps the draw its own): maybe an item, kept or sold by the rules. */
export function dropAfterWin(player: PlayerCore & EquipmentSlice, seed: number, fightId: number): void {
  const rng = createRng(hashKey(seed, 'drop', player.zone, player.name, fightId));
  if (rng.next() >= DROP_CHANCE) return;
  const state = equipmentOf(player, seed);
  const item = newItem(state, rng);
  if (state.autoSell.some(([slot, rarity]) => slot === item[1] && rarity === item[3])) player.coins += COINS_PER_RARITY * item[3];
  else state.items.push(item);
}

export const EQUIPMENT_ANSWERS: Handlers<'gei' | 'asg' | 'aes'> = {
  gei: (ctx, player): OwnSystemReads['gei']['res'] => ({ I: equipmentOf(player, ctx.seed).items }),

  asg: (ctx, player): OwnSystemReads['asg']['res'] => ({ ECS: equipmentOf(player, ctx.seed).autoSell, GCS: [] }),

  aes: (ctx, player, req) => {
    const rows = req.ECS;
    // The dialog's boxes: slots 1-4 and the hero's 6, rarities 1-4 (a hero's 10-13); hero items never drop here.
    const valid = (row: unknown): row is [number, number] =>
      Array.isArray(row) &&
      row.length === 2 &&
      (AUTO_SELL_SLOTS as readonly unknown[]).includes(row[0]) &&
      Number.isInteger(row[1]) &&
      row[1] >= 1 &&
      row[1] <= 13;
    if (!Array.isArray(rows) || !rows.every(valid))
      throw new CommandError('ECS must list [slot, rarity] rows the auto-sell dialog offers', RESULT.INVALID_PARAMETER_VALUE);
    equipmentOf(player, ctx.seed).autoSell = rows.map(([slot, rarity]) => [slot, rarity]);
    return {};
  },
};
