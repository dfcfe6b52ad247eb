/** An invitation: what it is for, then join (with the accounts to share) or decline. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { profileQuery } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { AccountChoice } from './AccountChoice';
import { viewerZone, whenIn } from './format';
import { acceptInvitation, declineInvitation, lookAtInvitation, type InvitationLook } from './queries';

export function InvitationPanel({ code, onJoined, onDone }: { code: string; onJoined: (spaceId: string) => void; onDone: () => void }) {
  const zone = viewerZone(useStore(profileQuery.store).data?.timeZone);
  const [look, setLook] = useState<InvitationLook | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [accounts, setAccounts] = useState<string[]>([]);
  const [busy, setBusy] = useState<'join' | 'decline' | null>(null);

  useEffect(() => {
    let live = true;
    lookAtInvitation(code)
      .then((l) => live && setLook(l))
      .catch((err) => live && setProblem(errorMessage(err, 'This invitation could not be read.')));
    return () => {
      live = false;
    };
  }, [code]);

  async function act(what: 'join' | 'decline') {
    if (busy) return;
    setBusy(what);
    try {
      if (what === 'join') {
        const joined = await acceptInvitation(code, accounts);
        toast.success(`You joined ${look!.space.name}`);
        onJoined(joined.space_id);
      } else {
        await declineInvitation(code);
        toast.success('Invitation declined');
        onDone();
      }
    } catch (err) {
      setProblem(errorMessage(err, what === 'join' ? 'You could not join.' : 'The invitation could not be declined.'));
    }
    setBusy(null);
  }

  return (
    <section className="card stack alliance-invitation" aria-labelledby="alliance-invitation-title">
      <h2 id="alliance-invitation-title">Invitation to an alliance space</h2>
      {!look && !problem && <p className="muted">Reading the invitation…</p>}
      {problem && <p className="field-error" role="alert">{problem}</p>}
      {look && (
        <>
          <p>
            <strong>{look.invited_by}</strong> invites you to <strong>{look.space.name}</strong>, the space of the alliance {look.space.game_alliance} on {look.space.server}. The invitation works once, until {whenIn(zone, look.expires_at)}.
          </p>
          {look.already_member ? (
            <p>You are already a member of this space.</p>
          ) : (
            <AccountChoice server={look.space.server} chosen={accounts} onChange={setAccounts} legend="Share these game accounts with the space" />
          )}
        </>
      )}
      <div className="row">
        {look && !look.already_member && (
          <>
            <button type="button" className="button button-primary" aria-disabled={busy !== null} onClick={() => void act('join')}>{busy === 'join' ? 'Joining…' : 'Join the space'}</button>
            <button type="button" className="button" aria-disabled={busy !== null} onClick={() => void act('decline')}>{busy === 'decline' ? 'Declining…' : 'Decline'}</button>
          </>
        )}
        <button type="button" className="button button-ghost" onClick={onDone}>Back to your spaces</button>
      </div>
    </section>
  );
}
