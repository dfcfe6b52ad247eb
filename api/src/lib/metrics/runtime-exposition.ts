/**
 * The bot runtime process's series, for the API's own /metrics (issue 56). With RUNNERS=local the game's
 * series (runtime/game-metrics.ts) are counted in the runtime process the API spawns, not in the API: that
 * process serves them on a loopback port of its own (probe-server.ts) and tells the API the port over IPC
 * (runtime/process-runtime.ts sets it here), behind a token the API made for that process alone. The port
 * is said nowhere else: GET /api/health does not carry it, and Prometheus scrapes the API only.
 *
 * Names never clash with the API's own: the runtime's process figures are `castellan_runtime_process_…`
 * and every one of its series carries `process="runtime"`; a family the API's registry also declares is
 * named once, with both processes' samples (merge.ts, in endpoint.ts).
 */

/** Where the runtime process serves its /metrics, and the token it asks for. */
export type RuntimeScrapeTarget = { url: string; token: string };

let target: RuntimeScrapeTarget | null = null;

/** How long the API's scrape waits for the runtime process's answer before going without it. */
const SCRAPE_TIMEOUT_MS = 1000;

/** The runtime process (re)started and said its port; null: it is gone (its series go with it). */
export function setRuntimeScrapeTarget(next: RuntimeScrapeTarget | null): void {
  target = next;
}

/** Where the runtime's series are read now (tests look there themselves). */
export function runtimeScrapeTarget(): RuntimeScrapeTarget | null {
  return target;
}

/**
 * The runtime process's exposition, to append to the API's own; null when there is none (RUNNERS=fleet,
 * no bot started yet, the process restarting or not answering within a second).
 */
export async function runtimeExposition(): Promise<string | null> {
  const from = target;
  if (!from) return null;
  try {
    const response = await fetch(from.url, { headers: { authorization: `Bearer ${from.token}` }, signal: AbortSignal.timeout(SCRAPE_TIMEOUT_MS) });
    if (!response.ok) return null;
    return await response.text();
  } catch {
    return null;
  }
}
