/** Members: who is in, their roles and shared accounts; your own shared accounts; appointing, removing and inviting where you may. */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AllianceAction } from '@shared/alliances';
import { profileQuery } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { roleName } from './format';
import { membersMessages } from './space.messages';
import { errorMessage, toast } from '../toasts/store';
import { useToastedRun } from '../toasts/toasted-run';
import { AccountChoice } from './AccountChoice';
import { InviteSection } from './InviteSection';
import { fetchMembers, removeMember, setRole, shareAccounts, type Members } from './queries';
import type { SpaceDetail } from './SpaceView';
import { FormError } from '../../components/ui/FormError';

export function MembersTab({ space, can, onChanged }: { space: SpaceDetail; can: (a: AllianceAction) => boolean; onChanged: () => Promise<void> }) {
  const m = useMessages(membersMessages);
  const me = useStore(profileQuery.store).data?.user.id;
  const [members, setMembers] = useState<Members | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setMembers((await fetchMembers(space.id)).members);
    } catch (err) {
      setProblem(errorMessage(err, m.loadFailed));
    }
  }, [space.id, m]);
  useEffect(() => void load(), [load]);

  async function act(key: string, run: () => Promise<{ members: Members }>, done: string) {
    if (busy) return;
    setBusy(key);
    try {
      setMembers((await run()).members);
      toast.success(done);
      await onChanged();
    } catch (err) {
      toast.error(errorMessage(err, m.failed));
    }
    setBusy(null);
  }

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="alliance-members-title">
        <h3 id="alliance-members-title">{m.title}</h3>
        <FormError message={problem} />
        {!members && !problem && <p className="muted">{m.loading}</p>}
        {members && (
          <ul className="list-plain alliance-members" aria-label={m.title}>
            {members.map((member) => (
              <li key={member.user_id} className="alliance-member">
                <div>
                  <strong>
                    <bdi>{member.name}</bdi>
                  </strong>
                  {member.user_id === me ? ` ${m.you}` : ''} <span className="state-badge">{roleName(member.role)}</span>
                  {member.read_only && <span className="state-badge alliance-read-only">{m.readOnly}</span>}
                  <p className="muted alliance-meta">
                    {member.accounts.length ? m.shares({ accounts: member.accounts.map((a) => a.label).join(', ') }) : m.sharesNothing}
                  </p>
                </div>
                {member.user_id !== me && member.role !== 'owner' && (
                  <div className="row alliance-member-actions">
                    {can('manage-officers') && member.role === 'member' && (
                      <button
                        type="button"
                        className="button button-small"
                        aria-disabled={busy !== null}
                        onClick={() => void act(`o${member.user_id}`, () => setRole(space.id, member.user_id, 'officer'), m.nowOfficer({ name: member.name }))}
                      >
                        {m.makeOfficer}
                      </button>
                    )}
                    {can('manage-officers') && member.role === 'officer' && (
                      <button
                        type="button"
                        className="button button-small"
                        aria-disabled={busy !== null}
                        onClick={() => void act(`m${member.user_id}`, () => setRole(space.id, member.user_id, 'member'), m.nowMember({ name: member.name }))}
                      >
                        {m.makeMember}
                      </button>
                    )}
                    {can('manage-officers') && !member.read_only && (
                      <button
                        type="button"
                        className="button button-small"
                        aria-disabled={busy !== null}
                        onClick={() => void act(`h${member.user_id}`, () => setRole(space.id, member.user_id, 'owner'), m.nowOwner({ name: member.name }))}
                      >
                        {m.handOver}
                      </button>
                    )}
                    {can('remove-members') && (member.role === 'member' || can('manage-officers')) && (
                      <button
                        type="button"
                        className="button button-small button-danger"
                        aria-label={m.removeLabel({ name: member.name })}
                        aria-disabled={busy !== null}
                        onClick={() => void act(`r${member.user_id}`, () => removeMember(space.id, member.user_id), m.removed({ name: member.name }))}
                      >
                        {m.remove}
                      </button>
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
  const m = useMessages(membersMessages);
  const [chosen, setChosen] = useState<string[]>(space.your_accounts);
  const { busy, run } = useToastedRun();
  async function save() {
    if (busy) return;
    await run(async () => {
      await shareAccounts(space.id, chosen);
      toast.success(m.saved);
      await onSaved();
    }, m.saveFailed);
  }
  return (
    <section className="card stack" aria-labelledby="alliance-mine-title">
      <h3 id="alliance-mine-title">{m.mine}</h3>
      <AccountChoice server={space.server} chosen={chosen} onChange={setChosen} legend={m.myAccounts} />
      <div>
        <button type="button" className="button" aria-disabled={busy} onClick={() => void save()}>
          {busy ? m.saving : m.save}
        </button>
      </div>
    </section>
  );
}
