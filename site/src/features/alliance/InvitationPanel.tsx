/** An invitation: what it is for, then join (with the accounts to share) or decline. */
import { Fragment, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { profileQuery } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { errorMessage, toast } from '../toasts/store';
import { invitationMessages } from './alliance.messages';
import { AccountChoice } from './AccountChoice';
import { viewerZone, whenIn } from './format';
import { acceptInvitation, declineInvitation, lookAtInvitation, type InvitationLook } from './queries';
import { FormError } from '../../components/ui/FormError';

/** Marks where the inviter's and the space's names go in the sentence, so each is set in bold where the language puts it. */
const BY = '\u0001';
const SPACE = '\u0002';

export function InvitationPanel({ code, onJoined, onDone }: { code: string; onJoined: (spaceId: string) => void; onDone: () => void }) {
  const m = useMessages(invitationMessages);
  const zone = viewerZone(useStore(profileQuery.store).data?.timeZone);
  const [look, setLook] = useState<InvitationLook | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [accounts, setAccounts] = useState<string[]>([]);
  const [busy, setBusy] = useState<'join' | 'decline' | null>(null);

  useEffect(() => {
    let live = true;
    lookAtInvitation(code)
      .then((l) => live && setLook(l))
      .catch((err) => live && setProblem(errorMessage(err, m.readFailed)));
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
        toast.success(m.joined({ name: look!.space.name }));
        onJoined(joined.space_id);
      } else {
        await declineInvitation(code);
        toast.success(m.declined);
        onDone();
      }
    } catch (err) {
      setProblem(errorMessage(err, what === 'join' ? m.joinFailed : m.declineFailed));
    }
    setBusy(null);
  }

  return (
    <section className="card stack alliance-invitation" aria-labelledby="alliance-invitation-title">
      <h2 id="alliance-invitation-title">{m.title}</h2>
      {!look && !problem && <p className="muted">{m.reading}</p>}
      <FormError message={problem} />
      {look && (
        <>
          <p>
            {m
              .invites({ by: BY, space: SPACE, alliance: look.space.game_alliance, server: look.space.server, until: whenIn(zone, look.expires_at) })
              .split(/([\u0001\u0002])/)
              .map((part, i) =>
                part === BY ? (
                  <strong key={i}>
                    <bdi>{look.invited_by}</bdi>
                  </strong>
                ) : part === SPACE ? (
                  <strong key={i}>
                    <bdi>{look.space.name}</bdi>
                  </strong>
                ) : (
                  <Fragment key={i}>{part}</Fragment>
                ),
              )}
          </p>
          {look.already_member ? (
            <p>{m.alreadyMember}</p>
          ) : (
            <AccountChoice server={look.space.server} chosen={accounts} onChange={setAccounts} legend={m.share} />
          )}
        </>
      )}
      <div className="row">
        {look && !look.already_member && (
          <>
            <button type="button" className="button button-primary" aria-disabled={busy !== null} onClick={() => void act('join')}>
              {busy === 'join' ? m.joining : m.join}
            </button>
            <button type="button" className="button" aria-disabled={busy !== null} onClick={() => void act('decline')}>
              {busy === 'decline' ? m.declining : m.decline}
            </button>
          </>
        )}
        <button type="button" className="button button-ghost" onClick={onDone}>
          {m.back}
        </button>
      </div>
    </section>
  );
}
