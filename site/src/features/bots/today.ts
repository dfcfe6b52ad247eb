/** Today's counters in words, the same on the dashboard card and the console strip. */
import { countersOn, type BotToday } from '@shared/console';
import { messagesNow } from '../../lib/i18n';
import { todayMessages } from './actions.messages';

export type TodayFigures = { actions: string; loot: string };

/** The counters as of `now` (yesterday's count nothing), in the page's language: "1 action", "12,400 loot". */
export function todayFigures(today: BotToday | null | undefined, now = Date.now(), m = messagesNow(todayMessages)): TodayFigures {
  const { actions, loot } = countersOn(today, now);
  return { actions: m.actions(actions), loot: m.loot(loot) };
}

/** The newer of two readings of today's counters (the stream's, the list's). */
export function newerToday(a: BotToday | null | undefined, b: BotToday | null | undefined): BotToday | null {
  if (!a) return b ?? null;
  if (!b) return a;
  if (a.day !== b.day) return a.day > b.day ? a : b;
  return a.actions + a.loot >= b.actions + b.loot ? a : b;
}
