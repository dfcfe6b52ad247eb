/**
 * The tax collector, in the live game's commands: `txi` to read it, `txc {TR:29}` to bring the coins in
 * when it is back, `txs {TT, TX:3}` to send it out when it is idle (EmpireCore castle/models/tax.py;
 * GGE-BOT externalEventHelper.js plays the same on the temporary servers).
 */
import { TAX_DURATIONS_S } from '@shared/game-wire/ids';
import { readTax } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';

/**
 * The tax collector type for an interval: the longest of the types 0-4 that fits it (type 0, ten game
 * minutes, is free; 1-4 cost a tenth of their income; 5 and 6 cost rubies: EmpireCore tax.py:19-34).
 */
export function taxTypeFor(everyMinutes: number): number {
  let type = 0;
  for (let t = 1; t <= 4; t++) if (TAX_DURATIONS_S[t]! <= everyMinutes * 60) type = t;
  return type;
}

/** One look at the collector: the coins brought in, or the round it was sent out for (game ms), or neither. */
export async function tendTaxes(client: GameClient, now: number, everyMinutes: number): Promise<{ collected?: number; sentForMs?: number }> {
  // The collector's time left is counted from when the game said it: asked afresh each time.
  const tax = readTax(await client.send('txi', {}), now);
  if (tax?.state === 'ready') {
    const { CT } = await client.send('txc', { TR: 29 });
    return { collected: CT ?? 0 };
  }
  if (tax?.state === 'none' || tax === null) {
    const type = taxTypeFor(everyMinutes);
    await client.send('txs', { TT: type, TX: 3 });
    return { sentForMs: TAX_DURATIONS_S[type]! * 1000 };
  }
  return {};
}
