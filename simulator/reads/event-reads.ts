/**
 * EmpireCore's reads of events, a boss dungeon's attack pre-calculation and the map searches (shapes in
 * shared/src/game-wire/event-reads.ts), gathered into one table that commands.ts spreads into its own.
 */
import type { EventReadName } from '@shared/game-wire/event-reads';
import type { Handlers } from '../core/command-context';
import { bossDungeonInfo } from '../army/attack-info';
import { BATTLE_GROUND_ANSWERS } from '../events/battle-ground';
import { LEADERBOARD_ANSWERS } from '../events/leaderboards';
import { MAP_SEARCH_ANSWERS } from '../map/map-searches';
import { TEMP_SERVER_SCORE_ANSWERS } from '../events/temp-server-scores';

export const EVENT_READ_ANSWERS: Handlers<EventReadName> = {
  ...LEADERBOARD_ANSWERS,
  ...MAP_SEARCH_ANSWERS,
  ...TEMP_SERVER_SCORE_ANSWERS,
  ...BATTLE_GROUND_ANSWERS,
  abi: bossDungeonInfo,
};
