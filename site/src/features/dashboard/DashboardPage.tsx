/** /dashboard: summary cards and the tabs Bot Management (default), Analytics and Settings, each its own address (tab-address.ts). */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { AppRoot } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { normaliseState } from '../../components/ui/StateBadge';
import { accountsQuery, botsQuery, notificationsQuery, type Bot } from '../../lib/data';
import { BotSettingsDialog } from '../bots/BotSettingsDialog';
import { runAllBots } from '../bots/actions';
import { Icon } from '../../components/ui/Icon';
import { useNarrow } from '../../lib/use-narrow';
import { DeleteBotDialog } from '../bots/DeleteBotDialog';
import { $session } from '../session/store';
import { finishReturnFromCheckout, takeChosenPlan } from '../billing/actions';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { BotCard } from './BotCard';
import { SharedWithMe } from './SharedWithMe';
import { BotListSkeleton } from './BotListSkeleton';
import { DashboardSkeleton } from './DashboardSkeleton';
import { CreateBotDialog } from './CreateBotDialog';
import { Onboarding } from './Onboarding';
import { SettingsTab } from './SettingsTab';
import { AnalyticsTab } from '../analytics/AnalyticsTab';
import { summarise } from './summary';
import { isSettling, LIST_REFRESH_MS, PLAYING_REFRESH_MS, TRANSITION_POLL_MS } from '../bots/bot-state';
import { useWhileVisible } from '../../lib/use-while-visible';
import { SummaryCards } from './SummaryCards';
import { arrangeGroups, mayArrangeDashboard, type DeviceSize } from '@shared/dashboard';
import { useArrangement } from './layout';
import { draftFrom, type Draft } from './arrange';
import { ArrangePanel } from './ArrangePanel';
import { ChartCards } from './ChartCards';
import { here, useMessages } from '../../lib/i18n';
import { dashboardPageMessages } from './dashboard.messages';
import { useTabInAddress } from './tab-address';

/** The bots in groups by game account, in the order their first bot was created. */
function byAccount(bots: Bot[]): { accountId: string; label: string; bots: Bot[] }[] {
  const groups = new Map<string, { accountId: string; label: string; bots: Bot[] }>();
  for (const bot of bots) {
    const group = groups.get(bot.accountId) ?? {
      accountId: bot.accountId,
      label: bot.server ? `${bot.accountName} (${bot.server})` : bot.accountName,
      bots: [],
    };
    group.bots.push(bot);
    groups.set(bot.accountId, group);
  }
  return [...groups.values()];
}

/** Start all / Stop all, for every bot or one game account's: each offered when some bot would change (its name starts with its visible words). */
function RunAll({ bots, account }: { bots: Bot[]; account?: { id: string; label: string } }) {
  const t = useMessages(dashboardPageMessages);
  const [busy, setBusy] = useState(false);
  const accountId = account?.id;
  const run = async (action: 'start' | 'stop') => {
    setBusy(true);
    await runAllBots(action, accountId);
    setBusy(false);
  };
  return (
    <span className="row run-all">
      <button
        type="button"
        className="button button-small"
        disabled={busy || bots.every((b) => b.desiredState === 'online')}
        aria-label={account ? t.startAllOf({ account: account.label }) : t.startAllYours}
        onClick={() => void run('start')}
      >
        <Icon name="play" size={14} /> {t.startAll}
      </button>
      <button
        type="button"
        className="button button-small"
        disabled={busy || bots.every((b) => b.desiredState === 'offline')}
        aria-label={account ? t.stopAllOf({ account: account.label }) : t.stopAllYours}
        onClick={() => void run('stop')}
      >
        <Icon name="stop" size={14} /> {t.stopAll}
      </button>
    </span>
  );
}

