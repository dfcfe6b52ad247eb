/** The admin's Analytics tab: sign-ups, active bots, paying users, MRR and churn per day over 30 or 90 days. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { SkeletonLines } from '../../components/ui/Skeleton';
import { api, ApiError, unwrap } from '../../lib/api';
import { Chart } from '../analytics/Chart';
import '../analytics/analytics.css';
import { dayTimes, platformCharts, usd } from './platform-charts';

type Range = '30d' | '90d';
const load = (range: Range) => unwrap(api.api.admin.analytics.get({ query: { range } }));

export function PlatformTab() {
  const [range, setRange] = useState<Range>('30d');
  const [data, setData] = useState<Awaited<ReturnType<typeof load>> | null>(null);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);

  const fetchNow = useCallback(async () => {
    setLoading(true);
    try {
      setData(await load(range));
      setFailed(null);
    } catch (err) {
      setFailed(err instanceof ApiError ? err : new ApiError('Request failed', 0));
    } finally {
      setLoading(false);
    }
  }, [range]);
  useEffect(() => void fetchNow(), [fetchNow]);

  const charts = useMemo(() => (data ? platformCharts(data.points) : []), [data]);
  const times = useMemo(() => (data ? dayTimes(data.points) : []), [data]);
  const totals = data && [
    { label: 'Sign-ups', value: data.totals.signUps.toLocaleString('en'), detail: `in ${range === '30d' ? '30' : '90'} days` },
    { label: 'Paying users', value: data.totals.payingUsers.toLocaleString('en'), detail: `${data.totals.payingAtStart.toLocaleString('en')} at the start` },
    { label: 'MRR', value: usd(data.totals.mrr), detail: 'renewing subscriptions' },
    { label: 'Churn', value: data.totals.churnRate === null ? '—' : `${data.totals.churnRate} %`, detail: `${data.totals.churned} stopped paying` },
  ];

  return (
    <div className="stack analytics">
      <div className="row" role="group" aria-label="Period">
        {(['30d', '90d'] as const).map((r) => (
          <button key={r} type="button" className={`button button-small${r === range ? ' button-primary' : ''}`} aria-pressed={r === range} onClick={() => setRange(r)}>
            {r === '30d' ? '30 days' : '90 days'}
          </button>
        ))}
      </div>
      {failed && !data && <ErrorPanel what="the platform figures" message={failed.message} requestId={failed.requestId} onRetry={fetchNow} retrying={loading} />}
      {!data && !failed && <SkeletonLines lines={4} />}
      {data && totals && (
        <div className="stack" aria-busy={loading}>
          <section className="grid analytics-totals" aria-label="Platform totals">
            {totals.map((t) => (
              <div key={t.label} className="card">
                <p className="stat-label">{t.label}</p>
                <p className="stat-value">{t.value}</p>
                <p className="muted">{t.detail}</p>
              </div>
            ))}
          </section>
          <p className="muted">Per UTC day; today so far. Churn: players paying at the period's start who stopped, per 100.</p>
          <div className="grid analytics-charts">
            {charts.map((chart) => (
              <Chart key={`${chart.id}-${range}`} chart={chart} times={times} step="day" />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
