/**
 * Sharing one game account's bots (Game Accounts page): whom it is shared with now (each with End
 * sharing, which asks first), and a new one-time code for the permissions chosen, shown once with Copy,
 * or sent by e-mail to the friend's address (a link that accepts it). Below the plan that includes
 * sharing, the dialog says which plan does instead of offering a code the API would refuse.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { PLAN_NAMES, planIncludes } from '@shared/plans';
import { SHARE_PERMISSIONS, SHARING_PLAN, type SharePermission } from '@shared/sharing';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { sharesQuery, type GameAccount } from '../../lib/data';
import { here, messagesNow, useMessages } from '../../lib/i18n';
import { exactTime } from '../../lib/time';
import { usePlan } from '../bots/TemplatePlan';
import { errorMessage, toast } from '../toasts/store';
import { endShare, makeShare } from './actions';
import { shareDialogMessages, sharePermissionMessages } from './sharing.messages';
import './sharing.css';

/** An account as the dialog's title names it (the Game Accounts list's way). */
const accountTitle = (account: { name: string; server: string }) => `${account.name} (${account.server})`;

/** A share being ended: asked first (ConfirmDialog), beside the dialog rather than in it, so its close is its own. */
type Ending = { id: string; who: string };

export function ShareDialog({ account, onClose }: { account: GameAccount | null; onClose: () => void }) {
  const m = useMessages(shareDialogMessages);
  const [ending, setEnding] = useState<Ending | null>(null);
  const confirmEnd = async () => {
    try {
      await endShare(ending!.id);
      toast.success(messagesNow(shareDialogMessages).revoked);
      setEnding(null);
    } catch (err) {
      toast.error(errorMessage(err, messagesNow(shareDialogMessages).failed));
    }
  };
  return (
    <>
      <Dialog open={account !== null} onClose={onClose} title={account ? m.title({ account: accountTitle(account) }) : ''}>
        {account && <ShareForm account={account} onEnd={setEnding} />}
      </Dialog>
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={ending ? m.confirmTitle({ who: ending.who }) : ''}
        cancel={m.keepSharing}
        confirm={m.revoke}
        busyLabel={m.ending}
        onConfirm={confirmEnd}
      >
        <p>{m.confirmBody}</p>
      </ConfirmDialog>
    </>
  );
}

function ShareForm({ account, onEnd }: { account: GameAccount; onEnd: (share: Ending) => void }) {
  const m = useMessages(shareDialogMessages);
  const words = useMessages(sharePermissionMessages);
  const plan = usePlan();
  const id = useId();
  const { data } = useStore(sharesQuery.store);
  const shares = (data ?? []).filter((s) => s.account_id === account.id);
  const [chosen, setChosen] = useState<SharePermission[]>(['console', 'control']);
  const [email, setEmail] = useState('');
  /** The code made, and the address it was mailed to (null: to pass on by hand). */
  const [made, setMade] = useState<{ code: string; until: string; sentTo: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  if (!planIncludes(plan, SHARING_PLAN)) {
    return (
      <div className="stack">
        <p>{m.intro}</p>
        <p>
          {m.needsPlan({ plan: PLAN_NAMES[SHARING_PLAN] })} <a href={here('/pricing')}>{m.seePlans}</a>
        </p>
      </div>
    );
  }

  const make = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await makeShare(account.id, chosen, email.trim() || undefined);
      setMade({ code: answer.code, until: answer.share.expires_at ?? '', sentTo: answer.share.invited });
    } catch (err) {
      toast.error(errorMessage(err, messagesNow(shareDialogMessages).failed));
    } finally {
      setBusy(false);
    }
  };
  const end = async (shareId: string, done: string) => {
    try {
      await endShare(shareId);
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err, messagesNow(shareDialogMessages).failed));
    }
  };
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(m.copied);
    } catch {
      toast.error(m.copyFailed);
    }
  };

  return (
    <div className="stack share-dialog">
      <p>{m.intro}</p>
      <section aria-labelledby={`${id}-current`} className="stack">
        <h3 id={`${id}-current`}>{m.current}</h3>
        {shares.length === 0 ? (
          <p className="muted">{m.none}</p>
        ) : (
          <ul className="list-plain share-list">
            {shares.map((s) => (
              <li key={s.id} className="share-item">
                <span>
                  <strong>
                    {s.with ??
                      (s.invited
                        ? m.invited({ email: s.invited, date: exactTime(s.expires_at ?? s.created_at) })
                        : m.waiting({ date: exactTime(s.expires_at ?? s.created_at) }))}
                  </strong>
                  <span className="muted share-what">{s.permissions.map((p) => words[p]).join(' · ')}</span>
                </span>
                {s.with ? (
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={m.revokeLabel({ who: s.with })}
                    onClick={() => onEnd({ id: s.id, who: s.with! })}
                  >
                    {m.revoke}
                  </button>
                ) : (
                  <button type="button" className="button button-small" aria-label={m.withdrawLabel} onClick={() => void end(s.id, m.withdrawn)}>
                    {m.withdraw}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {made ? (
        <section aria-labelledby={`${id}-code`} className="stack share-code">
          {made.sentTo && (
            <>
              <h3>{m.sentTitle}</h3>
              <p role="status" className="share-sent-to">
                {m.sentTo({ email: made.sentTo, date: exactTime(made.until) })}
              </p>
            </>
          )}
          <h3 id={`${id}-code`}>{m.codeTitle}</h3>
          <output className="share-code-value" aria-labelledby={`${id}-code`}>
            {made.code}
          </output>
          <p className="hint">{made.sentTo ? m.codeAlso : m.codeHint({ date: exactTime(made.until) })}</p>
          <button type="button" className="button button-small" onClick={() => void copy(made.code)}>
            {m.copy}
          </button>
        </section>
      ) : (
        <form className="stack" onSubmit={(e) => void make(e)}>
          <fieldset className="stack share-permissions">
            <legend>{m.permissions}</legend>
            {SHARE_PERMISSIONS.map((p) => (
              <label key={p} className="checkbox">
                <input
                  type="checkbox"
                  checked={chosen.includes(p)}
                  disabled={p === 'console'}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, p] : chosen.filter((c) => c !== p))}
                />
                <span>
                  {words[p]}
                  {p === 'console' && <span className="muted"> {m.always}</span>}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-email`}>{m.emailLabel}</label>
            <input
              id={`${id}-email`}
              type="email"
              value={email}
              maxLength={254}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-email-hint`}
              onChange={(e) => setEmail(e.target.value)}
            />
            <p className="hint" id={`${id}-email-hint`}>
              {m.emailHint}
            </p>
          </div>
          <div className="row">
            <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
              {email.trim() ? (busy ? m.sending : m.sendInvite) : busy ? m.making : m.makeCode}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
