/**
 * A game account's safety lock, said prominently: why, since when, and Resume (for the account's owner).
 * The account's card and the console of one of its bots both show it; Resume lifts the lock for every
 * bot of the account, then the accounts list is read again (the notice goes with the lock).
 */
import { useState } from 'react';
import { answeredMessage } from '../lib/api';
import { useMessages } from '../lib/i18n';
import { lockReason, resumeAccount, type AccountLock } from '../lib/safety-lock';
import { safetyLockMessages } from '../lib/safety-lock.messages';
import { RelativeTime } from './ui/RelativeTime';
import { fill } from './ui/fill';
import { FormError } from './ui/FormError';
import './safety-lock.css';

type Props = {
  accountId: string;
  /** The account as the player knows it ("Anna – INT1"). */
  account: string;
  lock: AccountLock;
  /** The heading names the account where the page does not already (a bot's console). */
  named?: boolean;
  /** Whether the viewer may resume (an admin reading another player's console may not). */
  canResume?: boolean;
  className?: string;
};

export function SafetyLockNotice({ accountId, account, lock, named = false, canResume = true, className = '' }: Props) {
  const m = useMessages(safetyLockMessages);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const resume = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await resumeAccount(accountId);
    } catch (err) {
      setProblem(m.failed({ message: answeredMessage(err) ?? String(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`safety-lock ${className}`.trim()} role="region" aria-label={named ? m.headingFor({ account }) : m.heading}>
      <p className="safety-lock-heading">
        <strong>{named ? m.headingFor({ account }) : m.heading}</strong>
      </p>
      <p className="safety-lock-reason">{lockReason(lock)}</p>
      <p className="muted safety-lock-since">
        {fill(m.since, { time: <RelativeTime iso={lock.at} /> })} {m.explain}
      </p>
      {canResume && (
        <button
          type="button"
          className="button button-small button-primary safety-lock-resume"
          aria-label={m.resumeLabel({ account })}
          aria-disabled={busy}
          onClick={() => !busy && void resume()}
        >
          {busy ? m.resuming : m.resume}
        </button>
      )}
      <FormError message={problem} />
    </div>
  );
}
