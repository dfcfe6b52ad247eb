/**
 * Sets an account's daily budget: attacks, map tiles read and hours online a day, each empty for no cap.
 * The API checks the values; its message (in the page's language) is shown under the field it is about.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { BUDGET_BOUNDS, BUDGET_FIGURES, RISK_NORMS, type BudgetFigure, type DailyBudget } from '@shared/risk';
import { Dialog } from '../../components/ui/Dialog';
import { ApiError } from '../../lib/api';
import type { GameAccount } from '../../lib/data';
import { messagesNow, useMessages } from '../../lib/i18n';
import { errorMessage, toast } from '../toasts/store';
import { accountTitle } from './display';
import { budgetForm, saveBudget, type BudgetForm } from './risk';
import { budgetDialogMessages } from './risk.messages';
import { CancelAndSubmit } from '../../components/ui/CancelAndSubmit';
import { intlLocale } from '@shared/i18n/intl';

type Props = { account: GameAccount; budget: DailyBudget | null; onClose: () => void };

export function BudgetDialog({ account, budget, onClose }: Props) {
  const m = useMessages(budgetDialogMessages);
  return (
    <Dialog open={budget !== null} onClose={onClose} title={m.title({ account: accountTitle(account) })}>
      {budget && <BudgetFields account={account} budget={budget} onClose={onClose} />}
    </Dialog>
  );
}

/** The norm a person rarely passes, in the cap's unit, for the hint. */
const NORM: Record<BudgetFigure, number> = {
  attacks: RISK_NORMS.attacks.raised,
  mapTiles: RISK_NORMS.mapTiles.raised,
  onlineHours: RISK_NORMS.onlineMinutes.raised / 60,
};

function BudgetFields({ account, budget, onClose }: { account: GameAccount; budget: DailyBudget; onClose: () => void }) {
  const id = useId();
  const m = useMessages(budgetDialogMessages);
  const [form, setForm] = useState<BudgetForm>(() => budgetForm(budget));
  const [error, setError] = useState<{ field: BudgetFigure | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<BudgetFigure, HTMLInputElement | null>>>({});
  useEffect(() => {
    if (error?.field) refs.current[error.field]?.focus();
  }, [error]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await saveBudget(account.id, form);
      toast.success(messagesNow(budgetDialogMessages).saved);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setError({ field: fieldOf(err.field), message: err.message });
      else {
        toast.error(errorMessage(err, messagesNow(budgetDialogMessages).failed));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  }

  const number = (n: number) => new Intl.NumberFormat(intlLocale(document.documentElement.lang || 'en')).format(n);
  const hint = (f: BudgetFigure) => {
    const values = { min: number(BUDGET_BOUNDS[f].min), max: number(BUDGET_BOUNDS[f].max), norm: number(NORM[f]) };
    return f === 'attacks' ? m.attacksHint(values) : f === 'mapTiles' ? m.mapTilesHint(values) : m.onlineHoursHint(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className="hint">{m.intro}</p>
      {error && error.field === null && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
      {BUDGET_FIGURES.map((f) => {
        const message = error?.field === f ? error.message : null;
        return (
          <div className="field" key={f}>
            <label htmlFor={`${id}-${f}`}>{m[f]}</label>
            <input
              ref={(el) => {
                refs.current[f] = el;
              }}
              id={`${id}-${f}`}
              className="risk-budget-input"
              type="number"
              inputMode="numeric"
              min={BUDGET_BOUNDS[f].min}
              max={BUDGET_BOUNDS[f].max}
              step={1}
              value={form[f]}
              aria-invalid={Boolean(message)}
              aria-describedby={[message && `${id}-${f}-error`, `${id}-${f}-hint`].filter(Boolean).join(' ')}
              onChange={(e) => {
                setForm((old) => ({ ...old, [f]: e.target.value }));
                if (error?.field === f) setError(null);
              }}
            />
            {message && (
              <p id={`${id}-${f}-error`} className="field-error" role="alert">
                {message}
              </p>
            )}
            <p id={`${id}-${f}-hint`} className="hint">
              {hint(f)}
            </p>
          </div>
        );
      })}
      <CancelAndSubmit busy={busy} label={m.save} busyLabel={m.saving} cancel={m.cancel} onCancel={onClose} className="accounts-dialog-actions" />
    </form>
  );
}

/** The field a 422 is about: the API names it (`attacks`, `/mapTiles`…); anything else is shown above the fields. */
function fieldOf(field: string | null | undefined): BudgetFigure | null {
  const name = field?.replace(/^\//, '') ?? '';
  return (BUDGET_FIGURES as readonly string[]).includes(name) ? (name as BudgetFigure) : null;
}
