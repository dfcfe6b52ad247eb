/**
 * The generals hub's part of the EmpireCore run (conformance/reads_hub.py): the account is given the
 * knight's offerings its paid spin spends, and each step's detail is checked against the world after the
 * run, so a reply EmpireCore read as something else fails here.
 */
import { expect } from 'bun:test';
import { FREE_SPIN_COOLDOWN_GAME_MS } from '../economy/generals-hub';
import type { PlayerRecord } from '../session/player-record';
import { realMs } from '../core/rules';

/** Three of the knight's offerings (KTK) held at login, as won attacks earn them: the driver spends two. */
export function setUpHub(me: PlayerRecord): void {
  me.currencies = { ...me.currencies, KTK: 3 };
}

export function expectGeneralsHub(detail: (step: string) => string, me: PlayerRecord, timeScale: number): void {
  // Nothing was spun before gcs: every character's free spin waits.
  expect(detail('generals_hub')).toBe('gcs: 1 FOA 1 LFO 0, 2 FOA 1 LFO 0, 3 FOA 1 LFO 0');
  const hub = me.generalsHub!;
  expect(hub.draws).toBe(3);
  const spins = detail('generals_hub_spins');
  // The free spin's time as the world took it, and the cooldown EmpireCore read from the served game data.
  expect(spins).toStartWith(
    `sct free 1: LFO ${Math.floor(hub.lastFree[1]! / 1000)}, cooldown ${Math.round(realMs(FREE_SPIN_COOLDOWN_GAME_MS, timeScale) / 1000)} s, draws `,
  );
  expect(spins).toEndWith(`; KTK held ${me.currencies?.KTK}`);
  // Every shard drawn is held (the account had none before).
  const drawn = [...spins.matchAll(/(S[A-Z]{2}) (\d+) \(R\d\)/g)].reduce((sum, m) => sum + Number(m[2]), 0);
  const shards = Object.entries(me.currencies ?? {}).filter(([key]) => ['STL', 'SLE', 'SAL', 'SHT', 'SOM', 'SAI'].includes(key));
  expect(drawn).toBe(shards.reduce((sum, [, n]) => sum + n, 0));
}
