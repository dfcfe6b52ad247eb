/**
 * The pieces many console lines share: resources, kingdoms, durations and a castle's stores. A line
 * takes them as nested messages (shared/src/i18n/said.ts `phrase`), so each reader reads them in their
 * language within the line's sentence.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const lineWords = defineMessages('bot-lines/words', {
  wood: 'wood',
  stone: 'stone',
  food: 'food',
  /** A castle's three stores, always all three (the console's "1,200 wood, 300 stone, 0 food"). */
  resources: params('{wood} wood, {stone} stone, {food} food'),
  /** Soldiers counted in a line that counts something else too (its own plural): "home with 40 soldiers; lost 1 soldier". */
  soldiers: plural({ one: '{count} soldier', other: '{count} soldiers' }),
  /** Coins counted in a line that counts something else too: "for 720 coins (upkeep budget 1,400 of 2,800 coins)". */
  coins: plural({ one: '{count} coin', other: '{count} coins' }),
  /** A distance on the map in fields, in a line that counts something else. */
  fields: plural({ one: '{count} field', other: '{count} fields' }),
  /** Durations as the console has always written them: 45s, 3m 20s, 2h 5m. */
  seconds: params('{s}s'),
  minutes: params('{m}m {s}s'),
  hours: params('{h}h {m}m'),
  greatEmpire: 'Great Empire',
  burningSands: 'Burning Sands',
  everwinterGlacier: 'Everwinter Glacier',
  firePeaks: 'Fire Peaks',
  stormIslands: 'Storm Islands',
  berimond: 'Berimond',
  kingdomNumber: params('kingdom {id}'),
  /** Lists of parts: a part, then the rest of the list (itself such a list, or the last part). */
  listSemicolon: params('{first}; {rest}'),
  listComma: params('{first}, {rest}'),
  listAnd: params('{first} and {rest}'),
  /** The kingdoms as the attack bots' plans name them in English (their ids); other languages say the name. */
  sands: 'sands',
  ice: 'ice',
  fire: 'fire',
  storm: 'storm',
  berimondId: 'berimond',
});
