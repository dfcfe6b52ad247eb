/**
 * A behaviour's console line keeps its message beside its English: the army home with its loot (a line
 * with a nested list of resources), the attack sent (a nested target, a nested duration) and a session
 * line read back in German and Polish as the console reads them (shared/src/i18n/said.ts `textOf`).
 */
import { expect, test } from 'bun:test';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { said, textOf, type Said } from '@shared/i18n/said';
import { readLineMessage } from '@shared/console';
import { attackLines } from '@shared/bot-lines/attacks.messages';
import { sessionLines } from '@shared/bot-lines/session.messages';
import { homecoming } from '../actions/homecoming';
import { durationPart, formatDuration, formatResources, resourcesPart, soldiersPart } from './format';
import { targetPart } from './line-words';
import type { LineNote } from '../types';

loadCatalogue();

/** What the console stores and streams: the message, read back as well formed (the wire's check). */
const stored = (line: Said) => readLineMessage(JSON.parse(JSON.stringify(line.message)));

test('an army home with loot: the English as before, German and Polish from the message', () => {
  const lines: Array<{ line: string | Said; note?: LineNote }> = [];
  const trips = homecoming({ log: (line, note) => void lines.push({ line, note }), endUnseen: () => {} });
  trips.left({ x: 1040, y: 311 }, 'camp', 40);
  const out = {
    id: 7,
    type: 'return',
    castleId: 1,
    lordId: null,
    troops: 40,
    arrivesAt: 0,
    target: { x: 1040, y: 311 },
    loot: { wood: 1200, stone: 300, food: 0 },
  };
  trips.look([out] as never);
  trips.look([]);
  const home = lines[0]!.line as Said;
  expect(home.text).toBe(`Army home with loot: ${formatResources({ wood: 1200, stone: 300, food: 0 })}.`);
  expect(home.text).toBe('Army home with loot: 1,200 wood, 300 stone, 0 food.');
  expect(home.message.key).toBe('bot-lines/attacks.homeWithLoot');
  expect(lines[0]!.note?.outcome).toMatchObject({ kind: 'attack-home', loot: { wood: 1200, stone: 300, food: 0 } });
  expect(textOf('de', stored(home), home.text)).toBe('Eine Armee ist mit Beute zurückgekehrt: 1.200 Holz, 300 Stein, 0 Nahrung.');
  expect(textOf('pl', stored(home), home.text)).toBe('Armia wróciła z łupem: drewno: 1200, kamień: 300, żywność: 0.');
});

test('an attack sent: a target and a duration nested in the line, coordinates as the game writes them, soldiers counted as each language counts', () => {
  const ms = (3 * 60 + 20) * 1000;
  const line = said(attackLines, 'attackingArrives', {
    target: targetPart('robber baron castle', 12, 1040, 311),
    count: 1500,
    duration: durationPart(ms),
    today: '3',
  });
  expect(line.text).toBe(`Attacking the robber baron castle (level 12) at 1040:311 with 1,500 soldiers; arrives in ${formatDuration(ms)}. (attacks today: 3)`);
  expect(textOf('de', stored(line), line.text)).toBe(
    'Der Bot greift das Ziel Raubritterburg (Stufe 12) bei 1040:311 mit 1.500 Soldaten an; die Armee kommt in 3 Min. 20 s an. (Angriffe heute: 3)',
  );
  expect(textOf('pl', stored(line), line.text)).toBe(
    'Atakuję cel: zamek barona rozbójnika (poziom 12) na 1040:311, wysyłam 1500 żołnierzy; dotrą za 3 min 20 s. (ataki dzisiaj: 3)',
  );
});

