/** /admin. Admins see the figures and tabs; everyone else sees "Access Denied" and is taken to the dashboard. */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { AppRoot } from '../../components/AppRoot';
import { FullScreenAlert } from '../../components/FullScreen';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { AnnouncementsTab } from './AnnouncementsTab';
import { IncidentsTab } from './IncidentsTab';
import { incidentsMessages } from './incidents.messages';
import { formatCount, formatMoney } from './format';
import { AuditTab, BotsTab, SystemTab } from './OperationsTabs';
import { SupportTab } from './SupportTab';
import { openedInUrl } from './opened-in-url';
import { statsQuery } from './queries';
import { UsersTab } from './UsersTab';
import { PlatformTab } from './PlatformTab';
import { FlagsTab } from '../beta/FlagsTab';
import { useMessages } from '../../lib/i18n';
import { adminPageMessages } from './admin.messages';
import './admin.css';

function AccessDenied() {
  const m = useMessages(adminPageMessages);
  return (
    <FullScreenAlert title={m.deniedTitle} text={m.deniedText}>
      <p className="muted">{m.deniedRedirect}</p>
    </FullScreenAlert>
  );
}

function StatCards() {
  const m = useMessages(adminPageMessages);
  const { data } = useStore(statsQuery.store);
  const cards = [
    { label: m.totalUsers, value: data && formatCount(data.totalUsers) },
    { label: m.activeBots, value: data && formatCount(data.activeBots) },
    { label: m.activeSubscriptions, value: data && formatCount(data.activeSubscriptions) },
    { label: m.mrr, value: data ? formatMoney(data.monthlyRecurringRevenue, data.currency) : undefined },
  ];
  return (
    <section className="grid grid-4 summary" aria-label={m.figures}>
      {cards.map((c) => (
        <div className="card" key={c.label}>
          <p className="stat-label">{c.label}</p>
          <p className="stat-value">{c.value ?? '…'}</p>
        </div>
      ))}
    </section>
  );
}

function AdminPanel() {
  // A ticket in the address (a reload, a link from a user's page) opens the Support tab on it; `?tab=`
  // opens that tab (an admin alert's link opens System); an id no tab has opens the first.
  const [tab, setTab] = useState(() => (openedInUrl('ticket') ? 'support' : (new URLSearchParams(window.location.search).get('tab') ?? 'users')));
  const m = useMessages(adminPageMessages);
  const status = useMessages(incidentsMessages);
  return (
    <section className="container page admin-page">
      <PageHeader title={m.heading} subtitle={m.subtitle} />
      <StatCards />
      <Tabs
        label={m.tabs}
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'users', label: m.users, content: <UsersTab /> },
          { id: 'support', label: m.support, content: <SupportTab /> },
          { id: 'bots', label: m.bots, content: <BotsTab /> },
          { id: 'announcements', label: m.announcements, content: <AnnouncementsTab /> },
          { id: 'status', label: status.tab, content: <IncidentsTab /> },
          { id: 'analytics', label: m.analytics, content: <PlatformTab /> },
          { id: 'flags', label: m.flags, content: <FlagsTab /> },
          { id: 'system', label: m.system, content: <SystemTab /> },
          { id: 'audit', label: m.audit, content: <AuditTab /> },
        ]}
      />
    </section>
  );
}

export default function AdminPage() {
  return (
    <AppRoot access="admin" denied={<AccessDenied />}>
      <AdminPanel />
    </AppRoot>
  );
}
