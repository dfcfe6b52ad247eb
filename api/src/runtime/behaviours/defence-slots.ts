/**
 * The tool slots of a castle's defence (wall, moat, keep) as Castle Defence keeps and refills them
 * (castle-defence.ts): the layout the player set up, merged from each reading, and the slots refilled
 * from stock toward it, with the same tool only (the data tables that say which tool fits a slot are not
 * read by any public client at run time).
 */
import { DEFENCE_TOOL_NAMES } from '@shared/game-wire/ids';
import type { DefenceReading } from '@shared/game-wire/live-data';
import type { UnitCount } from '@shared/game-wire/live-shapes';

/** The slots the player set up, per part of the defence, as the last full reading showed them. */
export type Layout = Pick<DefenceReading, 'wall' | 'moat' | 'keep'>;
type Part = { name: 'wall' | 'moat' | 'keep'; sections: Array<{ key: string; slots: (l: Layout) => UnitCount[] }> };

export const PARTS: Part[] = [
  { name: 'wall', sections: (['L', 'M', 'R'] as const).map((key) => ({ key, slots: (l: Layout) => l.wall[key] })) },
  { name: 'moat', sections: (['L', 'M', 'R'] as const).map((key) => ({ key, slots: (l: Layout) => l.moat[key] })) },
  { name: 'keep', sections: [{ key: 'S', slots: (l: Layout) => l.keep }] },
];

export const hasTools = (l: Layout) => PARTS.some((p) => p.sections.some((s) => s.slots(l).some(([wod, n]) => wod !== -1 && n > 0)));
export const toolName = (wod: number) => DEFENCE_TOOL_NAMES[wod] ?? `tool ${wod}`;
const EMPTY: UnitCount = [-1, 0];

/**
 * The layout to keep: per slot, the tool the player put there and the most of it seen. A slot the player
 * filled with another tool takes the new one; a slot emptied by a fight keeps what it held.
 */
export function mergeLayout(known: Layout | undefined, read: Layout): Layout {
  const merge = (was: UnitCount[] = [], now: UnitCount[]) =>
    Array.from({ length: Math.max(was.length, now.length) }, (_, i): UnitCount => {
      const a = was[i] ?? EMPTY;
      const b = now[i] ?? EMPTY;
      if (b[0] === -1 || b[1] === 0) return a;
      if (a[0] === b[0]) return [a[0], Math.max(a[1], b[1])];
      return b;
    });
  return {
    wall: { L: merge(known?.wall.L, read.wall.L), M: merge(known?.wall.M, read.wall.M), R: merge(known?.wall.R, read.wall.R) },
    moat: { L: merge(known?.moat.L, read.moat.L), M: merge(known?.moat.M, read.moat.M), R: merge(known?.moat.R, read.moat.R) },
    keep: merge(known?.keep, read.keep),
  };
}

/** The slots refilled from stock toward the layout; `stock` is drawn from. Returns the new slots and what was added. */
export function refillSlots(want: UnitCount[], have: UnitCount[], stock: Map<number, number>): { slots: UnitCount[]; added: Map<number, number> } {
  const added = new Map<number, number>();
  const slots = Array.from({ length: Math.max(want.length, have.length) }, (_, i): UnitCount => {
    const w = want[i] ?? EMPTY;
    const h = have[i] ?? EMPTY;
    const sameTool = h[0] === w[0] || h[0] === -1 || h[1] === 0;
    if (w[0] === -1 || !sameTool) return h[0] === -1 ? [...EMPTY] : [h[0], h[1]];
    const current = h[0] === w[0] ? h[1] : 0;
    const take = Math.min(Math.max(0, w[1] - current), stock.get(w[0]) ?? 0);
    if (take <= 0) return current > 0 ? [w[0], current] : [...EMPTY];
    stock.set(w[0], (stock.get(w[0]) ?? 0) - take);
    added.set(w[0], (added.get(w[0]) ?? 0) + take);
    return [w[0], current + take];
  });
  return { slots, added };
}
