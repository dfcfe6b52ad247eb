/** The Bots, System and Audit log tabs: what runs, whether the platform is healthy, and who did what. */
import { useStore } from '@nanostores/react';
import { StateBadge } from '../../components/ui/StateBadge';
import { AuditItem } from './AuditItem';
import { formatBytes, formatDate } from './format';
import { adminBotsQuery, auditQuery, systemQuery } from './queries';

export function BotsTab() {
  const { data, status, error } = useStore(adminBotsQuery.store);
  if (status === 'loading') return <p className="muted">Loading bots…</p>;
  if (error && !data) return <p className="field-error">{error}</p>;
  if (!data?.length) return <p className="empty">No bots on the platform yet.</p>;
  return (
    <div className="table-wrap admin-cards">
      <table className="table">
        <thead>
          <tr><th>Bot</th><th>Owner</th><th>Game account</th><th>State</th><th>Created</th></tr>
        </thead>
        <tbody>
          {data.map((b) => (
            <tr key={b.id}>
              <td data-label="Bot"><a href={`/bots/${encodeURIComponent(b.id)}`}>{b.name}</a><br /><small className="muted">{b.templateLabel}</small></td>
              <td data-label="Owner">{b.owner}</td>
              <td data-label="Game account">{b.account}</td>
              <td data-label="State"><StateBadge state={b.state} />{b.lastError && <><br /><small className="field-error">{b.lastError}</small></>}</td>
              <td data-label="Created">{formatDate(b.created_at)}</td>
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

/** Where the game server's address came from: the operator's GAME_WS_URL, or the game's network document. */
function whereFrom({ server, zone, urlFrom, network }: GameServerHealth): string {
  const document = network.read
    ? `network document read ${new Date(network.readAt!).toLocaleTimeString()} (${network.servers} servers${network.error ? `; last refresh failed: ${network.error}` : ''})`
    : `network document not read${network.error ? `: ${network.error}` : ''}`;
  if (urlFrom === 'GAME_WS_URL') return `${server} (${zone}) · GAME_WS_URL for every server${network.documentUrl ? ` · zones: ${document}` : ' · built-in zones'}`;
  if (urlFrom === 'network document') return `${server} (${zone}) · ${document}`;
  return `${server} (${zone}) · ${document} · built-in zone, the document's host`;
}

export function SystemTab() {
  const { data, error } = useStore(systemQuery.store);
  if (!data) return error ? <p className="field-error">{error}</p> : <p className="muted">Checking…</p>;
  return (
    <div className="stack">
      <div className="grid grid-4">
        <div className="card">
          <p className="stat-label">Database</p>
          {ok(data.database.state === 'up', 'UP', 'DOWN')}
          <p className="muted">{data.database.latencyMs !== null ? `${data.database.latencyMs} ms ping` : '—'}</p>
        </div>
        <div className="card">
          <p className="stat-label">Bot runtime</p>
          {ok(data.runtime.state !== 'down', data.runtime.state.toUpperCase(), 'DOWN')}
          <p className="muted">{data.runtime.running} running · {formatBytes(data.runtime.rssBytes)} · lag {data.runtime.lagMs} ms</p>
          {data.runners.length > 0 && <p className="muted">on {data.runners.filter((r) => r.state !== 'silent').length} of {data.runners.length} runners</p>}
        </div>
        <div className="card">
          <p className="stat-label">Game server</p>
          {ok(data.gameServer.reachable, 'REACHABLE', 'UNREACHABLE')}
          <p className="muted">{data.gameServer.url}</p>
          <p className="muted">{whereFrom(data.gameServer)}</p>
        </div>
        <div className="card">
          <p className="stat-label">Engine (NATS)</p>
          {ok(data.engine.state === 'up', 'UP', data.engine.state === 'connecting' ? 'CONNECTING' : 'DOWN')}
          <p className="muted">{data.engine.url}</p>
          <p className="muted">{data.engine.streams !== null ? `${data.engine.streams} streams · ${formatBytes(data.engine.storedBytes ?? 0)} stored` : '—'}</p>
        </div>
        <div className="card">
          <p className="stat-label">Payments</p>
          <p>Stripe {ok(data.billing.stripe, 'ON', 'OFF')} PayPal {ok(data.billing.paypal, 'ON', 'OFF')}</p>
          <p className="muted">Up {Math.round(data.uptimeSeconds / 60)} min</p>
        </div>
      </div>
      {data.runners.length > 0 && <RunnersTable runners={data.runners} />}
    </div>
  );
}

type Runner = NonNullable<ReturnType<typeof systemQuery.store.get>['data']>['runners'][number];
const RUNNER_STATE: Record<Runner['state'], { label: string; className: string }> = {
  live: { label: 'LIVE', className: 'state-online' },
  draining: { label: 'DRAINING', className: 'state-warning' },
  silent: { label: 'SILENT', className: 'state-error' },
};

/** The fleet's runner nodes (RUNNERS=fleet): load against capacity, memory, lag; a silent one's sessions are moved. */
function RunnersTable({ runners }: { runners: Runner[] }) {
  return (
    <section aria-labelledby="runners-title" className="stack">
      <h2 id="runners-title">Runners</h2>
      <div className="table-wrap admin-cards">
        <table className="table">
          <thead>
            <tr><th>Runner</th><th>State</th><th>Bots</th><th>Sessions</th><th>Memory</th><th>Lag</th><th>Started</th></tr>
          </thead>
          <tbody>
            {runners.map((r) => (
              <tr key={r.id}>
                <td data-label="Runner">{r.id}<br /><small className="muted">{r.host}</small></td>
                <td data-label="State"><span className={`state-badge ${RUNNER_STATE[r.state].className}`}>{RUNNER_STATE[r.state].label}</span></td>
                <td data-label="Bots">{r.bots} / {r.capacity}</td>
                <td data-label="Sessions">{r.sessions}</td>
                <td data-label="Memory">{formatBytes(r.rssBytes)}</td>
                <td data-label="Lag">{r.lagMs} ms</td>
                <td data-label="Started">{formatDate(r.startedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function AuditTab() {
  const { data, error } = useStore(auditQuery.store);
  if (!data) return error ? <p className="field-error">{error}</p> : <p className="muted">Loading…</p>;
  if (!data.length) return <p className="empty">No admin actions yet.</p>;
  return (
    <ul className="list-plain" aria-label="Audit log">
      {data.map((e) => (
        <AuditItem key={e.id} entry={e} />
      ))}
    </ul>
  );
}
