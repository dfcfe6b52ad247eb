/**
 * The checks of EmpireCore's spying (conformance/reads_spies.py) against the world after the run: the spy
 * log the mission left, its guards and what the spies saw must be what the step read, so a reply EmpireCore
 * read as something else fails here.
 */
import { expect } from 'bun:test';
import type { CastleRecord } from '../core/players';
import type { PlayerRecord } from '../session/player-record';
import { SPY } from '../core/rules';
import { spyRisk } from '../army/spies';

export function expectSpying(detail: (step: string) => string, me: PlayerRecord, enemy: PlayerRecord, enemyCastle: CastleRecord): void {
  const log = me.spyLogs?.at(-1);
  expect(log, 'the spy mission left no log in the mailbox').toBeDefined();
  const { x, y } = enemyCastle;
  // Whether the guards caught the five spies is the seed's roll: the report says so, and lists the army only when they got through.
  const army = log!.caught ? 'None' : String(enemyCastle.troops);
  expect(detail('spying')).toBe(
    `gms ${SPY.startSpies}; ssi (${x},${y}): AS ${SPY.startSpies}, GC ${SPY.castleGuards}, owner ${enemy.playerId}; ` +
      `csm SC 5 SR ${spyRisk(5, SPY.castleGuards, 100, false)}; ` +
      `bsd ${log!.messageId}: lost ${log!.caught ? 'True' : 'False'}, GC ${SPY.castleGuards}, army ${army}, area ${x},${y} of ${enemy.playerId}; aci army ${army}`,
  );
  expect(me.spies ?? SPY.startSpies).toBe(SPY.startSpies - (log!.caught ? 5 : 0));
}
