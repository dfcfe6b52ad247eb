/**
 * Seeded randomness. Every random draw in the world comes from a stream derived from the world seed and
 * a stable key (zone, player name, map cell), so one player's actions never shift another's outcomes and
 * a replay of the same commands at the same clock gives the same results.
 */

/** A 32-bit string/number hash (FNV-1a over the joined parts). */
export function hashKey(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * mulberry32 with its state held by the caller, so player streams survive persistence:
 * `next` returns a float in [0, 1) and the state to store for the following draw.
 */
export function mulberryStep(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

export type Rng = {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
};

/** A throwaway stream (map generation) or one bound to a holder whose `rngState` it keeps current. */
export function createRng(seed: number, holder?: { rngState: number }): Rng {
  let state = holder ? holder.rngState : seed >>> 0;
  const next = (): number => {
    const step = mulberryStep(state);
    state = step.state;
    if (holder) holder.rngState = state;
    return step.value;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}
