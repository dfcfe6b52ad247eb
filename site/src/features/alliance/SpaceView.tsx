/** One space: who you are in it, its four tabs, and leaving or deleting it. */
import { useEffect, useRef, useState } from 'react';
import { Tabs } from '../../components/ui/Tabs';
import { here, useMessages } from '../../lib/i18n';
import { statusOf } from '../../lib/query/store';
import { useRead } from '../../lib/use-read';
import { roleName } from './format';
import { spaceMessages } from './space.messages';
import { errorMessage, toast } from '../toasts/store';
import { AttacksTab } from './AttacksTab';
import { CalendarTab } from './CalendarTab';
import { MembersTab } from './MembersTab';
import { RulesTab } from './RulesTab';
import { deleteSpace, fetchSpace, leaveSpace, type TabId } from './queries';
import { PendingCard } from '../../components/ui/PendingCard';

export type SpaceDetail = Awaited<ReturnType<typeof fetchSpace>>;

export function SpaceView({ id, tab, onTab, onBack }: { id: string; tab: TabId; onTab: (tab: TabId) => void; onBack: () => void }) {
  const m = useMessages(spaceMessages);
  const {
    data: space,
    problem,
    reload: load,
  } = useRead(() => fetchSpace(id), [id, m], {
    problemOf: (err) => (statusOf(err) === 404 ? m.noSuchSpace : errorMessage(err, m.loadFailed)),
    clearOnChange: true,
  });
  // Read again on each tab: who is in the space (and so what you may do) changes while you look.
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    void load();
  }, [tab, load]);

  if (problem || !space) return <PendingCard problem={problem} loading={m.loading} back={{ label: m.back, onClick: onBack }} />;
  const can = (action: SpaceDetail['can'][number]) => space.can.includes(action);
  return (
    <article className="stack" aria-labelledby="alliance-space-title">
      <div className="card stack">
        <div className="row between">
          <h2 id="alliance-space-title">
            <bdi>{space.name}</bdi>
          </h2>
          <span className="state-badge">{roleName(space.standing)}</span>
        </div>
        <p className="muted alliance-meta">
          {space.game_alliance.id
            ? m.onWithId({ alliance: space.game_alliance.name, id: space.game_alliance.id, server: space.server })
            : m.on({ alliance: space.game_alliance.name, server: space.server })}{' '}
          · {m.members(space.members)}
        </p>
        {space.standing === 'read-only' && (
          <p className="alliance-notice">
            {m.readOnly} <a href={here('/pricing')}>{m.seePlans}</a>
          </p>
        )}
        <Departure space={space} onGone={onBack} />
      </div>
      <Tabs
        label={m.tabs}
        active={tab}
        onChange={(t) => onTab(t as TabId)}
        tabs={[
          { id: 'members', label: m.tabMembers, content: <MembersTab space={space} can={can} onChanged={load} /> },
          { id: 'attacks', label: m.tabAttacks, content: <AttacksTab spaceId={space.id} /> },
          { id: 'rules', label: m.tabRules, content: <RulesTab spaceId={space.id} canEdit={can('manage-rules')} /> },
          { id: 'calendar', label: m.tabCalendar, content: <CalendarTab spaceId={space.id} canAdd={can('add-notes')} /> },
        ]}
      />
      <div>
        <button type="button" className="button button-ghost" onClick={onBack}>
          {m.back}
        </button>
      </div>
    </article>
  );
}

/** Leave (an owner's space passes on: said before the click) or delete, each confirmed by a second click. */
function Departure({ space, onGone }: { space: SpaceDetail; onGone: () => void }) {
  const m = useMessages(spaceMessages);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  async function go(what: 'leave' | 'delete') {
    if (busy) return;
    setBusy(true);
    try {
      if (what === 'delete') {
        await deleteSpace(space.id);
        toast.success(m.deleted({ name: space.name }));
      } else {
        const left = await leaveSpace(space.id);
        toast.success(left.space === 'deleted' ? m.leftDeleted({ name: space.name }) : m.left({ name: space.name }));
      }
      onGone();
    } catch (err) {
      toast.error(errorMessage(err, m.failed));
      setBusy(false);
    }
  }
  if (confirming) {
    const text = confirming === 'delete' ? m.confirmDelete : space.role === 'owner' ? m.confirmLeaveOwner : m.confirmLeave;
    return (
      <div className="stack alliance-confirm" role="group" aria-label={m.confirm}>
        <p>{text}</p>
        <div className="row">
          <button type="button" className="button button-danger" aria-disabled={busy} onClick={() => void go(confirming)}>
            {confirming === 'delete' ? m.deleteForGood : m.leaveSpace}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(null)}>
            {m.cancel}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="row">
      {space.can.includes('leave') && (
        <button type="button" className="button" onClick={() => setConfirming('leave')}>
          {m.leave}
        </button>
      )}
      {space.can.includes('delete') && (
        <button type="button" className="button button-danger" onClick={() => setConfirming('delete')}>
          {m.delete}
        </button>
      )}
    </div>
  );
}
