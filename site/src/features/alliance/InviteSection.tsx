/** Inviting: a one-time code (shown once), mailed when an address is given; the open invitations and withdrawing them. */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { INVITATION_DAYS } from '@shared/alliances';
import { profileQuery } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { inviteMessages } from './space.messages';
import { errorMessage, toast } from '../toasts/store';
import { runToasted } from '../toasts/toasted-run';
import { viewerZone, whenIn } from './format';
import { fetchInvitations, invite, revokeInvitation, type Invitations } from './queries';

export function InviteSection({ spaceId }: { spaceId: string }) {
  const id = useId();
  const m = useMessages(inviteMessages);
  const zone = viewerZone(useStore(profileQuery.store).data?.timeZone);
  const [email, setEmail] = useState('');
  const [made, setMade] = useState<{ code: string; email: string | null } | null>(null);
  const [open, setOpen] = useState<Invitations>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => setOpen((await fetchInvitations(spaceId)).invitations), [spaceId]);
  useEffect(() => void load().catch(() => undefined), [load]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const created = await invite(spaceId, email.trim() || null);
      setMade({ code: created.code, email: created.email });
      setEmail('');
      setError(null);
      await load();
    } catch (err) {
      setError(errorMessage(err, m.failed));
    }
    setBusy(false);
  }

  async function revoke(invitationId: string) {
    await runToasted(async () => {
      await revokeInvitation(spaceId, invitationId);
      toast.success(m.withdrawn);
      await load();
    }, m.withdrawFailed);
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{m.title}</h3>
      <p className="muted">{m.rules(INVITATION_DAYS)}</p>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>{m.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            autoComplete="off"
            aria-describedby={error ? `${id}-error` : `${id}-help`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <p className="muted field-help" id={`${id}-help`}>
            {m.help}
          </p>
          {error && (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="button button-primary" aria-disabled={busy}>
            {busy ? m.creating : m.create}
          </button>
        </div>
      </form>
      {made && (
        <div className="alliance-code" role="status">
          <p>{made.email ? m.mailedCode({ email: made.email }) : m.code}</p>
          <p>
            <code aria-label={m.codeLabel}>{made.code}</code>
          </p>
        </div>
      )}
      {open.length > 0 && (
        <>
          <h4>{m.open}</h4>
          <ul className="list-plain alliance-invitations" aria-label={m.open}>
            {open.map((i) => (
              <li key={i.id} className="row between">
                <span>{m.until({ who: i.email ?? m.byHand, when: whenIn(zone, i.expires_at) })}</span>
                <button type="button" className="button button-small" onClick={() => void revoke(i.id)}>
                  {m.withdraw}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
