/** /admin. Admins see the figures and tabs; everyone else sees "Access Denied" and is taken to the dashboard. */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { AppRoot } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { AnnouncementsTab } from './AnnouncementsTab';
import { formatMoney } from './format';
import { AuditTab, BotsTab, SystemTab } from './OperationsTabs';
import { SupportTab } from './SupportTab';
import { ticketInUrl } from './support-queries';
import { statsQuery } from './queries';
import { UsersTab } from './UsersTab';
import { PlatformTab } from './PlatformTab';
import { FlagsTab } from '../beta/FlagsTab';
import './admin.css';

function AccessDenied() {
  return (
    <div className="fullscreen" role="alert">
      <div className="card">
        <h1>Access Denied</h1>
        <p className="muted">You don't have permission to access the admin panel.</p>
        <p className="muted">Taking you to your dashboard…</p>
      </div>
    </div>
  );
}

function StatCards() {
  const { data } = useStore(statsQuery.store);
  const cards = [
    { label: 'Total Users', value: data?.totalUsers },
    { label: 'Active Bots', value: data?.activeBots },
    { label: 'Active Subscriptions', value: data?.activeSubscriptions },
    { label: 'Monthly Recurring Revenue', value: data ? formatMoney(data.monthlyRecurringRevenue, data.currency) : undefined },
  ];
  return (
    <section className="grid grid-4 summary" aria-label="Platform figures">
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
  // A ticket in the address (a reload, a link from a user's page) opens the Support tab on it.
  const [tab, setTab] = useState(() => (ticketInUrl() ? 'support' : 'users'));
  return (
    <section className="container page">
      <PageHeader title="Admin Panel" subtitle="Platform figures, users, support, bots and announcements." />
      <StatCards />
      <Tabs
        label="Admin"
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'users', label: 'Users', content: <UsersTab /> },
          { id: 'support', label: 'Support', content: <SupportTab /> },
          { id: 'bots', label: 'Bots', content: <BotsTab /> },
          { id: 'announcements', label: 'Announcements', content: <AnnouncementsTab /> },
          { id: 'analytics', label: 'Analytics', content: <PlatformTab /> },
          { id: 'flags', label: 'Flags', content: <FlagsTab /> },
          { id: 'system', label: 'System', content: <SystemTab /> },
          { id: 'audit', label: 'Audit log', content: <AuditTab /> },
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
