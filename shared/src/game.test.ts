import { expect, test } from 'bun:test';
import { GAME_SERVERS, zoneOf } from './game';

test('built-in zones: the ones public clients show, and one zone per server', () => {
  // docs/game.md "Servers (live)", and a public client's copy of the live network document for the rest.
  expect(['INT1', 'DE1', 'GB1', 'US1', 'WORLD1', 'LT1', 'SA1', 'ES2', 'INT3'].map((s) => zoneOf(s as (typeof GAME_SERVERS)[number]))).toEqual([
    'EmpireEx',
    'EmpireEx_2',
    'EmpireEx_19',
    'EmpireEx_21',
    'EmpireEx_46',
    'EmpireEx_29',
    'EmpireEx_32',
    'EmpireEx_38',
    'EmpireEx_43',
  ]);
  expect(new Set(GAME_SERVERS.map(zoneOf)).size).toBe(GAME_SERVERS.length);
});
