/**
 * The chart cards a Professional player in the "Charts on the dashboard" beta puts on the Bot Management
 * tab: the Analytics tab's charts over the last 7 days, from the same GET /api/analytics and drawn by the
 * same Chart. Each card keeps its height while it loads, so the bots below do not move when it draws.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ChartCardId } from '@shared/dashboard';
import { api, unwrap } from '../../lib/api';
import { Chart } from '../analytics/Chart';
import { chartsOf } from '../analytics/figures';
import '../analytics/analytics.css';
import { useMessages } from '../../lib/i18n';
import { cardMessages, chartCardMessages } from './arrange.messages';
import './arrange.css';

type Week = Awaited<ReturnType<typeof loadWeek>>;
const REFRESH_MS = 5 * 60_000;

function loadWeek() {
  return unwrap(api.api.analytics.get({ query: { range: '7d' } }));
}

export function BetaBadge() {
  const t = useMessages(chartCardMessages);
  return <span className="badge beta-badge">{t.beta}</span>;
}

export function ChartCards({ cards }: { cards: readonly ChartCardId[] }) {
  const t = useMessages(chartCardMessages);
  const names = useMessages(cardMessages);
  const [week, setWeek] = useState<Week | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    const load = () =>
      loadWeek().then(
        (data) => !gone && (setWeek(data), setFailed(false)),
        () => !gone && setFailed(true),
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      gone = true;
      clearInterval(timer);
    };
  }, []);

  const charts = useMemo(() => (week ? chartsOf(week.points, week.step) : []), [week]);
  const times = useMemo(() => week?.points.map((p) => p.at) ?? [], [week]);
  if (cards.length === 0) return null;
  return (
    <section className="stack dashboard-charts" aria-label={t.region}>
      <p className="row muted">
        <BetaBadge /> {t.lastWeek}
      </p>
      <div className="grid analytics-charts">
        {cards.map((id) => {
          const label = names[id];
          const chart = charts.find((c) => c.id === id);
          return chart && week ? (
            <Chart key={id} chart={{ ...chart, title: label }} times={times} step={week.step} />
          ) : (
            <figure key={id} className="chart card dashboard-chart-placeholder" aria-busy={!failed}>
              <figcaption>
                <h3>{label}</h3>
              </figcaption>
              <p className="muted">{failed ? t.failed : t.loading}</p>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