test('a count takes its plural form in each language: "lost 1 soldier", never "lost 1 soldiers" (issue 64); a second count is a part with its own', () => {
  const loot = resourcesPart({ wood: 10, stone: 0, food: 0 });
  const lostOne = said(attackLines, 'homeWithLootLost', { loot, count: 1 });
  expect(lostOne.text).toBe('Army home with loot: 10 wood, 0 stone, 0 food; lost 1 soldier.');
  expect(said(attackLines, 'homeWithLootLost', { loot, count: 2 }).text).toBe('Army home with loot: 10 wood, 0 stone, 0 food; lost 2 soldiers.');
  expect(textOf('de', stored(lostOne), lostOne.text)).toBe('Eine Armee ist mit Beute zurückgekehrt: 10 Holz, 0 Stein, 0 Nahrung; 1 Soldat ging verloren.');
  // Polish: one, few (2–4), many (5 and up) take three forms of the noun.
  const sent = (count: number) => textOf('pl', stored(said(attackLines, 'troopsSent', { count, from: 'A', castle: 'B', kingdom: 'K' })), '');
  expect([1, 3, 5].map(sent)).toEqual([
    'Wysłano 1 żołnierza z zamku A do zamku B (K).',
    'Wysłano 3 żołnierzy z zamku A do zamku B (K).',
    'Wysłano 5 żołnierzy z zamku A do zamku B (K).',
  ]);
  const home = said(attackLines, 'homeEmptyLost', { soldiers: soldiersPart(1), count: 1 });
  expect(home.text).toBe('Army home with 1 soldier and no loot: lost 1 soldier.');
  // Czech counts the soldiers home as 1 voják, 3 vojáci, 5 vojáků.
  const cs = (n: number) => textOf('cs', stored(said(attackLines, 'homeEmptyLost', { soldiers: soldiersPart(n), count: 2 })), '');
  expect([1, 3, 5].map(cs)).toEqual(
    [1, 3, 5].map((n, i) => `Armáda je doma bez kořisti, vrátilo se: ${n} ${['voják', 'vojáci', 'vojáků'][i]}; ztraceno vojáků: 2.`),
  );
});

test('Arabic counts soldiers in its own forms: the noun alone for 1, the dual for 2, then 3–10, 11–99 and 100 each their own', () => {
  // The names slotted in are isolated in Arabic (FSI … PDI); the count is not.
  const route = 'من \u2068A\u2069 إلى \u2068B\u2069 (\u2068K\u2069).';
  const sent = (count: number) => textOf('ar', stored(said(attackLines, 'troopsSent', { count, from: 'A', castle: 'B', kingdom: 'K' })), '');
  expect([1, 2, 5, 11, 100].map(sent)).toEqual(['جندي واحد', 'جنديان', '5 جنود', '11 جنديًا', '100 جندي'].map((soldiers) => `أُرسل ${soldiers} ${route}`));
  // A lone count as the object of a verb is accusative: one and two change, the rest read as above.
  const needed = (count: number) => textOf('ar', stored(said(attackLines, 'adviceNeedSoldiers', { count })), '');
  expect([1, 2, 11].map(needed)).toEqual(
    ['جنديًا واحدًا', 'جنديين', '11 جنديًا'].map((soldiers) => `لا إعداد لهذا البوت يتيح الهجوم: يتطلب ذلك ${soldiers} في القلعة.`),
  );
});

test('a session line with names as given; a part this reader cannot make keeps the whole line English', () => {
  const line = said(sessionLines, 'loggedIn', { username: 'Ser Ada', server: 'DE1' });
  expect(line.text).toBe('Logged in as Ser Ada on DE1.');
  expect(textOf('de', stored(line), line.text)).toBe('Der Bot ist als Ser Ada auf DE1 angemeldet.');
  expect(textOf('pl', stored(line), line.text)).toBe('Zalogowano jako Ser Ada na serwerze DE1.');
  const newer = { key: 'bot-lines/attacks.homeFrom', params: { target: { key: 'bot-lines/targets.notYetKnown' } } };
  expect(textOf('de', newer, 'Army home from the dragon lair.')).toBe('Army home from the dragon lair.');
});
