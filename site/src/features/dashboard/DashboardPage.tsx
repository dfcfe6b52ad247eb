/** /dashboard. Greets the player; the bot management, analytics and settings tabs build on this page. */
import { useStore } from '@nanostores/react';
import { slotsFor } from '@shared/plans';
import { AppRoot } from '../../components/AppRoot';
import { $session } from '../session/store';

function Dashboard() {
  const { user } = useStore($session);
  if (!user) return null;
  const name = user.user_metadata.username;
  return (
    <section className="container page">
      <h1>{name ? `Welcome, ${name}!` : 'Welcome!'}</h1>
      <p className="muted">Signed in as {user.email}.</p>
      <div className="card" style={{ maxWidth: 420 }}>
        <p className="muted">Subscription Plan</p>
        <p>
          <span className="plan-badge">{user.user_metadata.plan.toUpperCase()}</span>{' '}
          {slotsFor(user.user_metadata.plan)} bot slot{slotsFor(user.user_metadata.plan) === 1 ? '' : 's'}
        </p>
      </div>
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
