/** Members: who is in, their roles and shared accounts; your own shared accounts; appointing, removing and inviting where you may. */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ROLE_NAMES, type AllianceAction } from '@shared/alliances';
import { profileQuery } from '../../lib/data';
import { errorMessage, toast } from '../toasts/store';
import { AccountChoice } from './AccountChoice';
import { InviteSection } from './InviteSection';
import { fetchMembers, removeMember, setRole, shareAccounts, type Members } from './queries';
import type { SpaceDetail } from './SpaceView';

export function MembersTab({ space, can, onChanged }: { space: SpaceDetail; can: (a: AllianceAction) => boolean; onChanged: () => Promise<void> }) {
  const me = useStore(profileQuery.store).data?.user.id;
  const [members, setMembers] = useState<Members | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setMembers((await fetchMembers(space.id)).members);
    } catch (err) {
      setProblem(errorMessage(err, 'Could not load the members.'));
    }
  }, [space.id]);
  useEffect(() => void load(), [load]);

  async function act(key: string, run: () => Promise<{ members: Members }>, done: string) {
    if (busy) return;
    setBusy(key);
    try {
      setMembers((await run()).members);
      toast.success(done);
      await onChanged();
    } catch (err) {
      toast.error(errorMessage(err, 'That did not work'));
    }
    setBusy(null);
  }

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="alliance-members-title">
        <h3 id="alliance-members-title">Members</h3>
        {problem && <p className="field-error" role="alert">{problem}</p>}
        {!members && !problem && <p className="muted">Loading the members…</p>}
        {members && (
          <ul className="list-plain alliance-members" aria-label="Members">
            {members.map((m) => (
              <li key={m.user_id} className="alliance-member">
                <div>
                  <strong>{m.name}</strong>{m.user_id === me ? ' (you)' : ''} <span className="state-badge">{ROLE_NAMES[m.role]}</span>
                  {m.read_only && <span className="state-badge alliance-read-only">Read-only</span>}
                  <p className="muted alliance-meta">{m.accounts.length ? `Shares ${m.accounts.map((a) => a.label).join(', ')}` : 'Shares no game account'}</p>
                </div>
                {m.user_id !== me && m.role !== 'owner' && (
                  <div className="row alliance-member-actions">
                    {can('manage-officers') && m.role === 'member' && <button type="button" className="button button-small" aria-disabled={busy !== null} onClick={() => void act(`o${m.user_id}`, () => setRole(space.id, m.user_id, 'officer'), `${m.name} is an officer now`)}>Make officer</button>}
                    {can('manage-officers') && m.role === 'officer' && <button type="button" className="button button-small" aria-disabled={busy !== null} onClick={() => void act(`m${m.user_id}`, () => setRole(space.id, m.user_id, 'member'), `${m.name} is a member now`)}>Make member</button>}
                    {can('manage-officers') && !m.read_only && <button type="button" className="button button-small" aria-disabled={busy !== null} onClick={() => void act(`h${m.user_id}`, () => setRole(space.id, m.user_id, 'owner'), `${m.name} owns the space now`)}>Hand over</button>}
                    {can('remove-members') && (m.role === 'member' || can('manage-officers')) && (
                      <button type="button" className="button button-small button-danger" aria-label={`Remove ${m.name}`} aria-disabled={busy !== null} onClick={() => void act(`r${m.user_id}`, () => removeMember(space.id, m.user_id), `${m.name} removed`)}>Remove</button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {can('share-accounts') && <MyAccounts space={space} onSaved={load} />}
      {can('invite') && <InviteSection spaceId={space.id} />}
    </div>
  );
}

function MyAccounts({ space, onSaved }: { space: SpaceDetail; onSaved: () => Promise<void> }) {
  const [chosen, setChosen] = useState<string[]>(space.your_accounts);
  const [busy, setBusy] = useState(false);
  async function save() {
    if (busy) return;
    setBusy(true);
    try {
      await shareAccounts(space.id, chosen);
      toast.success('Shared accounts saved');
      await onSaved();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not save the shared accounts'));
    }
    setBusy(false);
  }
  return (
    <section className="card stack" aria-labelledby="alliance-mine-title">
      <h3 id="alliance-mine-title">What you share</h3>
      <AccountChoice server={space.server} chosen={chosen} onChange={setChosen} legend="Your game accounts in this space" />
      <div><button type="button" className="button" aria-disabled={busy} onClick={() => void save()}>{busy ? 'Saving…' : 'Save shared accounts'}</button></div>
    </section>
  );
}
