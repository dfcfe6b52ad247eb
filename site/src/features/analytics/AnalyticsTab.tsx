/**
 * The dashboard's Analytics tab: what the player's bots achieved over 24 hours, 7 or 30 days, for all
 * bots, one game account or one bot — totals, four charts, each bot's share, the figures as a table and
 * as CSV. Plans without Performance analytics see the last 24 hours, and are told what the rest needs.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ANALYTICS_PLAN, ANALYTICS_RANGES, lootOf, type AnalyticsRange } from '@shared/outcomes';
import { planIncludes } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { SkeletonLines } from '../../components/ui/Skeleton';
import { api, ApiError, unwrap } from '../../lib/api';
import { accountsQuery, botsQuery } from '../../lib/data';
import { downloadFromApi } from '../../lib/download';
import { errorMessage, toast } from '../toasts/store';
import { Chart } from './Chart';
import { chartsOf, hours, periodLabel, TABLE_COLUMNS, tableRows, totalsOf } from './figures';
import './analytics.css';

type Analytics = Awaited<ReturnType<typeof load>>;
const RANGE_LABELS: Record<AnalyticsRange, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };
/** Figures for a period being watched are fetched again this often. */
const REFRESH_MS = 60_000;

function load(range: AnalyticsRange, scope: string) {
  const [kind, id] = scope.split(':');
  return unwrap(api.api.analytics.get({ query: { range, ...(kind === 'bot' && { botId: id }), ...(kind === 'account' && { accountId: id }) } }));
}

function queryString(range: AnalyticsRange, scope: string): string {
  const [kind, id] = scope.split(':');
  return new URLSearchParams({ range, ...(kind === 'bot' && { botId: id! }), ...(kind === 'account' && { accountId: id! }) }).toString();
}

export function AnalyticsTab({ plan }: { plan: string }) {
  const [range, setRange] = useState<AnalyticsRange>('24h');
  const [scope, setScope] = useState('all');
  const [data, setData] = useState<Analytics | null>(null);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const bots = useStore(botsQuery.store).data ?? [];
  const accounts = useStore(accountsQuery.store).data ?? [];
  const scopeId = useId();

  const fetchNow = useCallback(async () => {
    setLoading(true);
    try {
      setData(await load(range, scope));
      setFailed(null);
    } catch (err) {
      setFailed(err instanceof ApiError ? err : new ApiError('Request failed', 0));
    } finally {
      setLoading(false);
    }
  }, [range, scope]);

  useEffect(() => {
    void fetchNow();
    const timer = setInterval(() => void fetchNow(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [fetchNow]);

  const preview = data?.preview ?? !planIncludes(plan, ANALYTICS_PLAN);
  const charts = useMemo(() => (data ? chartsOf(data.points, data.step) : []), [data]);
  const times = useMemo(() => data?.points.map((p) => p.at) ?? [], [data]);

  async function downloadCsv() {
    try {
      await downloadFromApi(`/api/analytics/csv?${queryString(range, scope)}`, `castellan-analytics-${range}.csv`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not download the figures'));
    }
  }

  return (
    <div className="stack analytics">
      <div className="row between analytics-controls">
        <div className="row" role="group" aria-label="Period">
          {(Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]).map((r) => (
            <button
              key={r}
              type="button"
              className={`button button-small${r === range ? ' button-primary' : ''}`}
              aria-pressed={r === range}
              disabled={preview && r !== '24h'}
              onClick={() => setRange(r)}
            >
              {RANGE_LABELS[r]}
            </button>
          ))}
        </div>
        <div className="row">
          <label htmlFor={scopeId} className="muted">
            Show
          </label>
          <select id={scopeId} value={scope} onChange={(e) => setScope(e.target.value)}>
            <option value="all">All bots</option>
            {accounts.map((account) => (
              <optgroup key={account.id} label={`${account.name} (${account.server})`}>
                <option value={`account:${account.id}`}>All bots of {account.name}</option>
                {bots
                  .filter((b) => b.accountId === account.id)
                  .map((b) => (
                    <option key={b.id} value={`bot:${b.id}`}>
                      {b.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <button type="button" className="button button-small" onClick={() => void downloadCsv()} disabled={!data}>
            Download CSV
          </button>
        </div>
      </div>
      {preview && (
        <p className="muted analytics-preview">
          Your plan shows the last 24 hours. 7 and 30 days come with Premium and Professional. <a href="/pricing">See plans</a>
        </p>
      )}

      {failed && !data && <ErrorPanel what="your analytics" message={failed.message} requestId={failed.requestId} onRetry={fetchNow} retrying={loading} />}
      {!data && !failed && <SkeletonLines lines={4} />}
      {data && (
        <div className="stack" aria-busy={loading}>
          <p className="muted">
            {periodLabel(data.from, data.step)} – {periodLabel(data.to - 1, data.step)} (UTC)
          </p>
          <section className="grid analytics-totals" aria-label="Totals">
            {totalsOf(data.totals).map((t) => (
              <div key={t.label} className="card">
                <p className="stat-label">{t.label}</p>
                <p className="stat-value">{t.value}</p>
                {t.detail && <p className="muted">{t.detail}</p>}
              </div>
            ))}
          </section>
          {data.bots.length === 0 && <p className="empty">Nothing yet in this period: figures appear here as your bots play.</p>}
          <div className="grid analytics-charts">
            {charts.map((chart) => (
              <Chart key={`${chart.id}-${range}-${scope}`} chart={chart} times={times} step={data.step} />
            ))}
          </div>
          {data.bots.length > 0 && (
            <section className="card stack">
              <h3>Per bot</h3>
              <div className="table-scroll">
                <table>
                  <caption className="visually-hidden">Per bot</caption>
                  <thead>
                    <tr>
                      <th scope="col">Bot</th>
                      <th scope="col">Game account</th>
                      <th scope="col">Loot</th>
                      <th scope="col">Won / lost</th>
                      <th scope="col">Taxes (coins)</th>
                      <th scope="col">Online</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.bots.map((b) => (
                      <tr key={b.botId}>
                        <th scope="row">{b.name ?? <span className="muted">Deleted bot</span>}</th>
                        <td>{b.accountName ?? '—'}</td>
                        <td>{lootOf(b.totals).toLocaleString('en')}</td>
                        <td>
                          {(b.totals.attacksWon ?? 0).toLocaleString('en')} / {(b.totals.attacksLost ?? 0).toLocaleString('en')}
                        </td>
                        <td>{(b.totals.taxes ?? 0).toLocaleString('en')}</td>
                        <td>{hours(b.totals.onlineSeconds ?? 0)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
          <details className="card">
            <summary>Show the figures as a table</summary>
            <div className="table-scroll">
              <table>
                <caption className="visually-hidden">What your bots achieved per {data.step === 'hour' ? 'hour' : 'day'} (UTC)</caption>
                <thead>
                  <tr>
                    <th scope="col">{data.step === 'hour' ? 'Hour' : 'Day'}</th>
                    {TABLE_COLUMNS.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {tableRows(data.points, data.step).map((row) => (
                    <tr key={row.period}>
                      <th scope="row">{row.period}</th>
                      {row.cells.map((c, i) => (
                        <td key={i}>{c}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      )}
    </div>
  );
}
