/**
 * The game's names in console lines, as messages each reader reads in their language. The plans, shops
 * and servers name their things in English where they are defined (and the tests read those lines), so
 * the words are found here by that English name; a name not listed goes into the line as it is.
 */
import type { LineMessage, LineParam } from '@shared/console';
import { targetWords } from '@shared/bot-lines/targets.messages';
import { lineWords } from '@shared/bot-lines/words.messages';
import { phrase } from '@shared/i18n/said';

type WordKey = keyof typeof targetWords.base;

const BY_NAME: Record<string, WordKey> = {
  'robber baron castle': 'robberBaronCamp',
  fortress: 'fortress',
  'storm fort': 'seaFort',
  'Khan camp': 'khanCamp',
  'Berimond watchtower': 'berimondTower',
  'Nomad camp': 'nomadCamp',
  'Samurai camp': 'samuraiCamp',
  'foreign castle': 'invaderCamp',
  'Berimond invasion camp': 'berimondInvasionCamp',
  'Daimyo castle': 'daimyoCastle',
  'Daimyo township': 'daimyoTownship',
  'Bloodcrow castle': 'bloodcrowCamp',
  'Nomad invasion (Khan camps)': 'nomadInvasionKhan',
  'Battle for Berimond': 'battleForBerimond',
  'Nomad invasion': 'nomadInvasion',
  'Samurai invasion': 'samuraiInvasion',
  'Foreign Invasion or Bloodcrow invasion': 'foreignInvasion',
  'Berimond invasion': 'berimondInvasion',
  'Outer Realms': 'outerRealms',
  'Beyond the Horizon': 'beyondTheHorizon',
  'Nomad shop': 'nomadShop',
  'Samurai shop': 'samuraiShop',
  'khan tablets': 'khanTablets',
  'samurai tokens': 'samuraiTokens',
};

/** A game name (a target kind, an event, a shop) as a message when it is one of ours, else as it is. */
export function gameWord(name: string): LineParam {
  const key = BY_NAME[name];
  return key ? phrase(targetWords, key) : name;
}

/** A target on the map as the console names it: "robber baron camp (level 12) at 1040:311". */
export function targetPart(label: string, level: number | null, x: number, y: number): LineMessage {
  // Coordinates as strings: the game (and the English line) writes 1040, not 1,040.
  const at = { label: gameWord(label), x: String(x), y: String(y) };
  return level === null ? phrase(targetWords, 'unlevelled', at) : phrase(targetWords, 'levelled', { ...at, level: String(level) });
}

const KINGDOM_WORDS: Record<number, keyof typeof lineWords.base> = {
  0: 'greatEmpire',
  1: 'burningSands',
  2: 'everwinterGlacier',
  3: 'firePeaks',
  4: 'stormIslands',
  10: 'berimond',
};

/** A kingdom by its id, as `kingdomName` names it. */
export function kingdomPart(id: number): LineMessage {
  const key = KINGDOM_WORDS[id];
  return key ? phrase(lineWords, key) : phrase(lineWords, 'kingdomNumber', { id: String(id) });
}

/** A resource's name (wood, stone, food) as a message; another name as it is. */
export function resourceWord(name: string): LineParam {
  return name === 'wood' || name === 'stone' || name === 'food' ? phrase(lineWords, name) : name;
}
