/**
 * A bot at its account's daily budget (account-meter.ts): it says so in its console ("Paused: 180 attacks
 * today reaches your budget of 180"), the player gets one notification for the account's pause (not one per
 * bot), the session may log out while every bot of the account rests, and the bot waits, without failing,
 * until the next UTC day or a higher budget.
 */
import { riskLines } from '@shared/bot-lines/risk.messages';
import { said, type Said } from '@shared/i18n/said';
import type { BudgetFigure } from '@shared/risk';
import type { AccountMeter, BudgetReachedError } from './account-meter';
import type { LineNote } from '../types';
import type { NotificationKind } from '../wire';
import type { LineMessage } from '@shared/console';

export type BudgetPause = { meter: AccountMeter; firstPause(figure: BudgetFigure): boolean };

type PauseDeps = {
  io: { notify(message: string, kind?: NotificationKind, attack?: undefined, said?: LineMessage): void };
  say(line: Said, note?: LineNote): void;
  budget: BudgetPause;
  username: string;
  /** Tells the session this bot wants no game for now (it logs out when all of the account's bots rest). */
  rest(): void;
  signal: AbortSignal;
};

const PAUSED = { attacks: 'pausedAttacks', mapTiles: 'pausedMapTiles', onlineHours: 'pausedOnlineHours' } as const;

/** The Paused line of a reached budget. */
export function pausedLine(reached: BudgetReachedError, username: string): Said {
  // Hours are a unit ("12 h"); attacks and map tiles are counted, each language's plural forms.
  const done: Record<string, number> = reached.figure === 'onlineHours' ? { done: reached.done } : { count: reached.done };
  return said(riskLines, PAUSED[reached.figure], { ...done, budget: reached.budget, username });
}

/** Says, notifies once and waits; true when the budget allows more again, false when the bot was stopped. */
export async function pauseAtBudget(reached: BudgetReachedError, d: PauseDeps): Promise<boolean> {
  const line = pausedLine(reached, d.username);
  d.say(line, { level: 'warning' });
  if (d.budget.firstPause(reached.figure)) d.io.notify(line.text, 'session', undefined, line.message);
  d.rest();
  if (!(await d.budget.meter.whenOpen(d.signal))) return false;
  d.say(said(riskLines, 'budgetOpen'), { level: 'success' });
  return true;
}
