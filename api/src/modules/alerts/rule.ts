/**
 * What a rule is: a small function over the product's own records (never over Prometheus, which may not
 * run) that says which of its subjects fire now, each with what it saw in figures and the metric that shows
 * it. A subject is what one alert is about (a world, a runner, a queue); the evaluator makes each subject
 * that starts firing one episode (evaluator.ts).
 */
import type { Said } from '@shared/i18n/said';

export const RULE_IDS = ['login-failures', 'runner-silent', 'queue-depth', 'payments-failing', 'safety-lock-wave'] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** The series an alert points at, and the query that shows what the rule saw (PromQL). */
export type MetricRef = { series: string; query: string };

/** One subject firing: `saw` is what the rule saw, in figures, said for every reader's language. */
export type Firing = { subject: string; saw: Said; metric: MetricRef };

export type Rule = { id: RuleId; check(now: Date): Promise<Firing[]> };

/**
 * Where an alert's metric opens: ALERTS_METRICS_URL with the query in place of `{query}` (a Grafana
 * Explore link is written so), else Prometheus' own graph page under that base; null without the setting
 * (the alert then names the admin System tab and the series).
 */
export function metricLink(metricsUrl: string | null, metric: MetricRef): string | null {
  if (!metricsUrl) return null;
  const query = encodeURIComponent(metric.query);
  return metricsUrl.includes('{query}') ? metricsUrl.replace('{query}', query) : `${metricsUrl}/graph?g0.expr=${query}&g0.tab=0&g0.range_input=6h`;
}

/** A label value inside a PromQL string: quotes and backslashes escaped. */
export const promLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
