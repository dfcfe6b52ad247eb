/**
 * The bots' part of a player's data (lib/player-data.ts): the bots with their settings (secrets by name
 * only, as the bot list shows them), their console history, schedules and trades. Deleting stops and
 * deletes every bot through the bots' own delete path, which takes its secrets, schedule, trades and
 * console history with it; it runs first, so nothing plays on with an account about to go.
 */
import type { PlayerDataPart } from '../../../lib/player-data';
import type { ConsoleHub } from './console/hub';
import { schedulesOf } from './schedule/service';
import { botIdsOf } from '../records';
import type { Bots } from './service';
import { tradesOf, tradeView } from './trades/service';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export type BotsDataDeps = {
  bots: Pick<Bots, 'list' | 'removeOwned'>;
  /** The console lines the engine keeps for a bot. */
  hub: Pick<ConsoleHub, 'history'>;
};

export const botsData = ({ bots, hub }: BotsDataDeps) =>
  ({
    name: 'bots',
    export: async (userId: string) => {
      const [botViews, schedules, trades] = await Promise.all([bots.list(userId), schedulesOf(userId), tradesOf(userId)]);
      const consoleHistory = await Promise.all(
        botViews.map(async (bot) => ({
          botId: bot.id,
          botName: bot.name,
          lines: (await hub.history(bot.id)).filter((l) => l.text).map((l) => ({ at: new Date(l.at).toISOString(), level: l.level, text: l.text })),
        })),
      );
      return {
        bots: botViews,
        consoleHistory,
        schedules: schedules.map((s) => ({
          botId: String(s._id),
          windows: (s.windows ?? []).map((w) => ({ day: w.day, start: w.start, end: w.end })),
          duringEvent: s.duringEvent === true,
          runUntil: iso(s.runUntil),
        })),
        // As the trade log shows them, but for the reason's message (its English is `reason`).
        trades: trades.map((tr) => {
          const { because: _message, ...view } = tradeView(tr);
          return { botId: String(tr.botId), ...view };
        }),
      };
    },
    forget: async (userId: string) => {
      for (const botId of await botIdsOf(userId)) {
        await bots.removeOwned(userId, botId).catch((err) => {
          // Deleted meanwhile by another request: that is what we wanted.
          if ((err as { status?: number }).status !== 404) throw err;
        });
      }
    },
  }) satisfies PlayerDataPart;
