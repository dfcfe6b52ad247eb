/**
 * The game's things a console line names: targets, events, temporary servers, event shops and their
 * currencies, and a target with its level and place. Plain words: the game's own localized names are used
 * only where they are known for sure.
 */
import { defineMessages, params } from '../i18n/messages';

export const targetWords = defineMessages('bot-lines/targets', {
  robberBaronCamp: 'robber baron castle',
  fortress: 'fortress',
  seaFort: 'storm fort',
  khanCamp: 'Khan camp',
  berimondTower: 'Berimond watchtower',
  nomadCamp: 'Nomad camp',
  samuraiCamp: 'Samurai camp',
  invaderCamp: 'foreign castle',
  berimondInvasionCamp: 'Berimond invasion camp',
  daimyoCastle: 'Daimyo castle',
  daimyoTownship: 'Daimyo township',
  bloodcrowCamp: 'Bloodcrow castle',
  nomadInvasionKhan: 'Nomad invasion (Khan camps)',
  battleForBerimond: 'Battle for Berimond',
  nomadInvasion: 'Nomad invasion',
  samuraiInvasion: 'Samurai invasion',
  foreignInvasion: 'Foreign Invasion or Bloodcrow invasion',
  berimondInvasion: 'Berimond invasion',
  outerRealms: 'Outer Realms',
  beyondTheHorizon: 'Beyond the Horizon',
  nomadShop: 'Nomad shop',
  samuraiShop: 'Samurai shop',
  khanTablets: 'khan tablets',
  samuraiTokens: 'samurai tokens',
  /** A target on the map: its kind, level and place (coordinates as the game writes them, without separators). */
  levelled: params('{label} (level {level}) at {x}:{y}'),
  unlevelled: params('{label} at {x}:{y}'),
  campAt: params('camp at {x}:{y}'),
});