function Dashboard() {
  const t = useMessages(dashboardPageMessages);
  const { user } = useStore($session);
  const bots = useStore(botsQuery.store);
  // Chosen on the pricing page: open Settings with that plan ready to subscribe to.
  const [chosenPlan] = useState(takeChosenPlan);
  // Else the tab the address names (a reload, a provider's return, a receipt mail's `?tab=settings#invoices`).
  const [tab, setTab] = useTabInAddress((named) => (chosenPlan ? 'settings' : named));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Bot | null>(null);
  const [deleting, setDeleting] = useState<Bot | null>(null);
  const accounts = useStore(accountsQuery.store);
  const narrow = useNarrow();
  const list = bots.data ?? [];
  const plan = user?.user_metadata.plan ?? 'starter';
  const figures = summarise(list, plan);
  const settling = list.some(isSettling);
  const playing = list.some((bot) => normaliseState(bot.state) === 'online');
  const full = figures.canCreate ? null : t.allSlotsInUse(figures.slots);
  // The Professional plan's arrangement for this screen size (today's dashboard for every other plan).
  const size: DeviceSize = narrow ? 'narrow' : 'wide';
  const arrangement = useArrangement(mayArrangeDashboard(plan), size);
  const [arranging, setArranging] = useState<{ size: DeviceSize; draft: Draft } | null>(null);
  const layout = arranging?.size === size ? arranging.draft : arrangement.layout;
  const groups = byAccount(list);
  const shownGroups = arrangeGroups(groups, layout);
  // Until the arrangement is known (a Professional player's first visit on this device), the shapes stay, so nothing jumps when it arrives.
  const listReady = bots.status !== 'loading' && arrangement.ready;

  useEffect(() => {
    void finishReturnFromCheckout();
  }, []);

  useEffect(() => {
    if (!settling) return;
    const timer = setInterval(() => {
      void botsQuery.refetch();
      void notificationsQuery.refetch();
    }, TRANSITION_POLL_MS);
    return () => {
      clearInterval(timer);
      // Settled: the event that says so may have landed after the last poll.
      void notificationsQuery.refetch();
    };
  }, [settling]);

  useWhileVisible(
    () => {
      void botsQuery.refetch();
      void notificationsQuery.refetch();
    },
    playing ? PLAYING_REFRESH_MS : LIST_REFRESH_MS,
    !settling,
  );

  if (!user) return null;
  const name = user.user_metadata.username;
  // Until the arrangement is known, the cards as loading shapes in today's order; then drawn anew (a new key) in the
  // saved order: the same height, so nothing below moves, and no card counts as moved.
  const summary = (
    <SummaryCards
      key={arrangement.ready ? 'arranged' : 'waiting'}
      figures={figures}
      plan={plan}
      bots={!arrangement.ready ? 'loading' : bots.status === 'success' ? 'ready' : bots.status}
      cards={arrangement.ready ? layout.summary : undefined}
    />
  );
  const startArranging = () => {
    setTab('bots');
    setArranging({ size, draft: draftFrom(arrangement.layout, shownGroups, groups) });
  };

  // The newest copy of the bot a dialog is about (the list refreshes while it is open).
  const current = (bot: Bot | null) => (bot ? (list.find((b) => b.id === bot.id) ?? bot) : null);
  // Until a bot has run (it has no console line yet), the three first steps stay in view.
  const onboarding = listReady && bots.status === 'success' && list.every((b) => !b.lastLine && b.state !== 'online');

  const botTab = (
    <div className="stack">
      <div className="row between">
        <h2>{t.yourBots}</h2>
        <div className="row">
          {listReady && list.length > 1 && <RunAll bots={list} />}
          {listReady && !figures.canCreate && (
            <p className="muted slots-full">
              {t.slotsUsed({ used: figures.total, slots: figures.slots })} · <a href={here('/pricing')}>{t.upgrade}</a>
            </p>
          )}
          <button type="button" className="button button-primary" disabled={!figures.canCreate} title={full ?? undefined} onClick={() => setCreating(true)}>
            {t.createBot}
          </button>
        </div>
      </div>
      {arranging && (
        <ArrangePanel
          size={arranging.size}
          draft={arranging.draft}
          onChange={(draft) => setArranging({ ...arranging, draft })}
          onClose={() => setArranging(null)}
          groups={groups}
          charts={arrangement.charts}
          saved={arrangement.saved}
        />
      )}
      {!listReady && bots.status !== 'error' && <BotListSkeleton label={t.loadingBots} />}
      {listReady && bots.status === 'success' && layout.charts.length > 0 && <ChartCards cards={layout.charts} />}
      {bots.status === 'error' && (
        <ErrorPanel what={t.yourBotsWhat} message={bots.error} requestId={bots.requestId} onRetry={botsQuery.refetch} retrying={bots.fetching} />
      )}
      {onboarding && <Onboarding bots={list} accounts={accounts.data ?? []} onCreate={() => setCreating(true)} canCreate={figures.canCreate} />}
      {listReady &&
        shownGroups.map((group) => (
          <section key={group.accountId} className="stack bot-group" aria-labelledby={`group-${group.accountId}`}>
            <div className="row between">
              <h3 id={`group-${group.accountId}`} className="bot-group-title">
                <bdi>{group.label}</bdi>
              </h3>
              {/* With one account the group's bots are all the bots: the buttons above the list are these. */}
              {group.bots.length > 1 && groups.length > 1 && <RunAll account={{ id: group.accountId, label: group.label }} bots={group.bots} />}
            </div>
            <div className="grid grid-2">
              {group.bots.map((bot) => (
                <BotCard key={bot.id} bot={bot} onSettings={setEditing} onDelete={setDeleting} full={full} />
              ))}
            </div>
          </section>
        ))}
      {listReady && <SharedWithMe />}
      <CreateBotDialog open={creating} onClose={() => setCreating(false)} />
      <BotSettingsDialog bot={current(editing)} onClose={() => setEditing(null)} />
      <DeleteBotDialog bot={current(deleting)} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </div>
  );

  return (
    <section className="container page">
      <PageHeader
        title={name ? t.welcomeName({ name }) : t.welcome}
        subtitle={t.signedInAs({ email: user.email })}
        actions={
          <>
            {arrangement.custom && (
              <button type="button" className="button" aria-pressed={arranging !== null} onClick={() => (arranging ? setArranging(null) : startArranging())}>
                {t.arrange}
              </button>
            )}
            <a className="button" href={here('/accounts')}>
              {t.gameAccounts}
            </a>
            <a className="button" href={here('/bots/create')}>
              {t.newBot}
            </a>
          </>
        }
      />
      {!narrow && summary}
      <Tabs
        label={t.tabs}
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'bots', label: t.tabBots, content: botTab },
          { id: 'analytics', label: t.tabAnalytics, content: <AnalyticsTab plan={plan} /> },
          { id: 'settings', label: t.tabSettings, content: <SettingsTab chosenPlan={chosenPlan} /> },
        ]}
      />
      {/* On a phone the bots come first, the figures after them (in reading order too, not only on screen). */}
      {narrow && summary}
    </section>
  );
}

export default function DashboardPage() {
  const t = useMessages(dashboardPageMessages);
  return (
    <AppRoot access="user" restoring={<DashboardSkeleton words={t} message={t.restoring} />}>
      <Dashboard />
    </AppRoot>
  );
}
