/**
 * An account's ban-risk figures for today, read from the day-count store where the runtime writes them
 * (runtime/risk/account-meter.ts), set against the norms (shared/src/risk.ts); and the player's daily budget.
 */
import { dayOf } from '@shared/day';
import { said } from '@shared/i18n/said';
import { riskLines } from '@shared/bot-lines/risk.messages';
import {
  BUDGET_COUNTS,
  BUDGET_FIGURES,
  budgetOf,
  budgetStops,
  NO_FIGURES,
  RISK_FIGURES,
  riskOf,
  type AccountRisk,
  type DailyBudget,
  type RiskFigures,
  type RiskReason,
} from '@shared/risk';
import { RISK_COUNTERS, riskOwner, type DayCounter, type DayCounts } from '../../../runtime';
import type { GameAccountDocument } from '../account.model';

/**
 * Where the day's counts are read: the bots' day-count store (bots/day-counts/), which the bots module
 * opens here when it loads (bots/spec.ts), so accounts import nothing of bots (bots import accounts).
 */
export const riskCounts: { read: ((owner: string, counters: readonly DayCounter[], day: string) => Promise<DayCounts>) | null } = { read: null };

/** A reason in words: the figure, and what a person rarely passes. */
export function reasonSaid(reason: RiskReason) {
  if (reason.figure === 'onlineMinutes') return said(riskLines, 'onlineMinutes', { hours: Math.round(reason.value / 6) / 10, norm: reason.norm / 60 });
  return said(riskLines, reason.figure, { count: reason.value, norm: reason.norm });
}

/** Today's figures of the account as written (at most one meter tick behind the runtime's own count). */
export async function figuresOf(accountId: string, now = Date.now()): Promise<{ day: string; figures: RiskFigures }> {
  const day = dayOf(now);
  if (!riskCounts.read) throw new Error('risk meter: no day-count store was opened (the bots module is not loaded)');
  const { counts } = await riskCounts.read(riskOwner(accountId), RISK_COUNTERS, day);
  const figures = { ...NO_FIGURES };
  for (const figure of RISK_FIGURES) figures[figure] = counts[`risk:${figure}`] ?? 0;
  return { day, figures };
}

export async function riskOfAccount(account: GameAccountDocument, now = Date.now()): Promise<AccountRisk> {
  const { day, figures } = await figuresOf(account.id, now);
  const { level, reasons } = riskOf(figures);
  const budget: DailyBudget = budgetOf(account.budget);
  return {
    day,
    figures,
    level,
    reasons: reasons.map((reason) => ({ ...reasonSaid(reason), level: reason.level })),
    budget,
    reached: BUDGET_FIGURES.filter((figure) => budgetStops(budget, figure, figures[BUDGET_COUNTS[figure]], 1)),
  };
}
