/** /admin. Admins only: everyone else sees "Access Denied" and is taken to the dashboard. */
import { AppRoot } from '../../components/AppRoot';

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

function AdminPanel() {
  return (
    <section className="container page">
      <h1>Admin Panel</h1>
      <p className="muted">Platform statistics, users and announcements.</p>
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
