/** Change a user's plan: a plan and a reason (required; it goes into the audit log with the admin's name). */
import { useId, useState, type FormEvent } from 'react';
import type { PlanTier } from '@shared/plans';
import { useMessages } from '../../lib/i18n';
import { errorMessage, toast } from '../toasts/store';
import { planChoices, reasonProblem } from './plan-change';
import { PLAN_REASON_LENGTH } from '@shared/limits';
import type { AdminUserDetail } from './queries';
import { changeUserPlan } from './user-actions';
import { planChangeMessages } from './users.messages';

type Props = { userId: string; current: string; onChanged: (user: AdminUserDetail) => void };

export function PlanChangeForm({ userId, current, onChanged }: Props) {
  const id = useId();
  const m = useMessages(planChangeMessages);
  const [plan, setPlan] = useState<PlanTier>((current as PlanTier) ?? 'starter');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = reasonProblem(reason, m);
    if (problem) {
      setError(problem);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await changeUserPlan(userId, plan, reason.trim());
      toast.success(m.changed);
      setReason('');
      onChanged(user);
    } catch (err) {
      // The API's words: a paid plan cannot be lowered, the reason is too short…
      setError(errorMessage(err, m.failed));
    }
    setBusy(false);
  }

  return (
    <form className="stack admin-plan-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{m.title}</h3>
      <p className="hint">{m.hint}</p>
      <div className="field">
        <label htmlFor={`${id}-plan`}>{m.plan}</label>
        <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as PlanTier)}>
          {planChoices(m).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{m.reason}</label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={PLAN_REASON_LENGTH.max}
          required
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-reason-hint`}
          onChange={(e) => setReason(e.target.value)}
        />
        {error ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : (
          <p className="hint" id={`${id}-reason-hint`}>
            {m.reasonHint({ min: PLAN_REASON_LENGTH.min })(PLAN_REASON_LENGTH.max)}
          </p>
        )}
      </div>
      <div className="row">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? m.changing : m.change}
        </button>
      </div>
    </form>
  );
}
