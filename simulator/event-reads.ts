/**
 * EmpireCore's reads of events, a boss dungeon's attack pre-calculation and the map searches (shapes in
 * shared/src/game-wire/event-reads.ts), gathered into one table that commands.ts spreads into its own.
 */
import type { EventReadName } from '@shared/game-wire/event-reads';
import type { Handlers } from './command-context';
import { bossDungeonInfo } from './attack-info';
import { BATTLE_GROUND_ANSWERS } from './battle-ground';
import { LEADERBOARD_ANSWERS } from './leaderboards';
import { MAP_SEARCH_ANSWERS } from './map-searches';
import { TEMP_SERVER_SCORE_ANSWERS } from './temp-server-scores';

export const EVENT_READ_ANSWERS: Handlers<EventReadName> = {
  ...LEADERBOARD_ANSWERS,
  ...MAP_SEARCH_ANSWERS,
  ...TEMP_SERVER_SCORE_ANSWERS,
  ...BATTLE_GROUND_ANSWERS,
  abi: bossDungeonInfo,
};
