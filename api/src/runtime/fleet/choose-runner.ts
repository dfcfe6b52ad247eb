/**
 * Where a new session goes (fleet-runtime.ts: a start, a move, a Test login): the least-loaded runner,
 * by its share of capacity, that has room for the bots and takes new placements. Taking them means heard
 * from lately and not draining (`usable`), and ready: a runner announces `ready: false` while the game's
 * network document does not answer it (runner-readiness.ts), and sessions placed there would not log in.
 * A record without the flag is a runner from before it (a rolling upgrade): ready.
 *
 * Sessions already on an unready runner stay there; only new ones go elsewhere.
 */
export type Candidate = { id: string; capacity: number; load: number; usable: boolean; ready?: boolean };

/** The runner that takes `bots` more, or null when none can; never `except`. */
export function leastLoaded(candidates: Iterable<Candidate>, bots: number, except?: string): string | null {
  let best: { id: string; share: number } | null = null;
  for (const c of candidates) {
    if (c.id === except || !c.usable || c.ready === false) continue;
    if (c.load + bots > c.capacity) continue;
    const share = c.load / c.capacity;
    if (!best || share < best.share) best = { id: c.id, share };
  }
  return best?.id ?? null;
}
