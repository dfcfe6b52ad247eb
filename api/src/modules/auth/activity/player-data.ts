/** The activity log's part of a player's data (lib/player-data.ts): every entry, newest first. */
import type { PlayerDataPart } from '../../../lib/player-data';
import { allActivity } from './list';
import { forgetActivityOf } from './record';

export const activityData = {
  name: 'activity log',
  export: async (userId: string) => ({ activity: await allActivity(userId) }),
  forget: forgetActivityOf,
} satisfies PlayerDataPart;
