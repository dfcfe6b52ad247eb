import { expect, test } from 'bun:test';
import type { AccountMap, MapArmy, MapTarget } from '@shared/account-map';
import { readCatalogue } from '@shared/i18n/catalogue-files';
import { messagesIn } from '@shared/i18n/messages';
import {
  armyCaption,
  armyPosition,
  armyProgress,
  armyRows,
  arrivalText,
  kingdomName,
  kingdomsOf,
  shownIn,
  startKingdom,
  targetCaption,
  targetName,
  targetRows,
  targetSummary,
  timeLeft,
  verdictText,
} from './facts';
import { mapMessages } from './map.messages';

const NOW = Date.parse('2026-12-01T12:00:00Z');

const target = (over: Partial<MapTarget> = {}): MapTarget => ({
  id: '0:10:20',
  kingdomId: 0,
  x: 10,
  y: 20,
  kind: 'baron',
  level: 12,
  cooldownUntil: 0,
  verdict: 'beatable',
  ...over,
});
const army = (over: Partial<MapArmy> = {}): MapArmy => ({
  id: 1,
  kind: 'attack',
  kingdomId: 0,
  from: { x: 0, y: 0 },
  to: { x: 10, y: 0 },
  departedAt: NOW - 60_000,
  arrivesAt: NOW + 60_000,
  troops: 1200,
  ...over,
});

const map: AccountMap = {
  accountId: 'a1',
  readAt: NOW - 30_000,
  updatedAt: NOW,
  castles: [
    { id: 7, name: 'Lord Castle', kingdomId: 0, x: 0, y: 0 },
    { id: 8, name: 'Sand Keep', kingdomId: 1, x: 300, y: 300 },
  ],
  targets: [
    target(),
    target({ id: '1:310:300', kingdomId: 1, x: 310, y: 300, kind: 'fortress', cooldownUntil: NOW + 90_000, verdict: 'tooStrong', needed: 2500 }),
    target({ id: '10:5:5', kingdomId: 10, x: 5, y: 5, kind: 'tower' }),
  ],
  armies: [army(), army({ id: 2, kind: 'incoming', attacker: 'Black Knight', from: { x: 40, y: 40 }, to: { x: 0, y: 0 }, arrivesAt: NOW + 5_000 })],
};

test('the kingdoms come in the game’s order, and a map opens on the focused target’s', () => {
  expect(kingdomsOf(map)).toEqual([0, 1, 10]);
  expect(kingdomsOf({ ...map, castles: [], targets: [target({ kingdomId: 3 }), target({ kingdomId: 2 }), target({ kingdomId: 42 })], armies: [] })).toEqual([
    2, 3, 42,
  ]);
  expect(startKingdom(map, null)).toBe(0);
  expect(startKingdom(map, '1:310:300')).toBe(1);
  expect(startKingdom(map, 'nowhere')).toBe(0);
  expect(kingdomName(2)).toBe('Everwinter Glacier');
  expect(kingdomName(42)).toBe('Kingdom 42');
  const sands = shownIn(map, 1);
  expect([sands.castles.length, sands.targets.length, sands.armies.length]).toEqual([1, 1, 0]);
});

test('a target is named as the game names it in its kingdom', () => {
  expect(targetName(target())).toBe('Robber baron castle');
  expect(targetName(target({ kingdomId: 1 }))).toBe('Desert tower');
  expect(targetName(target({ kingdomId: 3 }))).toBe('Cultists tower');
  expect(targetName(target({ kind: 'seaFort', kingdomId: 4 }))).toBe('Storm fort');
});

test('time left reads to the second under an hour, then in hours and days', () => {
  expect(timeLeft(0)).toBe('0 s');
  expect(timeLeft(44_100)).toBe('45 s');
  expect(timeLeft(200_000)).toBe('3 min 20 s');
  expect(timeLeft(2 * 3_600_000 + 5 * 60_000)).toBe('2 h 5 min');
  expect(timeLeft(76 * 3_600_000)).toBe('3 d 4 h');
});

