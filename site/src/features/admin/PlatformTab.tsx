/** The admin's Analytics tab: sign-ups, active bots, paying users, MRR and churn per day over 30 or 90 days. */
import { useEffect, useMemo, useState } from 'react';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { SkeletonLines } from '../../components/ui/Skeleton';
import { api, unwrap } from '../../lib/api';
import { useMessages } from '../../lib/i18n';
import { Chart } from '../analytics/Chart';
import { useFigures } from '../analytics/use-figures';
import '../analytics/analytics.css';
import { formatCount } from './format';
import { dayTimes, platformCharts, usd } from './platform-charts';
import { platformChartMessages, platformMessages } from './platform.messages';

type Range = '30d' | '90d';
const load = (range: Range) => unwrap(api.api.admin.analytics.get({ query: { range } }));

export function PlatformTab() {
  const m = useMessages(platformMessages);
  const words = useMessages(platformChartMessages);
  const [range, setRange] = useState<Range>('30d');
  const { data, failed, loading, fetchNow } = useFigures(() => load(range), [range, m]);
  useEffect(() => void fetchNow(), [fetchNow]);

  const charts = useMemo(() => (data ? platformCharts(data.points, words) : []), [data, words]);
  const times = useMemo(() => (data ? dayTimes(data.points) : []), [data]);
  const totals = data && [
    { label: m.signUps, value: formatCount(data.totals.signUps), detail: m.inDays(range === '30d' ? 30 : 90) },
    { label: m.payingUsers, value: formatCount(data.totals.payingUsers), detail: m.atStart({ count: formatCount(data.totals.payingAtStart) }) },
    { label: m.mrr, value: usd(data.totals.mrr), detail: m.renewing },
    {
      label: m.churn,
      value: data.totals.churnRate === null ? '—' : m.percent({ value: formatCount(data.totals.churnRate) }),
      detail: m.stopped({ count: formatCount(data.totals.churned) }),
    },
  ];

  return (
    <div className="stack analytics">
      <div className="row" role="group" aria-label={m.period}>
        {(['30d', '90d'] as const).map((r) => (
          <button
            key={r}
            type="button"
            className={`button button-small${r === range ? ' button-primary' : ''}`}
            aria-pressed={r === range}
            onClick={() => setRange(r)}
          >
            {r === '30d' ? m.days30 : m.days90}
          </button>
        ))}
      </div>
      {failed && !data && <ErrorPanel what={m.what} message={failed.message} requestId={failed.requestId} onRetry={fetchNow} retrying={loading} />}
      {!data && !failed && <SkeletonLines lines={4} />}
      {data && totals && (
        <div className="stack" aria-busy={loading}>
          <section className="grid analytics-totals" aria-label={m.totals}>
            {totals.map((t) => (
              <div key={t.label} className="card">
                <p className="stat-label">{t.label}</p>
                <p className="stat-value">{t.value}</p>
                <p className="muted">{t.detail}</p>
              </div>
            ))}
          </section>
          <p className="muted">{m.note}</p>
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
