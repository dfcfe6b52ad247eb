/** A sized attack's waves as `cra` sends them, and the tools a bot may plan with when other bots of the account booked some. */
import { describe, expect, test } from 'bun:test';
import type { AttackWave } from '@shared/combat/auto-fill';
import { UNIT } from '@shared/game-wire/ids';
import { Ledger } from '../reservations/ledger';
import { sizedWaves } from './attack-waves';
import { toolsAt } from './sized-targets';

const LADDER = 614;
const RAM = 611;

describe('sizedWaves', () => {
  test('each flank sends its units and tools in every slot the level opens, an empty one as [-1, 0]', () => {
    const wave: AttackWave = {
      L: { units: [[UNIT.SPEARMAN, 20]], tools: [[LADDER, 3]] },
      M: { units: [[UNIT.SPEARMAN, 40]], tools: [[RAM, 2]] },
      R: { units: [[UNIT.SPEARMAN, 15]], tools: [] },
    };
    // Level 12: one unit slot a side, two in the middle; one tool slot a side, two in the middle (EmpireCore combat/capacity.py).
    const { waves, sent } = sizedWaves([wave, { ...wave, M: { units: [], tools: [] } }], 12);
    expect(sent).toBe(75 + 35);
    expect(waves[0]).toEqual({
      L: { T: [[LADDER, 3]], U: [[UNIT.SPEARMAN, 20]] },
      R: { T: [[-1, 0]], U: [[UNIT.SPEARMAN, 15]] },
      M: {
        T: [
          [RAM, 2],
          [-1, 0],
        ],
        U: [
          [UNIT.SPEARMAN, 40],
          [-1, 0],
        ],
      },
    });
    expect(waves[1]!.M).toEqual({
      T: [
        [-1, 0],
        [-1, 0],
      ],
      U: [
        [-1, 0],
        [-1, 0],
      ],
    });
    // Level 13: the middle opens four unit slots.
    expect(sizedWaves([wave], 13).waves[0]!.M.U).toHaveLength(4);
  });
});

describe('toolsAt', () => {
  test('the tools at home less those another bot of the account booked since the reading; its own bookings are its own', () => {
    const ledger = new Ledger();
    const castle = { id: 7, details: { tools: [[LADDER, 10] as const, [RAM, 2] as const] } };
    const readAt = ledger.mark();
    expect(
      ledger.claim('other', 7, { troops: 50, [`tool:${LADDER}`]: 6, [`tool:${RAM}`]: 2 }, { troops: 200, [`tool:${LADDER}`]: 10, [`tool:${RAM}`]: 2 }, readAt),
    ).not.toBeNull();
    expect(toolsAt(ledger, 'me', castle, readAt)).toEqual([[LADDER, 4]]);
    expect(toolsAt(ledger, 'other', castle, readAt)).toEqual([
      [LADDER, 10],
      [RAM, 2],
    ]);
    // More than is left is not claimed.
    expect(ledger.claim('me', 7, { [`tool:${LADDER}`]: 5 }, { [`tool:${LADDER}`]: 10 }, readAt)).toBeNull();
  });
});
