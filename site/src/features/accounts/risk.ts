/**
 * An account's ban-risk meter as the API answers it (GET /api/accounts/:id/risk), kept fresh while shown:
 * the runtime writes its figures every 30 s, so a look every 15 s is at most one write behind. A saved
 * budget tells every meter of the account on the page to look again at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { BUDGET_FIGURES, type BudgetFigure, type DailyBudget } from '@shared/risk';
import { api, unwrap } from '../../lib/api';
import { mutation } from '../../lib/data';

export type AccountRiskView = Awaited<ReturnType<typeof loadRisk>>;

const REFRESH_MS = 15_000;
const CHANGED = 'castellan:risk-changed';

function loadRisk(accountId: string) {
  return unwrap(api.api.accounts({ id: accountId }).risk.get());
}

export function useAccountRisk(accountId: string | null): AccountRiskView | null {
  const [risk, setRisk] = useState<AccountRiskView | null>(null);
  const load = useCallback(() => {
    if (!accountId) return;
    // A look that fails leaves the last figures shown; the next look tries again.
    loadRisk(accountId).then(setRisk, () => {});
  }, [accountId]);
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    const onChanged = (event: Event) => (event as CustomEvent<string>).detail === accountId && load();
    window.addEventListener(CHANGED, onChanged);
    return () => {
      clearInterval(timer);
      window.removeEventListener(CHANGED, onChanged);
    };
  }, [accountId, load]);
  return risk;
}

/** The form's fields as typed: a whole number, or empty for no cap. */
export type BudgetForm = Record<BudgetFigure, string>;

export const budgetForm = (budget: DailyBudget): BudgetForm =>
  Object.fromEntries(BUDGET_FIGURES.map((f) => [f, budget[f] === null ? '' : String(budget[f])])) as BudgetForm;

/** What is sent: empty is null (no cap); anything else goes as typed, as a number when it reads as one, for the API to check. */
export function budgetPayload(form: BudgetForm): Record<BudgetFigure, number | string | null> {
  return Object.fromEntries(
    BUDGET_FIGURES.map((f) => {
      const typed = form[f].trim();
      return [f, typed === '' ? null : /^\d+$/.test(typed) ? Number(typed) : form[f]];
    }),
  ) as Record<BudgetFigure, number | string | null>;
}

export async function saveBudget(accountId: string, form: BudgetForm): Promise<AccountRiskView> {
  const saved = await mutation(() => unwrap(api.api.accounts({ id: accountId }).budget.put(budgetPayload(form) as never)));
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: accountId }));
  return saved;
}
