import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaredSeries, familyOf, overlappingPanels, processSeries, queriesOf, seriesIn, type Dashboard } from './grafana-dashboard';
import { ROOT } from './ferretdb';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const dashboard = JSON.parse(read('deploy/grafana/dashboards/castellan.json')) as Dashboard;
const declared = declaredSeries(ROOT);
const processFigures = await processSeries();
const known = new Set([...declared.keys(), ...processFigures]);
/** Prometheus' own series about each scrape. */
const PROMETHEUS_OWN = new Set(['up']);
/** Series declared but deliberately not on the dashboard, and why. */
const OFF_THE_DASHBOARD: Record<string, string> = {};

describe('the Castellan dashboard', () => {
  const queries = queriesOf(dashboard);

  test('asks only for series the code declares (or Prometheus keeps of its scrapes)', () => {
    expect(queries.length).toBeGreaterThan(30);
    const unknown = queries.flatMap(({ where, expr }) =>
      seriesIn(expr)
        .filter((s) => !PROMETHEUS_OWN.has(s) && !known.has(familyOf(s, known)))
        .map((s) => `${where}: ${s}`),
    );
    expect(unknown).toEqual([]);
  });

  test("shows every series of the product's own, the HTTP, database, engine and game", () => {
    const shown = new Set(queries.flatMap(({ expr }) => seriesIn(expr).map((s) => familyOf(s, known))));
    const missing = [...declared.keys()].filter((name) => !shown.has(name) && !(name in OFF_THE_DASHBOARD)).map((name) => `${name} (${declared.get(name)})`);
    expect(missing).toEqual([]);
    // The brief's list, so a declaration that stops being found by the scan fails here, not silently.
    for (const name of [
      'castellan_http_request_duration_seconds',
      'castellan_bots',
      'castellan_game_logins_total',
      'castellan_game_round_trip_seconds',
      'castellan_db_operation_duration_seconds',
      'castellan_payments_total',
    ])
      expect(declared.has(name)).toBe(true);
  });

  test('reads its one provisioned data source, and its panels have ids of their own and places apart', () => {
    const source = Bun.YAML.parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')) as { datasources: { uid: string; url: string }[] };
    const uid = source.datasources[0]!.uid;
    expect(new Set(queries.map((q) => q.datasource))).toEqual(new Set([uid]));
    expect(source.datasources[0]!.url).toBe('http://prometheus:9090');
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(overlappingPanels(dashboard.panels)).toEqual([]);
    expect(dashboard.panels.every((p) => p.gridPos.x + p.gridPos.w <= 24)).toBe(true);
  });
});

describe('the scan for series', () => {
  test('finds the series of an expression, not its functions, labels, keywords or variables', () => {
    expect(
      seriesIn('histogram_quantile(0.95, sum by (route, le) (rate(castellan_http_request_duration_seconds_bucket{route=~"$route"}[$__rate_interval])))'),
    ).toEqual(['castellan_http_request_duration_seconds_bucket']);
    expect(seriesIn('sum(rate(a_total{outcome!="ok"}[15m])) / sum without (instance) (rate(b_total[15m])) > bool 0 or on (job) up')).toEqual([
      'a_total',
      'b_total',
      'up',
    ]);
    expect(familyOf('castellan_bots_count', new Set(['castellan_bots']))).toBe('castellan_bots');
    expect(familyOf('castellan_x_count', new Set(['castellan_bots']))).toBe('castellan_x_count');
  });

  test('finds declarations made through the registry, over several lines too, and no other castellan_ text', () => {
    expect(declared.get('castellan_bots')).toBe('api/src/modules/bots/control/metrics.ts');
    expect(declared.has('castellan_session')).toBe(false); // the session cookie's name
    expect(processFigures).toContain('castellan_process_resident_memory_bytes');
  });
});

describe('Prometheus and Grafana in docker-compose.yml', () => {
  const compose = Bun.YAML.parse(read('docker-compose.yml')) as {
    services: Record<string, { ports?: string[]; volumes?: string[]; environment?: Record<string, string>; command?: string[] }>;
  };
  const prometheus = Bun.YAML.parse(read('deploy/prometheus.yml')) as {
    scrape_configs: { job_name: string; authorization?: { credentials_file: string }; dns_sd_configs?: { names: string[]; port: number }[] }[];
  };

  test('are published on loopback only, with the files they mount', () => {
    for (const name of ['prometheus', 'grafana']) {
      const service = compose.services[name]!;
      expect(service.ports?.length).toBeGreaterThan(0);
      for (const port of service.ports!) expect(port).toStartWith('127.0.0.1:');
      for (const mount of service.volumes!.filter((v) => v.startsWith('./'))) expect(existsSync(join(ROOT, mount.split(':')[0]!))).toBe(true);
    }
  });

  test('scrape every API instance on 4000 and every runner on 9464 with the token the API and runners are given', () => {
    const job = (name: string) => prometheus.scrape_configs.find((j) => j.job_name === name)!;
    expect(job('castellan-api').dns_sd_configs).toEqual([expect.objectContaining({ names: ['api'], port: 4000 })]);
    expect(job('castellan-runners').dns_sd_configs).toEqual([expect.objectContaining({ names: ['runner'], port: 9464 })]);
    const tokenFile = job('castellan-api').authorization!.credentials_file;
    expect(job('castellan-runners').authorization!.credentials_file).toBe(tokenFile);
    // The compose file writes METRICS_TOKEN there before Prometheus starts; the API and runners read the same variable.
    expect(compose.services.prometheus!.command!.join(' ')).toContain(`"$$METRICS_TOKEN" > ${tokenFile}`);
    for (const name of ['prometheus', 'api', 'runner']) expect(compose.services[name]!.environment!.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
  });
});
