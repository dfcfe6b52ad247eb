/**
 * A busy map made up for the frame benchmark (bench/map-frames.ts) and the tests: castles, targets and
 * armies spread over a rectangle of 101 tiles a side, as a bot's map read would hold them at most, with
 * every kind, verdict and army kind. The same seed gives the same map, so each run measures the same.
 */
import {
  MAP_ARMY_KINDS,
  MAP_TARGET_KINDS,
  MAP_VERDICTS,
  mapTargetId,
  type AccountMap,
  type MapArmy,
  type MapCastle,
  type MapTarget,
} from '@shared/account-map';

/** A small seeded generator (mulberry32): numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPAN = 101;
const ORIGIN = { x: 400, y: 300 };

export function sampleMap({ targets, armies, now, seed = 1 }: { targets: number; armies: number; now: number; seed?: number }): AccountMap {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const tile = () => ({ x: ORIGIN.x + Math.floor(next() * SPAN), y: ORIGIN.y + Math.floor(next() * SPAN) });
  const castles: MapCastle[] = [
    { id: 1, name: 'castle-1', kingdomId: 0, x: ORIGIN.x + 50, y: ORIGIN.y + 50 },
    { id: 2, name: 'castle-2', kingdomId: 0, x: ORIGIN.x + 20, y: ORIGIN.y + 80 },
  ];
  const placed = new Map<string, MapTarget>();
  while (placed.size < Math.min(targets, SPAN * SPAN)) {
    const { x, y } = tile();
    const id = mapTargetId(0, x, y);
    const verdict = pick(MAP_VERDICTS);
    const cooling = next() < 0.4;
    placed.set(id, {
      id,
      kingdomId: 0,
      x,
      y,
      kind: pick(MAP_TARGET_KINDS),
      level: Math.floor(next() * 70) + 1,
      cooldownUntil: cooling ? now + Math.floor(next() * 3_600_000) : 0,
      verdict,
      ...(verdict === 'tooStrong' && { needed: Math.floor(next() * 5000) + 100 }),
    });
  }
  const moving: MapArmy[] = Array.from({ length: armies }, (_, i) => {
    const kind = pick(MAP_ARMY_KINDS);
    const castle = pick(castles);
    const away = tile();
    const outwards = kind === 'attack' || kind === 'support' || kind === 'transport' || kind === 'travel';
    const departedAt = next() < 0.1 ? null : now - Math.floor(next() * 600_000);
    return {
      id: i + 1,
      kind,
      kingdomId: 0,
      from: outwards ? { x: castle.x, y: castle.y } : away,
      to: outwards ? away : { x: castle.x, y: castle.y },
      departedAt,
      arrivesAt: now + Math.floor(next() * 900_000) + 5_000,
      troops: Math.floor(next() * 3000) + 50,
    };
  });
  return { accountId: 'sample', readAt: now, updatedAt: now, castles, targets: [...placed.values()], armies: moving };
}
