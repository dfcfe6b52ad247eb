/**
 * The pool a wave is drawn from, ported from EmpireCore combat/solver.py:100-151 (`Inventory`): the fill
 * takes out what it places, so one pool fills every wave of an attack without spending a unit twice.
 */
import { soldierStats, type Stack } from './camp-defence';

export type Inventory = Map<number, number>;

/** A pool of these stacks; empty stacks are left out (solver.py:108-109). */
export function inventoryOf(stacks: Iterable<Stack>): Inventory {
  const pool: Inventory = new Map();
  for (const [id, n] of stacks) if (n > 0) pool.set(id, (pool.get(id) ?? 0) + n);
  return pool;
}

/** Takes up to `limit` of a stack out of the pool and says how many it took (solver.py:119-133, `deduct`). */
export function deduct(pool: Inventory, wodId: number, limit: number): number {
  const taken = Math.min(Math.max(0, limit), pool.get(wodId) ?? 0);
  if (taken) {
    const left = pool.get(wodId)! - taken;
    if (left) pool.set(wodId, left);
    else pool.delete(wodId);
  }
  return taken;
}

/** Soldiers left in the pool, tools not counted (solver.py:114-117, `soldier_count`). */
export function soldierCount(pool: Inventory): number {
  let n = 0;
  for (const [id, count] of pool) if (soldierStats(id)) n += count;
  return n;
}

/** The pool's stacks in wod-id order, the order the fill scans them in (solver.py:216-219). */
export function byWodId(pool: Inventory): Array<[number, number]> {
  return [...pool].sort((a, b) => a[0] - b[0]);
}

/**
 * A copy holding only the stacks `keep` accepts; `restore` puts what is left of it back (solver.py:135-148,
 * the client's `createFilteredInventory` / `applyInventoryChanges`).
 */
export function filtered(pool: Inventory, keep: (wodId: number) => boolean): { part: Inventory; restore: () => void } {
  const part: Inventory = new Map([...pool].filter(([id]) => keep(id)));
  const restore = () => {
    for (const id of [...pool.keys()]) if (keep(id)) pool.delete(id);
    for (const [id, n] of part) pool.set(id, n);
  };
  return { part, restore };
}
