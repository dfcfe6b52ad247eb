/**
 * What the operator's dashboard (deploy/grafana/dashboards/castellan.json) asks of Prometheus, set against
 * the series the code declares, so the dashboard cannot drift from the code: a series renamed or removed
 * in the code leaves a panel asking for nothing, which Grafana shows as "No data", not as an error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Registry, collectDefaultMetrics } from 'prom-client';

/** A series declared through api/src/lib/metrics/registry.ts (or prom-client's own classes), by name, in the files under `dir`. */
const DECLARATION = /\b(?:counter|gauge|histogram|Counter|Gauge|Histogram)\(\{\s*name:\s*'(castellan_[a-z0-9_]+)'/g;

/** The names of every series declared in the source files under `dir` (tests left out), with the file of each. */
export function declaredSeries(root: string, dir = 'api/src'): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const [, name] of readFileSync(join(root, path), 'utf8').matchAll(DECLARATION)) found.set(name!, path);
      }
    }
  };
  walk(dir);
  return found;
}

/** The process figures `collectProcessMetrics()` adds (prom-client's defaults under the `castellan_` prefix). */
export async function processSeries(): Promise<string[]> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'castellan_' });
  return (await registry.getMetricsAsJSON()).map((metric) => metric.name);
}

/** PromQL's words that are not series: aggregation modifiers, set operators, `bool`, `offset`. */
const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset', 'inf', 'nan']);

/**
 * The series a PromQL expression reads: every name that is neither a function (followed by `(`), a
 * keyword, nor a label (inside a selector's braces or a `by (…)` list). Grafana's own variables
 * (`$route`, `$__rate_interval`) count as nothing.
 */
export function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\$[\w]+/g, '');
  const names = new Set<string>();
  for (const match of bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(\s*\()?/g)) {
    const [, name, call] = match;
    if (call || KEYWORDS.has(name!.toLowerCase()) || /^\d/.test(name!)) continue;
    names.add(name!);
  }
  return [...names];
}

/** A histogram's series (`_bucket`, `_sum`, `_count`) by the histogram's own name. */
export const familyOf = (series: string, declared: ReadonlySet<string>): string => {
  const base = series.replace(/_(bucket|sum|count)$/, '');
  return base !== series && declared.has(base) ? base : series;
};

type Panel = {
  id: number;
  type: string;
  title: string;
  datasource?: { uid?: string };
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string; datasource?: { uid?: string } }[];
};
export type Dashboard = {
  uid: string;
  panels: Panel[];
  templating: { list: { name: string; query: { query: string } | string; datasource?: { uid?: string } }[] };
};

/** Every query the dashboard sends: its panels' and its variables', each with where it is. */
export function queriesOf(dashboard: Dashboard): { where: string; expr: string; datasource: string | undefined }[] {
  return [
    ...dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((t) => ({ where: `panel "${panel.title}"`, expr: t.expr, datasource: t.datasource?.uid ?? panel.datasource?.uid })),
    ),
    // A variable's `label_values(series, label)` reads the series; its label is no series.
    ...dashboard.templating.list.map((v) => ({
      where: `variable $${v.name}`,
      expr: (typeof v.query === 'string' ? v.query : v.query.query).replace(/^label_values\((.*),\s*\w+\)$/, '$1'),
      datasource: v.datasource?.uid,
    })),
  ];
}

/** Panels whose places on the grid (24 columns wide) overlap, by title. */
export function overlappingPanels(panels: Panel[]): string[] {
  const overlaps: string[] = [];
  panels.forEach((a, i) => {
    for (const b of panels.slice(i + 1)) {
      const apart =
        a.gridPos.x + a.gridPos.w <= b.gridPos.x ||
        b.gridPos.x + b.gridPos.w <= a.gridPos.x ||
        a.gridPos.y + a.gridPos.h <= b.gridPos.y ||
        b.gridPos.y + b.gridPos.h <= a.gridPos.y;
      if (!apart) overlaps.push(`${a.title} / ${b.title}`);
    }
  });
  return overlaps;
}
