/** One space: who you are in it, its four tabs, and leaving or deleting it. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ROLE_NAMES } from '@shared/alliances';
import { Tabs } from '../../components/ui/Tabs';
import { statusOf } from '../../lib/query/store';
import { errorMessage, toast } from '../toasts/store';
import { AttacksTab } from './AttacksTab';
import { CalendarTab } from './CalendarTab';
import { MembersTab } from './MembersTab';
import { RulesTab } from './RulesTab';
import { deleteSpace, fetchSpace, leaveSpace, type TabId } from './queries';

export type SpaceDetail = Awaited<ReturnType<typeof fetchSpace>>;

export function SpaceView({ id, tab, onTab, onBack }: { id: string; tab: TabId; onTab: (tab: TabId) => void; onBack: () => void }) {
  const [space, setSpace] = useState<SpaceDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setSpace(await fetchSpace(id));
      setProblem(null);
    } catch (err) {
      setProblem(statusOf(err) === 404 ? 'There is no space of yours with this address.' : errorMessage(err, 'Could not load the space.'));
    }
  }, [id]);
  useEffect(() => {
    setSpace(null);
    void load();
  }, [load]);
  // Read again on each tab: who is in the space (and so what you may do) changes while you look.
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    void load();
  }, [tab, load]);

  if (problem) return <section className="card" role="alert"><p className="field-error">{problem}</p><button type="button" className="button" onClick={onBack}>Back to your spaces</button></section>;
  if (!space) return <section className="card"><p className="muted">Loading the space…</p></section>;
  const can = (action: SpaceDetail['can'][number]) => space.can.includes(action);
  return (
    <article className="stack" aria-labelledby="alliance-space-title">
      <div className="card stack">
        <div className="row between">
          <h2 id="alliance-space-title">{space.name}</h2>
          <span className="state-badge">{ROLE_NAMES[space.standing]}</span>
        </div>
        <p className="muted alliance-meta">
          {space.game_alliance.name}{space.game_alliance.id ? ` (id ${space.game_alliance.id})` : ''} on {space.server} · {space.members} member{space.members === 1 ? '' : 's'}
        </p>
        {space.standing === 'read-only' && (
          <p className="alliance-notice">You are read-only here: you see everything and share your accounts' attacks. Inviting, rules and notes need the Professional plan. <a href="/pricing">See the plans</a></p>
        )}
        <Departure space={space} onGone={onBack} />
      </div>
      <Tabs
        label="Space"
        active={tab}
        onChange={(t) => onTab(t as TabId)}
        tabs={[
          { id: 'members', label: 'Members', content: <MembersTab space={space} can={can} onChanged={load} /> },
          { id: 'attacks', label: 'Attacks', content: <AttacksTab spaceId={space.id} /> },
          { id: 'rules', label: 'Rules', content: <RulesTab spaceId={space.id} canEdit={can('manage-rules')} /> },
          { id: 'calendar', label: 'Calendar', content: <CalendarTab spaceId={space.id} canAdd={can('add-notes')} /> },
        ]}
      />
      <div><button type="button" className="button button-ghost" onClick={onBack}>Back to your spaces</button></div>
    </article>
  );
}

/** Leave (an owner's space passes on: said before the click) or delete, each confirmed by a second click. */
function Departure({ space, onGone }: { space: SpaceDetail; onGone: () => void }) {
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  async function go(what: 'leave' | 'delete') {
    if (busy) return;
    setBusy(true);
    try {
      if (what === 'delete') {
        await deleteSpace(space.id);
        toast.success(`Space ${space.name} deleted`);
      } else {
        const left = await leaveSpace(space.id);
        toast.success(left.space === 'deleted' ? `You left ${space.name}; with no one left it was deleted` : `You left ${space.name}`);
      }
      onGone();
    } catch (err) {
      toast.error(errorMessage(err, 'That did not work'));
      setBusy(false);
    }
  }
  if (confirming) {
    const text = confirming === 'delete'
      ? 'Delete the space with its members, invitations, rules and notes? This cannot be undone.'
      : space.role === 'owner'
        ? 'You own this space: it passes to the officer who joined first, else to the member who joined first. Leave?'
        : 'Leave the space? Your accounts\' attacks are no longer shared, and you need a new invitation to come back.';
    return (
      <div className="stack alliance-confirm" role="group" aria-label="Confirm">
        <p>{text}</p>
        <div className="row">
          <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => void go(confirming)}>{confirming === 'delete' ? 'Delete for good' : 'Leave the space'}</button>
          <button type="button" className="button" onClick={() => setConfirming(null)}>Cancel</button>
        </div>
      </div>
    );
  }
  return (
    <div className="row">
      {space.can.includes('leave') && <button type="button" className="button" onClick={() => setConfirming('leave')}>Leave…</button>}
      {space.can.includes('delete') && <button type="button" className="button button-danger" onClick={() => setConfirming('delete')}>Delete space…</button>}
    </div>
  );
}
