/**
 * METRICS=off: no HTTP series, no database command monitoring and no engine timing in this process (the
 * bench's way of measuring what they cost, docs/benchmarks.md). Anything else, or unset, is on. Read by
 * config.ts for the API, and as the default of the database connection and the engine, which runner nodes
 * and tests build without the API's configuration.
 */
export function metricsOn(env: Record<string, string | undefined> = process.env): boolean {
  return env.METRICS?.trim().toLowerCase() !== 'off';
}