test('cooldowns count down to ready, and verdicts say what a too strong target needs', () => {
  const rows = targetRows(shownIn(map, 1).targets, NOW);
  expect(rows).toEqual([
    {
      id: '1:310:300',
      name: 'Fortress',
      level: '12',
      position: '310:300',
      cooldown: 'ready in 1 min 30 s',
      verdict: 'Too strong: needs 2,500 soldiers',
      ready: false,
    },
  ]);
  expect(targetRows(shownIn(map, 1).targets, NOW + 90_000)[0]!.cooldown).toBe('Ready');
  expect(targetSummary(map.targets[1]!, NOW)).toBe('Fortress · level 12 · 310:300 · ready in 1 min 30 s · Too strong: needs 2,500 soldiers');
  expect(targetSummary(target({ level: null }), NOW)).toBe('Robber baron castle · 10:20 · Ready · Beatable');
  expect(targetCaption(map.targets[1]!, NOW)).toBe('12 · 1 min 30 s');
  expect(targetCaption(map.targets[1]!, NOW + 90_000)).toBe('12');
  expect(targetCaption(target({ level: null }), NOW)).toBe('');
  expect(verdictText(target({ verdict: 'tooStrong', needed: null }))).toBe('Too strong');
  expect(verdictText(target({ verdict: 'tooStrong', needed: 1 }))).toBe('Too strong: needs 1 soldier');
  expect(verdictText(target({ verdict: 'unknown' }))).toBe('Not judged');
  expect(verdictText(target({ verdict: 'lost' }))).toBe('Lost before');
});

test('the list puts ready targets first, then by the time they are ready', () => {
  const targets = [
    target({ id: 'late', cooldownUntil: NOW + 600_000 }),
    target({ id: 'soon', cooldownUntil: NOW + 10_000 }),
    target({ id: 'high', level: 40 }),
    target({ id: 'low', level: 3 }),
  ];
  expect(targetRows(targets, NOW).map((row) => row.id)).toEqual(['low', 'high', 'soon', 'late']);
});

test('an army moves along its way by time, and is drawn short of its goal when its start is unknown', () => {
  expect(armyProgress(army(), NOW)).toBe(0.5);
  expect(armyPosition(army(), NOW)).toEqual({ x: 5, y: 0 });
  expect(armyPosition(army(), NOW + 120_000)).toEqual({ x: 10, y: 0 });
  expect(armyPosition(army(), NOW - 120_000)).toEqual({ x: 0, y: 0 });
  expect(armyProgress(army({ departedAt: null }), NOW)).toBeNull();
  expect(armyPosition(army({ departedAt: null }), NOW)).toEqual({ x: 8.5, y: 0 });
  expect(arrivalText(army(), NOW)).toBe('arrives in 1 min 0 s');
  expect(arrivalText(army(), NOW + 60_000)).toBe('Arrived');
  expect(armyCaption(army(), NOW)).toBe('1 min 0 s');
  expect(armyCaption(army(), NOW + 60_000)).toBe('Arrived');
});

test('the armies’ rows name their ends and attacker, soonest first', () => {
  const rows = armyRows(shownIn(map, 0), NOW);
  expect(rows).toEqual([
    { id: 2, name: 'Incoming attack by Black Knight', soldiers: '1,200', from: '40:40', to: 'Lord Castle (0:0)', arrival: 'arrives in 5 s', hostile: true },
    { id: 1, name: 'Our attack', soldiers: '1,200', from: 'Lord Castle (0:0)', to: '10:0', arrival: 'arrives in 1 min 0 s', hostile: false },
  ]);
});

test('in German and Arabic: the words from the translation files, numbers as each language writes them', () => {
  const { catalogue } = readCatalogue();
  const de = messagesIn('de', mapMessages, catalogue);
  expect(timeLeft(200_000, de, 'de')).toBe('3 Min. 20 s');
  expect(targetRows([target({ verdict: 'tooStrong', needed: 2500, cooldownUntil: NOW + 5_000 })], NOW, de, 'de')[0]).toMatchObject({
    name: 'Raubritterburg',
    cooldown: 'bereit in 5 s',
    verdict: 'Zu stark: braucht 2.500 Soldaten',
  });
  expect(kingdomName(0, de)).toBe('Großes Imperium');
  const ar = messagesIn('ar', mapMessages, catalogue);
  // Latin digits in Arabic, as the rest of the site writes them.
  expect(armyRows(shownIn(map, 0), NOW, ar, 'ar')[0]!.soldiers).toBe('1,200');
});
