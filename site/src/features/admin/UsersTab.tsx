import { useEffect, useState } from 'react';
import { PlanBadge } from '../../components/ui/StateBadge';
import { errorMessage } from '../toasts/store';
import { subscriptionStatusLabel } from '../billing/labels';
import { formatDate } from './format';
import { fetchUsers } from './queries';

type Page = Awaited<ReturnType<typeof fetchUsers>>;
const LIMIT = 20;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    fetchUsers(applied, page, LIMIT)
      .then((d) => live && setData(d))
      .catch((err) => live && setError(errorMessage(err, 'Could not load users')));
    return () => {
      live = false;
    };
  }, [applied, page]);

  const pages = data ? Math.max(1, Math.ceil(data.total / LIMIT)) : 1;
  return (
    <div className="stack">
      <form
        className="row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setApplied(search.trim());
        }}
      >
        <label className="visually-hidden" htmlFor="user-search">Search users by e-mail</label>
        <input id="user-search" type="search" placeholder="Search by e-mail" value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 320 }} />
        <button type="submit" className="button">Search</button>
      </form>
      {error && <p className="field-error">{error}</p>}
      {!data && !error && <p className="muted">Loading users…</p>}
      {data && (
        <>
          <p className="muted">{data.total} user{data.total === 1 ? '' : 's'}{applied ? ` matching “${applied}”` : ''}</p>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr><th>E-mail</th><th>Username</th><th>Plan</th><th>Subscription</th><th>Bots</th><th>Joined</th><th>Last sign-in</th></tr>
              </thead>
              <tbody>
                {data.users.map((u) => (
                  <tr key={u.id}>
                    <td>{u.email}</td>
                    <td>{u.metadata.username ?? '—'}</td>
                    <td><PlanBadge plan={u.subscription.plan} /></td>
                    <td>{subscriptionStatusLabel(u.subscription.status)}{u.subscription.payment_provider ? ` · ${u.subscription.payment_provider}` : ''}</td>
                    <td title={u.bots.map((b) => `${b.templateLabel} (${b.state})`).join(', ')}>{u.bots.length}</td>
                    <td>{formatDate(u.created_at)}</td>
                    <td>{formatDate(u.last_sign_in_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="row">
            <button type="button" className="button button-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
            <span className="muted">Page {page} of {pages}</span>
            <button type="button" className="button button-small" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
          </div>
        </>
      )}
    </div>
  );
}
