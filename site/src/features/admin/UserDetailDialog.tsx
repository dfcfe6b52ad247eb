/**
 * One user in a dialog (/admin?user=<id>, so a reload opens it again): profile, subscription and any
 * grant, their bots with Stop and Open console, a plan change with a reason, their support tickets, and
 * what admins did to them.
 */
import { useCallback, useEffect, useState } from 'react';
import { PLAN_NAMES, type PlanTier } from '@shared/plans';
import { Dialog } from '../../components/ui/Dialog';
import { PlanBadge, StateBadge } from '../../components/ui/StateBadge';
import { statusOf } from '../../lib/query/store';
import { PROVIDER_LABELS, subscriptionStatusLabel } from '../billing/labels';
import { errorMessage, toast } from '../toasts/store';
import { AuditItem } from './AuditItem';
import { formatDate } from './format';
import { PlanChangeForm } from './PlanChangeForm';
import { fetchUser, type AdminUserDetail } from './queries';
import { stopUserBot } from './user-actions';
import { UserTickets } from './UserTickets';

const METHOD_NAMES: Record<string, string> = { password: 'E-mail and password', discord: 'Discord' };
/** While a stopped bot still reports online, the view is read again this often (a step ends, then it logs out). */
const SETTLING_POLL_MS = 1500;

type Props = { userId: string | null; onClose: () => void };

export function UserDetailDialog({ userId, onClose }: Props) {
  const [user, setUser] = useState<AdminUserDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async (id: string) => {
    try {
      setUser(await fetchUser(id));
      setProblem(null);
    } catch (err) {
      setProblem(statusOf(err) === 404 || statusOf(err) === 422 ? 'There is no user with this id.' : errorMessage(err, 'Could not load this user.'));
    }
  }, []);

  useEffect(() => {
    setUser(null);
    setProblem(null);
    if (userId) void load(userId);
  }, [userId, load]);

  const settling = user?.bots.some((b) => b.desiredState === 'offline' && b.state === 'online');
  useEffect(() => {
    if (!settling || !userId) return;
    const timer = window.setTimeout(() => void load(userId), SETTLING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [settling, user, userId, load]);

  return (
    <Dialog open={userId !== null} onClose={onClose} title={user?.email ?? 'User'}>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      {!user && !problem && <p className="muted">Loading user…</p>}
      {user && (
        <div className="stack admin-user">
          <Profile user={user} />
          <Subscription user={user} />
          <PlanChangeForm userId={user.id} current={user.subscription.plan} onChanged={setUser} />
          <Bots user={user} onStopped={() => void load(user.id)} />
          <UserTickets userId={user.id} />
          <Audit user={user} />
        </div>
      )}
    </Dialog>
  );
}

function Profile({ user }: { user: AdminUserDetail }) {
  return (
    <section aria-labelledby="admin-user-profile">
      <h3 id="admin-user-profile">Profile</h3>
      <dl className="admin-facts">
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Username</dt>
        <dd>{user.username ?? '—'}</dd>
        <dt>Sign-in methods</dt>
        <dd>{user.sign_in_methods.length ? user.sign_in_methods.map((m) => METHOD_NAMES[m] ?? m).join(', ') : '—'}</dd>
        <dt>Created</dt>
        <dd>{formatDate(user.created_at)}</dd>
        <dt>Last sign-in</dt>
        <dd>{formatDate(user.last_sign_in_at)}</dd>
        <dt>Administrator</dt>
        <dd>{user.is_admin ? 'Yes' : 'No'}</dd>
      </dl>
    </section>
  );
}

function Subscription({ user }: { user: AdminUserDetail }) {
  const { subscription: sub, grant } = user;
  return (
    <section aria-labelledby="admin-user-subscription">
      <h3 id="admin-user-subscription">Subscription</h3>
      <dl className="admin-facts">
        <dt>Plan</dt>
        <dd><PlanBadge plan={sub.plan} /></dd>
        <dt>Status</dt>
        <dd>{subscriptionStatusLabel(sub.status)}{sub.paid_plan && sub.status !== 'none' ? ` · pays for ${PLAN_NAMES[sub.paid_plan as PlanTier] ?? sub.paid_plan}` : ''}</dd>
        <dt>Provider</dt>
        <dd>{sub.payment_provider ? (PROVIDER_LABELS[sub.payment_provider] ?? sub.payment_provider) : '—'}</dd>
        <dt>Next billing</dt>
        <dd>{formatDate(sub.next_billing_time)}</dd>
        <dt>Granted by an admin</dt>
        <dd>{grant ? `${PLAN_NAMES[grant.plan as PlanTier] ?? grant.plan} since ${formatDate(grant.granted_at)}: “${grant.reason}”` : '—'}</dd>
      </dl>
    </section>
  );
}

function Bots({ user, onStopped }: { user: AdminUserDetail; onStopped: () => void }) {
  const [stopping, setStopping] = useState<string | null>(null);

  async function stop(bot: AdminUserDetail['bots'][number]) {
    setStopping(bot.id);
    try {
      await stopUserBot(user.id, bot.id);
      toast.success(`Bot “${bot.name}” stopped`);
      onStopped();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not stop the bot'));
    }
    setStopping(null);
  }

  return (
    <section aria-labelledby="admin-user-bots">
      <h3 id="admin-user-bots">Bots</h3>
      {user.bots.length === 0 ? (
        <p className="muted">No bots.</p>
      ) : (
        <ul className="list-plain" aria-label="Their bots">
          {user.bots.map((b) => {
            const running = b.desiredState === 'online' || b.state === 'online';
            return (
              <li key={b.id} className="admin-bot">
                <div>
                  <strong>{b.name}</strong> <StateBadge state={b.state} />
                  {b.desiredState === 'offline' && b.state === 'online' && <span className="muted"> stopping…</span>}
                  <br />
                  <small className="muted">{b.templateLabel} · {b.account}</small>
                </div>
                <div className="row">
                  {running && (
                    <button type="button" className="button button-small" aria-label={`Stop ${b.name}`} aria-disabled={stopping === b.id} onClick={() => stopping !== b.id && void stop(b)}>
                      {stopping === b.id ? 'Stopping…' : 'Stop'}
                    </button>
                  )}
                  <a className="button button-small" href={`/bots/${encodeURIComponent(b.id)}`} aria-label={`Open console of ${b.name}`}>
                    Open console
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Audit({ user }: { user: AdminUserDetail }) {
  return (
    <section aria-labelledby="admin-user-audit">
      <h3 id="admin-user-audit">Audit entries</h3>
      {user.audit.length === 0 ? (
        <p className="muted">No admin actions about this user.</p>
      ) : (
        <ul className="list-plain" aria-label="Audit entries about this user">
          {user.audit.map((e) => (
            <AuditItem key={e.id} entry={e} />
          ))}
        </ul>
      )}
    </section>
  );
}
