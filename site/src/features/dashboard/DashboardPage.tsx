/** /dashboard: summary cards and the tabs Bot Management (default), Analytics and Settings. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { AppRoot } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { accountsQuery, botsQuery, notificationsQuery, type Bot } from '../../lib/data';
import { BotSettingsDialog } from '../bots/BotSettingsDialog';
import { DeleteBotDialog } from '../bots/DeleteBotDialog';
import { $session } from '../session/store';
import { finishReturnFromCheckout, takeChosenPlan } from '../billing/actions';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { BotCard } from './BotCard';
import { BotListSkeleton } from './BotListSkeleton';
import { CreateBotDialog } from './CreateBotDialog';
import { Onboarding } from './Onboarding';
import { SettingsTab } from './SettingsTab';
import { isSettling, summarise } from './summary';
import { SummaryCards } from './SummaryCards';

/** While a bot is between what was asked and what is, look again every few seconds. */
const TRANSITION_POLL_MS = 3000;

function Dashboard() {
  const { user } = useStore($session);
  const bots = useStore(botsQuery.store);
  // Chosen on the pricing page: open Settings with that plan ready to subscribe to.
  const [chosenPlan] = useState(takeChosenPlan);
  const [tab, setTab] = useState(chosenPlan ? 'settings' : 'bots');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Bot | null>(null);
  const [deleting, setDeleting] = useState<Bot | null>(null);
  const accounts = useStore(accountsQuery.store);
  const list = bots.data ?? [];
  const plan = user?.user_metadata.plan ?? 'starter';
  const figures = summarise(list, plan);
  const settling = list.some(isSettling);

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

  if (!user) return null;
  const name = user.user_metadata.username;

  // The newest copy of the bot a dialog is about (the list refreshes while it is open).
  const current = (bot: Bot | null) => (bot ? list.find((b) => b.id === bot.id) ?? bot : null);
  // Until a bot has run (it has no console line yet), the three first steps stay in view.
  const onboarding = bots.status === 'success' && list.every((b) => !b.lastLine && b.state !== 'online');

  const botTab = (
    <div className="stack">
      <div className="row between">
        <h2>Your bots</h2>
        <div className="row">
          {!figures.canCreate && (
            <p className="muted slots-full">
              {figures.total}/{figures.slots} slots used · <a href="/pricing">Upgrade</a>
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={!figures.canCreate}
            title={figures.canCreate ? undefined : `All ${figures.slots} bot slot${figures.slots === 1 ? '' : 's'} of your plan are in use`}
            onClick={() => setCreating(true)}
          >
            Create Bot
          </button>
        </div>
      </div>
      {bots.status === 'loading' && <BotListSkeleton />}
      {bots.status === 'error' && <ErrorPanel what="your bots" message={bots.error} requestId={bots.requestId} onRetry={botsQuery.refetch} retrying={bots.fetching} />}
      {onboarding && <Onboarding bots={list} accounts={accounts.data ?? []} onCreate={() => setCreating(true)} canCreate={figures.canCreate} />}
      <div className="grid grid-2">
        {list.map((bot) => (
          <BotCard key={bot.id} bot={bot} onSettings={setEditing} onDelete={setDeleting} />
        ))}
      </div>
      <CreateBotDialog open={creating} onClose={() => setCreating(false)} />
      <BotSettingsDialog bot={current(editing)} onClose={() => setEditing(null)} />
      <DeleteBotDialog bot={current(deleting)} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </div>
  );

  return (
    <section className="container page">
      <PageHeader
        title={name ? `Welcome, ${name}!` : 'Welcome!'}
        subtitle={`Signed in as ${user.email}.`}
        actions={
          <>
            <a className="button" href="/accounts">Game Accounts</a>
            <a className="button" href="/bots/create">New bot</a>
          </>
        }
      />
      <SummaryCards figures={figures} plan={plan} bots={bots.status === 'success' ? 'ready' : bots.status} />
      <Tabs
        label="Dashboard"
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'bots', label: 'Bot Management', content: botTab },
          { id: 'analytics', label: 'Analytics', content: <p className="empty">Analytics coming soon.</p> },
          { id: 'settings', label: 'Settings', content: <SettingsTab chosenPlan={chosenPlan} /> },
        ]}
      />
    </section>
  );
}

export default function DashboardPage() {
  return (
    <AppRoot access="user">
      <Dashboard />
    </AppRoot>
  );
}
