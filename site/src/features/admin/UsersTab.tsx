/**
 * The users table: it filters as the admin types (on the server, by e-mail or username, so it reaches past
 * the first page), and each user opens their detail (/admin?user=<id>).
 */
import { useEffect, useState } from 'react';
import { PlanBadge } from '../../components/ui/StateBadge';
import { useMessages } from '../../lib/i18n';
import { errorMessage } from '../toasts/store';
import { subscriptionStatusLabel } from '../billing/labels';
import { formatDate } from './format';
import { fetchUsers } from './queries';
import { openedInUrl, setOpenedInUrl } from './opened-in-url';
import { UserDetailDialog } from './UserDetailDialog';
import { usersMessages } from './users.messages';

type Page = Awaited<ReturnType<typeof fetchUsers>>;
const LIMIT = 20;
/** Long enough not to ask the server at every keystroke, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 250;

export function UsersTab() {
  const m = useMessages(usersMessages);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(() => openedInUrl('user'));
  // Read again when a user's detail closes: a plan changed or a bot stopped there shows in the row.
  const [version, setVersion] = useState(0);

  // Back and forward move between the list and a user's detail.
  useEffect(() => {
    const onPop = () => setSelected(openedInUrl('user'));
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
      .catch((err) => live && setError(errorMessage(err, m.loadFailed)));
    return () => {
      live = false;
    };
  }, [applied, page, version]);

  function open(id: string | null) {
    setSelected(id);
    setOpenedInUrl('user', id);
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
        <label className="visually-hidden" htmlFor="user-search">
          {m.searchLabel}
        </label>
        <input
          id="user-search"
          type="search"
          className="admin-search"
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </form>
      {error && <p className="field-error">{error}</p>}
      {!data && !error && <p className="muted">{m.loading}</p>}
      {data && (
        <>
          <p className="muted" aria-live="polite">
            {applied ? m.countMatching({ query: applied })(data.total) : m.count(data.total)}
          </p>
          {data.users.length === 0 ? (
            <p className="empty">{applied ? m.noMatch({ query: applied }) : m.none}</p>
          ) : (
            <div className="table-wrap admin-cards">
              <table className="table">
                <thead>
                  <tr>
                    <th>{m.email}</th>
                    <th>{m.username}</th>
                    <th>{m.plan}</th>
                    <th>{m.subscription}</th>
                    <th>{m.bots}</th>
                    <th>{m.joined}</th>
                    <th>{m.lastSignIn}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.users.map((u) => (
                    <tr key={u.id}>
                      <td data-label={m.email}>
                        <button type="button" className="admin-link" onClick={() => open(u.id)} aria-haspopup="dialog">
                          {u.email}
                        </button>
                      </td>
                      <td data-label={m.username}>
                        <bdi>{u.metadata.username ?? '—'}</bdi>
                      </td>
                      <td data-label={m.plan}>
                        <PlanBadge plan={u.subscription.plan} />
                      </td>
                      <td data-label={m.subscription}>
                        {subscriptionStatusLabel(u.subscription.status)}
                        {u.subscription.payment_provider ? ` · ${u.subscription.payment_provider}` : ''}
                      </td>
                      <td data-label={m.bots} title={u.bots.map((b) => `${b.templateLabel} (${b.state})`).join(', ')}>
                        {u.bots.length}
                      </td>
                      <td data-label={m.joined}>{formatDate(u.created_at)}</td>
                      <td data-label={m.lastSignIn}>{formatDate(u.last_sign_in_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="row">
            <button type="button" className="button button-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {m.previous}
            </button>
            <span className="muted">{m.pageOf({ page, pages })}</span>
            <button type="button" className="button button-small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {m.next}
            </button>
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
