/**
 * What the player's own rewards give, and the inventories they fill: loot boxes (`gls`) and construction
 * items in storage (`gii`), with the castles whose placed construction items expired (`aec`). The login
 * bonus, the startup bonus (login-rewards.ts) and mercenary missions (mercenaries.ts) grant through
 * `grantReward`; nothing else gives loot boxes or construction items here.
 *
 * Not live: no command opens a loot box (`ole`) or places a construction item on a building (`rpc`), so
 * boxes only pile up, and no placed item exists to expire: `aec` lists every castle with an expired item,
 * which is none. No key progress is kept (`gls.KEY` empty: the client keeps what it knew, EmpireCore
 * player/models/economy.py:85-90). Goods beyond a castle's storage are lost, not kept in lost and found.
 */
import type { OwnSystemReads, RewardObject, RewardRow } from '@shared/game-wire/own-systems';
import type { Handlers } from '../core/command-context';
import type { PlayerCore } from '../core/players';

type ItemRead = 'gls' | 'gii' | 'aec';

function items(player: PlayerCore): NonNullable<PlayerCore['items']> {
  player.items ??= { lootBoxes: {}, construction: {} };
  return player.items;
}

/** A reward row (`mpe`'s form) as the reward object the login bonus lists. */
export function rowAsObject(row: RewardRow): RewardObject {
  const [key, entry] = row;
  if (key === 'LB') return { LB: [entry] };
  if (key === 'CI') return { CI: [entry] };
  return { [key]: [entry] };
}

/** Gives the player everything in a reward object: goods to the first castle (up to its storage), coins, rubies, loot boxes, construction items. */
export function grantReward(player: PlayerCore, reward: RewardObject): void {
  const castle = player.castles[0];
  const goods = [
    ['W', 'wood'],
    ['S', 'stone'],
    ['F', 'food'],
  ] as const;
  for (const [key, field] of goods) {
    for (const amount of reward[key] ?? []) if (castle) castle.resources[field] = Math.min(castle.capacity, castle.resources[field] + amount);
  }
  for (const amount of reward.C1 ?? []) player.coins += amount;
  for (const amount of reward.C2 ?? []) player.rubies += amount;
  const held = items(player);
  for (const [id, amount] of reward.LB ?? []) held.lootBoxes[id] = (held.lootBoxes[id] ?? 0) + amount;
  for (const id of reward.CI ?? []) held.construction[id] = (held.construction[id] ?? 0) + 1;
}

const listOf = (counts: Record<number, number>): Array<[number, number]> =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => [Number(id), n]);

export const ITEM_READ_ANSWERS: Handlers<ItemRead> = {
  gls: (_ctx, player): OwnSystemReads['gls']['res'] => ({ ALL: listOf(items(player).lootBoxes).map(([ID, AMT]) => ({ ID, AMT })), KEY: [] }),

  gii: (_ctx, player): OwnSystemReads['gii']['res'] => ({ CI: listOf(items(player).construction) }),

  aec: (): OwnSystemReads['aec']['res'] => [],
};
