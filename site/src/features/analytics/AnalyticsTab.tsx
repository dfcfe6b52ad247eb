/**
 * The dashboard's Analytics tab: what the player's bots achieved over 24 hours, 7 or 30 days, for all
 * bots, one game account or one bot — totals, four charts, each bot's share, the figures as a table and
 * as CSV. Plans without Performance analytics see the last 24 hours, and are told what the rest needs.
 */
import { useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ANALYTICS_PLAN, ANALYTICS_RANGES, lootOf, type AnalyticsRange } from '@shared/outcomes';
import { planIncludes } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { SkeletonLines } from '../../components/ui/Skeleton';
import { api, unwrap } from '../../lib/api';
import { accountsQuery, botsQuery } from '../../lib/data';
import { downloadFromApi } from '../../lib/download';
import { errorMessage, toast } from '../toasts/store';
import { Chart } from './Chart';
import { chartsOf, hours, intlLocale, periodLabel, tableColumns, tableRows, totalsOf } from './figures';
import { shownSpan } from './span';
import { fill } from '../../components/ui/fill';
import { here, pageLocale, useMessages } from '../../lib/i18n';
import { analyticsTabMessages, figureMessages } from './analytics.messages';
import { useLiveFigures } from './use-figures';
import { useLiveRefresh } from '../account-view/live-refresh';
import './analytics.css';
import { named } from '../../components/ui/named';

const RANGE_KEYS = { '24h': 'range24h', '7d': 'range7d', '30d': 'range30d' } as const satisfies Record<AnalyticsRange, string>;
const number = (n: number) => n.toLocaleString(intlLocale(pageLocale));
/** Figures on screen are fetched again this often: a bot's attack shows within seconds, not on a reload. */
const REFRESH_MS = 15_000;

function load(range: AnalyticsRange, scope: string) {
  const [kind, id] = scope.split(':');
  return unwrap(api.api.analytics.get({ query: { range, ...(kind === 'bot' && { botId: id }), ...(kind === 'account' && { accountId: id }) } }));
}

function queryString(range: AnalyticsRange, scope: string): string {
  const [kind, id] = scope.split(':');
  return new URLSearchParams({ range, ...(kind === 'bot' && { botId: id! }), ...(kind === 'account' && { accountId: id! }) }).toString();
}

