/**
 * One user in a dialog (/admin?user=<id>, so a reload opens it again): profile, subscription and any
 * grant, their bots with Stop and Open console, a plan change with a reason, their support tickets, and
 * what admins did to them.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { PLAN_NAMES, type PlanTier } from '@shared/plans';
import { Dialog } from '../../components/ui/Dialog';
import { PlanBadge, StateBadge } from '../../components/ui/StateBadge';
import { useMessages } from '../../lib/i18n';
import { statusOf } from '../../lib/query/store';
import { consolePath } from '../bots/console-path';
import { PROVIDER_LABELS, subscriptionStatusLabel } from '../billing/labels';
import { errorMessage, toast } from '../toasts/store';
import { runToasted } from '../toasts/toasted-run';
import { AuditItem } from './AuditItem';
import { formatDate } from './format';
import { PlanChangeForm } from './PlanChangeForm';
import { fetchUser, type AdminUserDetail } from './queries';
import { stopUserBot } from './user-actions';
import { UserTickets } from './UserTickets';
import { userDetailMessages } from './users.messages';
import { FormError } from '../../components/ui/FormError';
import { named } from '../../components/ui/named';

/** While a stopped bot still reports online, the view is read again this often (a step ends, then it logs out). */
const SETTLING_POLL_MS = 1500;

type Props = { userId: string | null; onClose: () => void };

export function UserDetailDialog({ userId, onClose }: Props) {
  const m = useMessages(userDetailMessages);
  const [user, setUser] = useState<AdminUserDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(
    async (id: string) => {
      try {
        setUser(await fetchUser(id));
        setProblem(null);
      } catch (err) {
        setProblem(statusOf(err) === 404 || statusOf(err) === 422 ? m.noSuchUser : errorMessage(err, m.loadFailed));
      }
    },
    [m],
  );

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
    <Dialog open={userId !== null} onClose={onClose} title={user ? named(user.email) : m.user}>
      <FormError message={problem} />
      {!user && !problem && <p className="muted">{m.loading}</p>}
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
  const m = useMessages(userDetailMessages);
  const methodNames: Record<string, string> = { password: m.methodPassword, discord: 'Discord' };
  return (
    <section aria-labelledby="admin-user-profile">
      <h3 id="admin-user-profile">{m.profile}</h3>
      <dl className="admin-facts">
        <dt>{m.email}</dt>
        <dd>
          <bdi>{user.email}</bdi>
        </dd>
        <dt>{m.username}</dt>
        <dd>
          <bdi>{user.username ?? '—'}</bdi>
        </dd>
        <dt>{m.methods}</dt>
        <dd>{user.sign_in_methods.length ? user.sign_in_methods.map((method) => methodNames[method] ?? method).join(', ') : '—'}</dd>
        <dt>{m.created}</dt>
        <dd>{formatDate(user.created_at)}</dd>
        <dt>{m.lastSignIn}</dt>
        <dd>{formatDate(user.last_sign_in_at)}</dd>
        <dt>{m.administrator}</dt>
        <dd>{user.is_admin ? m.yes : m.no}</dd>
      </dl>
    </section>
  );
}

function Subscription({ user }: { user: AdminUserDetail }) {
  const m = useMessages(userDetailMessages);
  const { subscription: sub, grant } = user;
  return (
    <section aria-labelledby="admin-user-subscription">
      <h3 id="admin-user-subscription">{m.subscription}</h3>
      <dl className="admin-facts">
        <dt>{m.plan}</dt>
        <dd>
          <PlanBadge plan={sub.plan} />
        </dd>
        <dt>{m.status}</dt>
        <dd>
          {subscriptionStatusLabel(sub.status)}
          {sub.paid_plan && sub.status !== 'none' ? ` · ${m.paysFor({ plan: PLAN_NAMES[sub.paid_plan as PlanTier] ?? sub.paid_plan })}` : ''}
        </dd>
        <dt>{m.provider}</dt>
        <dd>{sub.payment_provider ? (PROVIDER_LABELS[sub.payment_provider] ?? sub.payment_provider) : '—'}</dd>
        <dt>{m.nextBilling}</dt>
        <dd>{formatDate(sub.next_billing_time)}</dd>
        <dt>{m.granted}</dt>
        <dd>{grant ? m.grant({ plan: PLAN_NAMES[grant.plan as PlanTier] ?? grant.plan, since: formatDate(grant.granted_at), reason: grant.reason }) : '—'}</dd>
      </dl>
    </section>
  );
}

function Bots({ user, onStopped }: { user: AdminUserDetail; onStopped: () => void }) {
  const m = useMessages(userDetailMessages);
  const [stopping, setStopping] = useState<string | null>(null);

  async function stop(bot: AdminUserDetail['bots'][number]) {
    setStopping(bot.id);
    await runToasted(async () => {
      await stopUserBot(user.id, bot.id);
      toast.success(m.stopped({ name: bot.name }));
      onStopped();
    }, m.stopFailed);
    setStopping(null);
  }

  return (
    <ListPart id="admin-user-bots" title={m.bots} empty={m.noBots} label={m.theirBots} count={user.bots.length}>
      {user.bots.map((b) => {
        const running = b.desiredState === 'online' || b.state === 'online';
        return (
          <li key={b.id} className="admin-bot">
            <div>
              <strong>
                <bdi>{b.name}</bdi>
              </strong>{' '}
              <StateBadge state={b.state} />
              {b.desiredState === 'offline' && b.state === 'online' && <span className="muted"> {m.settling}</span>}
              <br />
              <small className="muted">
                {b.templateLabel} · {b.account}
              </small>
            </div>
            <div className="row">
              {running && (
                <button
                  type="button"
                  className="button button-small"
                  aria-label={m.stopLabel({ name: b.name })}
                  aria-disabled={stopping === b.id}
                  onClick={() => stopping !== b.id && void stop(b)}
                >
                  {stopping === b.id ? m.stopping : m.stop}
                </button>
              )}
              <a className="button button-small" href={consolePath(encodeURIComponent(b.id))} aria-label={m.openConsoleLabel({ name: b.name })}>
                {m.openConsole}
              </a>
            </div>
          </li>
        );
      })}
    </ListPart>
  );
}

function Audit({ user }: { user: AdminUserDetail }) {
  const m = useMessages(userDetailMessages);
  return (
    <ListPart id="admin-user-audit" title={m.audit} empty={m.noAudit} label={m.auditLabel} count={user.audit.length}>
      {user.audit.map((e) => (
        <AuditItem key={e.id} entry={e} />
      ))}
    </ListPart>
  );
}

/** A part of the user's detail: its heading, then its list, or a line saying there is nothing in it. */
function ListPart({
  id,
  title,
  empty,
  label,
  count,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  label: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {count === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="list-plain" aria-label={label}>
          {children}
        </ul>
      )}
    </section>
  );
}
