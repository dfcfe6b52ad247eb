/** What the bot reads of an opened battle report (battle-reports.ts outcomeOf): its loot figures are wood, stone and food only. */
import { describe, expect, test } from 'bun:test';
import type { BattleLogShort } from '@shared/game-wire/battle-logs';
import { outcomeOf } from './battle-reports';

/** A won camp fight's short log, its loot row as a live one carries coins beside the resources (CitadelOps Server/Reports/Parsers_test.go at 0f5b08e). */
const report: BattleLogShort = {
  MID: 7,
  LID: 7,
  MT: 6,
  DW: 0,
  MS: '2+2+0',
  AI: { AT: 2, X: 410, Y: 512, K: 0, N: '', DP: -1, DL: 3, KL: 0, WL: 0, GL: 0, TL: 0, ML: 0 },
  PBI: [
    [
      42,
      0,
      60,
      -4,
      [
        ['W', 120],
        ['S', 110],
        ['F', 100],
        ['C1', 45],
      ],
      0,
      0,
    ],
    [-1, 1, 30, -30, [], 0, 0],
  ],
  PI: [],
  H: 3,
  PS: 10,
};

describe('outcomeOf', () => {
  test('coins in a report’s loot row are not counted as loot: the figures stay wood, stone and food', () => {
    expect(outcomeOf(report, 42, 100_000)).toEqual({
      messageId: 7,
      x: 410,
      y: 512,
      kingdomId: 0,
      foughtAt: 90_000,
      won: true,
      loot: { wood: 120, stone: 110, food: 100 },
      lost: 4,
    });
  });
});