export function AnalyticsTab({ plan }: { plan: string }) {
  const t = useMessages(analyticsTabMessages);
  const f = useMessages(figureMessages);
  const [range, setRange] = useState<AnalyticsRange>('24h');
  const [scope, setScope] = useState('all');
  const bots = useStore(botsQuery.store).data ?? [];
  const accounts = useStore(accountsQuery.store).data ?? [];
  const scopeId = useId();

  const { data, failed, loading, fetchNow, refresh } = useLiveFigures(() => load(range, scope), [range, scope], REFRESH_MS);
  // Read again a moment after a bot's today moves on the dashboard's list (read every few seconds while bots
  // play): the figures follow the attacks as the cards do, not the 15-s poll alone (issue 64).
  useLiveRefresh(bots.map((bot) => `${bot.id}:${bot.today?.actions ?? 0}:${bot.today?.loot ?? 0}`).join('|'), refresh);

  const preview = data?.preview ?? !planIncludes(plan, ANALYTICS_PLAN);
  // The charts start where the figures do, never before the player's sign-up (span.ts); the totals and the table are the whole period's.
  const shown = useMemo(() => (data ? shownSpan(data.points, data.step, data.from) : null), [data]);
  const charts = useMemo(() => (data && shown ? chartsOf(shown.points, data.step, f) : []), [data, shown, f]);
  const times = useMemo(() => shown?.points.map((p) => p.at) ?? [], [shown]);

  async function downloadCsv() {
    try {
      await downloadFromApi(`/api/analytics/csv?${queryString(range, scope)}`, `castellan-analytics-${range}.csv`);
    } catch (err) {
      toast.error(errorMessage(err, t.downloadFailed));
    }
  }

  return (
    <div className="stack analytics">
      {/* The tab's heading, as the other tabs have theirs: the charts' and tables' headings are under it. */}
      <h2>{t.title}</h2>
      <div className="row between analytics-controls">
        <div className="row" role="group" aria-label={t.period}>
          {(Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]).map((r) => (
            <button
              key={r}
              type="button"
              className={`button button-small${r === range ? ' button-primary' : ''}`}
              aria-pressed={r === range}
              disabled={preview && r !== '24h'}
              onClick={() => setRange(r)}
            >
              {t[RANGE_KEYS[r]]}
            </button>
          ))}
        </div>
        <div className="row">
          <label htmlFor={scopeId} className="muted">
            {t.show}
          </label>
          <select id={scopeId} value={scope} onChange={(e) => setScope(e.target.value)}>
            <option value="all">{t.allBots}</option>
            {accounts.map((account) => (
              <optgroup key={account.id} label={`${named(account.name)} (${account.server})`}>
                <option value={`account:${account.id}`}>{t.allBotsOf({ account: account.name })}</option>
                {bots
                  .filter((b) => b.accountId === account.id)
                  .map((b) => (
                    <option key={b.id} value={`bot:${b.id}`}>
                      {named(b.name)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <button type="button" className="button button-small" onClick={() => void downloadCsv()} disabled={!data}>
            {t.downloadCsv}
          </button>
        </div>
      </div>
      {preview && <p className="muted analytics-preview">{fill(t.preview, { link: <a href={here('/pricing')}>{t.seePlans}</a> })}</p>}

      {failed && !data && <ErrorPanel what={t.yourAnalytics} message={failed.message} requestId={failed.requestId} onRetry={fetchNow} retrying={loading} />}
      {!data && !failed && <SkeletonLines lines={4} />}
      {data && (
        <div className="stack" aria-busy={loading}>
          <p className="muted">
            {shown?.shortened
              ? t.since({ from: periodLabel(shown.since, data.step) })
              : t.span({ from: periodLabel(data.from, data.step), to: periodLabel(data.to - 1, data.step) })}
          </p>
          <section className="grid analytics-totals" aria-label={t.totals}>
            {totalsOf(data.totals, f).map((total) => (
              <div key={total.label} className="card">
                <p className="stat-label">{total.label}</p>
                <p className="stat-value">{total.value}</p>
                {total.detail && <p className="muted">{total.detail}</p>}
              </div>
            ))}
          </section>
          {data.bots.length === 0 && <p className="empty">{t.nothingYet}</p>}
          <div className="grid analytics-charts">
            {charts.map((chart) => (
              <Chart key={`${chart.id}-${range}-${scope}`} chart={chart} times={times} step={data.step} />
            ))}
          </div>
          {data.bots.length > 0 && (
            <section className="card stack">
              <h3>{t.perBot}</h3>
              {/* Wider than a phone: scrolled sideways, so it takes the focus to be scrolled from the keyboard too. */}
              <div className="table-scroll" role="region" aria-label={t.perBot} tabIndex={0}>
                <table>
                  <caption className="visually-hidden">{t.perBot}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.bot}</th>
                      <th scope="col">{t.gameAccount}</th>
                      <th scope="col">{t.loot}</th>
                      <th scope="col">{t.wonLost}</th>
                      <th scope="col">{t.taxes}</th>
                      <th scope="col">{t.online}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.bots.map((b) => (
                      <tr key={b.botId}>
                        <th scope="row">{b.name ? <bdi>{b.name}</bdi> : <span className="muted">{t.deletedBot}</span>}</th>
                        <td>
                          <bdi>{b.accountName ?? '—'}</bdi>
                        </td>
                        <td>{number(lootOf(b.totals))}</td>
                        <td>
                          {number(b.totals.attacksWon ?? 0)} / {number(b.totals.attacksLost ?? 0)}
                        </td>
                        <td>{number(b.totals.taxes ?? 0)}</td>
                        <td>{hours(b.totals.onlineSeconds ?? 0, f)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
          <details className="card">
            <summary>{t.showTable}</summary>
            <div className="table-scroll" role="region" aria-label={data.step === 'hour' ? t.captionHour : t.captionDay} tabIndex={0}>
              <table>
                <caption className="visually-hidden">{data.step === 'hour' ? t.captionHour : t.captionDay}</caption>
                <thead>
                  <tr>
                    <th scope="col">{data.step === 'hour' ? t.hour : t.day}</th>
                    {tableColumns(f).map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {tableRows(data.points, data.step, f).map((row) => (
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
