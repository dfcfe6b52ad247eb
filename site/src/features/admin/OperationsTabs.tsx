/** The Bots, System and Audit log tabs: what runs, whether the platform is healthy, and who did what. */
import { useStore } from '@nanostores/react';
import { StateBadge } from '../../components/ui/StateBadge';
import { useMessages } from '../../lib/i18n';
import { clockTime } from '../../lib/time';
import { consolePath } from '../bots/console-path';
import { AuditItem } from './AuditItem';
import { auditMessages } from './admin.messages';
import { adminBotsMessages, systemMessages } from './operations.messages';
import { formatBytes, formatCount, formatDate } from './format';
import { adminBotsQuery, auditQuery, systemQuery } from './queries';

export function BotsTab() {
  const m = useMessages(adminBotsMessages);
  const { data, status, error } = useStore(adminBotsQuery.store);
  if (status === 'loading') return <p className="muted">{m.loading}</p>;
  if (error && !data) return <p className="field-error">{error}</p>;
  if (!data?.length) return <p className="empty">{m.empty}</p>;
  return (
    <div className="table-wrap admin-cards">
      <table className="table">
        <thead>
          <tr>
            <th>{m.bot}</th>
            <th>{m.owner}</th>
            <th>{m.account}</th>
            <th>{m.state}</th>
            <th>{m.created}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((b) => (
            <tr key={b.id}>
              <td data-label={m.bot}>
                <a href={consolePath(encodeURIComponent(b.id))}>
                  <bdi>{b.name}</bdi>
                </a>
                <br />
                <small className="muted">{b.templateLabel}</small>
              </td>
              <td data-label={m.owner}>
                <bdi>{b.owner}</bdi>
              </td>
              <td data-label={m.account}>
                <bdi>{b.account}</bdi>
              </td>
              <td data-label={m.state}>
                <StateBadge state={b.state} />
                {b.lastError && (
                  <>
                    <br />
                    <small className="field-error">{b.lastError}</small>
                  </>
                )}
              </td>
              <td data-label={m.created}>{formatDate(b.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const ok = (good: boolean, yes: string, no: string) => <span className={`state-badge ${good ? 'state-online' : 'state-error'}`}>{good ? yes : no}</span>;

type GameServerHealth = {
  server: string;
  zone: string;
  urlFrom: string;
  network: { documentUrl: string | null; read: boolean; readAt: string | null; servers: number; error: string | null };
};

type SystemWords = (typeof systemMessages)['base'];

/** Where the game server's address came from: the operator's GAME_WS_URL, or the game's network document (its error is the API's words). */
function whereFrom({ server, zone, urlFrom, network }: GameServerHealth, m: SystemWords): string {
  const at = clockTime(network.readAt ?? 0);
  const document = network.read
    ? network.error
      ? m.documentReadFailed({ at, error: network.error })(network.servers)
      : m.documentRead({ at })(network.servers)
    : network.error
      ? m.documentNotReadError({ error: network.error })
      : m.documentNotRead;
  if (urlFrom === 'GAME_WS_URL') return network.documentUrl ? m.fromEnvZones({ server, zone, document }) : m.fromEnvBuiltIn({ server, zone });
  if (urlFrom === 'network document') return m.fromDocument({ server, zone, document });
  return m.fromBuiltIn({ server, zone, document });
}

type ClientBuild = { build: string; from: 'client files' | 'setting'; documentUrl: string | null; readAt: string | null; error: string | null };

/** The build the bots announce and where it came from: the game client's files, or the operator's GAME_CLIENT_BUILD (with why the files were not read). */
function buildFrom({ build, from, documentUrl, readAt, error }: ClientBuild, m: SystemWords): string {
  const document = documentUrl ?? '';
  const at = clockTime(readAt ?? 0);
  if (from === 'client files') return error ? m.clientBuildFilesError({ build, document, at, error }) : m.clientBuildFiles({ build, document, at });
  return error ? m.clientBuildSettingError({ build, document, error }) : m.clientBuildSetting({ build });
}

export function SystemTab() {
  const m = useMessages(systemMessages);
  const { data, error } = useStore(systemQuery.store);
  if (!data) return error ? <p className="field-error">{error}</p> : <p className="muted">{m.checking}</p>;
  const runtimeState =
    data.runtime.state === 'up'
      ? m.up
      : data.runtime.state === 'idle'
        ? m.idle
        : data.runtime.state === 'degraded'
          ? m.restarting
          : data.runtime.state.toUpperCase();
  return (
    <div className="stack">
      <OpenAlerts alerts={data.alerts} />
      <div className="grid grid-4">
        <div className="card">
          <p className="stat-label">{m.database}</p>
          {ok(data.database.state === 'up', m.up, m.down)}
          <p className="muted">{data.database.latencyMs !== null ? m.ping({ ms: formatCount(data.database.latencyMs) }) : '—'}</p>
        </div>
        <div className="card">
          <p className="stat-label">{m.runtime}</p>
          {data.runtime.state === 'degraded' ? (
            <span className="state-badge state-warning">{runtimeState}</span>
          ) : (
            ok(data.runtime.state !== 'down', runtimeState, m.down)
          )}
          <p className="muted">
            {m.runtimeLine({ running: formatCount(data.runtime.running), memory: formatBytes(data.runtime.rssBytes), lag: formatCount(data.runtime.lagMs) })}
          </p>
          {data.runners.length > 0 && (
            <p className="muted">{m.onRunners({ live: String(data.runners.filter((r) => r.state !== 'silent').length) })(data.runners.length)}</p>
          )}
        </div>
        <div className="card">
          <p className="stat-label">{m.gameServer}</p>
          {ok(data.gameServer.reachable, m.reachable, m.unreachable)}
          <p className="muted">{data.gameServer.url}</p>
          <p className="muted">{whereFrom(data.gameServer, m)}</p>
          <p className="muted admin-health-detail">{buildFrom(data.gameClient, m)}</p>
        </div>
        <div className="card">
          <p className="stat-label">{m.engine}</p>
          {ok(data.engine.state === 'up', m.up, data.engine.state === 'connecting' ? m.connecting : m.down)}
          <p className="muted">{data.engine.url}</p>
          <p className="muted">{data.engine.streams !== null ? m.streams({ stored: formatBytes(data.engine.storedBytes ?? 0) })(data.engine.streams) : '—'}</p>
        </div>
        <div className="card">
          <p className="stat-label">{m.payments}</p>
          <p>
            Stripe {ok(data.billing.stripe, m.on, m.off)} PayPal {ok(data.billing.paypal, m.on, m.off)}
          </p>
          <p className="muted">{m.uptime({ minutes: formatCount(Math.round(data.uptimeSeconds / 60)) })}</p>
        </div>
      </div>
      {data.runners.length > 0 && <RunnersTable runners={data.runners} />}
    </div>
  );
}

type System = NonNullable<ReturnType<typeof systemQuery.store.get>['data']>;

/** The admins' alerts open now, first on the tab an alert's bell item opens: what each rule saw, and since when. */
function OpenAlerts({ alerts }: { alerts: System['alerts'] }) {
  const m = useMessages(systemMessages);
  return (
    <section aria-labelledby="open-alerts-title" className="stack">
      <h2 id="open-alerts-title">{m.openAlerts}</h2>
      {alerts.length === 0 ? (
        <p className="muted">{m.noAlerts}</p>
      ) : (
        <ul className="list-plain stack" aria-labelledby="open-alerts-title">
          {alerts.map((a) => (
            <li key={`${a.rule}:${a.subject}`}>
              <div className="card">
                <p>
                  <strong>{a.name}</strong> <span className={`state-badge ${a.quiet ? 'state-online' : 'state-warning'}`}>{a.quiet ? m.quiet : m.firing}</span>
                </p>
                <p>{a.saw}</p>
                <p className="muted">{m.alertSince({ time: formatDate(a.startedAt), subject: a.subject })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Runner = System['runners'][number];
const RUNNER_STATE: Record<Runner['state'], { label: 'live' | 'draining' | 'silent'; className: string }> = {
  live: { label: 'live', className: 'state-online' },
  draining: { label: 'draining', className: 'state-warning' },
  silent: { label: 'silent', className: 'state-error' },
};

/**
 * The fleet's runner nodes (RUNNERS=fleet): load against capacity, memory, lag; a silent one's sessions are
 * moved; one not ready (the game's network document does not answer it) plays on but takes no new session.
 */
function RunnersTable({ runners }: { runners: Runner[] }) {
  const m = useMessages(systemMessages);
  return (
    <section aria-labelledby="runners-title" className="stack">
      <h2 id="runners-title">{m.runners}</h2>
      <div className="table-wrap admin-cards">
        <table className="table">
          <thead>
            <tr>
              <th>{m.runner}</th>
              <th>{m.state}</th>
              <th>{m.bots}</th>
              <th>{m.sessions}</th>
              <th>{m.memory}</th>
              <th>{m.lag}</th>
              <th>{m.started}</th>
            </tr>
          </thead>
          <tbody>
            {runners.map((r) => (
              <tr key={r.id}>
                <td data-label={m.runner}>
                  {r.id}
                  <br />
                  <small className="muted">{r.host}</small>
                </td>
                <td data-label={m.state}>
                  {/* One piece, so that the two badges stay side by side where the row is a card (narrow screens). */}
                  <span>
                    <span className={`state-badge ${RUNNER_STATE[r.state].className}`}>{m[RUNNER_STATE[r.state].label]}</span>{' '}
                    {/* A silent runner's flag is old news: only a live or draining one says whether it takes new sessions. */}
                    {r.state !== 'silent' && (
                      <span className={`state-badge ${r.ready ? 'state-online' : 'state-warning'}`}>{r.ready ? m.ready : m.notReady}</span>
                    )}
                  </span>
                </td>
                <td data-label={m.bots}>
                  {r.bots} / {r.capacity}
                </td>
                <td data-label={m.sessions}>{r.sessions}</td>
                <td data-label={m.memory}>{formatBytes(r.rssBytes)}</td>
                <td data-label={m.lag}>{m.lagValue({ ms: formatCount(r.lagMs) })}</td>
                <td data-label={m.started}>{formatDate(r.startedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function AuditTab() {
  const m = useMessages(auditMessages);
  const { data, error } = useStore(auditQuery.store);
  if (!data) return error ? <p className="field-error">{error}</p> : <p className="muted">{m.loading}</p>;
  if (!data.length) return <p className="empty">{m.empty}</p>;
  return (
    <ul className="list-plain" aria-label={m.label}>
      {data.map((e) => (
        <AuditItem key={e.id} entry={e} />
      ))}
    </ul>
  );
}
