/**
 * The users table: it filters as the admin types (on the server, by e-mail or username, so it reaches past
 * the first page), and each user opens their detail (/admin?user=<id>).
 */
import { useEffect, useState } from 'react';
import { PlanBadge } from '../../components/ui/StateBadge';
import { errorMessage } from '../toasts/store';
import { subscriptionStatusLabel } from '../billing/labels';
import { formatDate } from './format';
import { fetchUsers } from './queries';
import { setUserInUrl, userInUrl } from './user-actions';
import { UserDetailDialog } from './UserDetailDialog';

type Page = Awaited<ReturnType<typeof fetchUsers>>;
const LIMIT = 20;
/** Long enough not to ask the server at every keystroke, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 250;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(() => userInUrl());
  // Read again when a user's detail closes: a plan changed or a bot stopped there shows in the row.
  const [version, setVersion] = useState(0);

  // Back and forward move between the list and a user's detail.
  useEffect(() => {
    const onPop = () => setSelected(userInUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const next = search.trim();
    if (next === applied) return;
    const timer = window.setTimeout(() => {
      setPage(1);
      setApplied(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, applied]);

  useEffect(() => {
    // An answer to an older search or page never replaces a newer one.
    let live = true;
    setError(null);
    fetchUsers(applied, page, LIMIT)
      .then((d) => live && setData(d))
      .catch((err) => live && setError(errorMessage(err, 'Could not load users')));
    return () => {
      live = false;
    };
  }, [applied, page, version]);

  function open(id: string | null) {
    setSelected(id);
    setUserInUrl(id);
  }

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
        <label className="visually-hidden" htmlFor="user-search">Search users by e-mail or username</label>
        <input id="user-search" type="search" className="admin-search" placeholder="Search by e-mail or username" value={search} onChange={(e) => setSearch(e.target.value)} />
      </form>
      {error && <p className="field-error">{error}</p>}
      {!data && !error && <p className="muted">Loading users…</p>}
      {data && (
        <>
          <p className="muted" aria-live="polite">{data.total} user{data.total === 1 ? '' : 's'}{applied ? ` matching “${applied}”` : ''}</p>
          {data.users.length === 0 ? (
            <p className="empty">{applied ? `No users match “${applied}”.` : 'No users yet.'}</p>
          ) : (
            <div className="table-wrap admin-cards">
              <table className="table">
                <thead>
                  <tr><th>E-mail</th><th>Username</th><th>Plan</th><th>Subscription</th><th>Bots</th><th>Joined</th><th>Last sign-in</th></tr>
                </thead>
                <tbody>
                  {data.users.map((u) => (
                    <tr key={u.id}>
                      <td data-label="E-mail">
                        <button type="button" className="admin-link" onClick={() => open(u.id)} aria-haspopup="dialog">{u.email}</button>
                      </td>
                      <td data-label="Username">{u.metadata.username ?? '—'}</td>
                      <td data-label="Plan"><PlanBadge plan={u.subscription.plan} /></td>
                      <td data-label="Subscription">{subscriptionStatusLabel(u.subscription.status)}{u.subscription.payment_provider ? ` · ${u.subscription.payment_provider}` : ''}</td>
                      <td data-label="Bots" title={u.bots.map((b) => `${b.templateLabel} (${b.state})`).join(', ')}>{u.bots.length}</td>
                      <td data-label="Joined">{formatDate(u.created_at)}</td>
                      <td data-label="Last sign-in">{formatDate(u.last_sign_in_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="row">
            <button type="button" className="button button-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
            <span className="muted">Page {page} of {pages}</span>
            <button type="button" className="button button-small" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
          </div>
        </>
      )}
      <UserDetailDialog
        userId={selected}
        onClose={() => {
          if (selected) setVersion((v) => v + 1);
          open(null);
        }}
      />
    </div>
  );
}
