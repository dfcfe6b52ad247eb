/**
 * Analytics' part of a player's data (lib/player-data.ts): deleting removes their days, months and
 * attacks (the active marks name no one). Not in the export: the player reads these figures on their Analytics tab,
 * and they are counts made from the bots' reports, not something the player gave us.
 */
import type { PlayerDataPart } from '../../lib/player-data';
import { BotDayModel, BotMonthModel } from './bot-day.model';
import { AttackModel } from './attack.model';

export const analyticsData = {
  name: 'analytics',
  forget: async (userId: string) => {
    await Promise.all([BotDayModel.deleteMany({ userId }), BotMonthModel.deleteMany({ userId }), AttackModel.deleteMany({ userId })]);
  },
} satisfies PlayerDataPart;
