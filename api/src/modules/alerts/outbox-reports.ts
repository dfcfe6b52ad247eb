/**
 * Every API instance's outboxes for the admins' alert of a queue past its bound (rules/queue-depth.ts):
 * what an outbox holds is in its process's memory (lib/metrics/outbox.ts), and the alerts are looked at by
 * the leading instance alone. So each instance reports its outboxes every OUTBOX_REPORT_MS in the engine's
 * bucket `instance-outboxes` (key: its host and process), and the leader reads the others' there. There
 * was no report of API instances to carry it (the fleet's is the runners', whose outboxes ride their own
 * announcement: runtime/fleet/protocol.ts RunnerRecord `outboxes`).
 *
 * A report older than STALE_MS is of an instance gone (its outboxes went with it), and the bucket forgets
 * it after as long. An instance whose engine is away cannot report: what waits in its outbox for the
 * engine (console lines) is in its own /metrics, and the runner-silent and readiness checks say the rest.
 */
import { hostname } from 'node:os';
import { keyValueBucket, type Engine } from '../../lib/engine';

/** How often each instance reports (a job on every instance). */
export const OUTBOX_REPORT_MS = 15_000;
/** A report this old is of an instance gone. */
const STALE_MS = 3 * OUTBOX_REPORT_MS;
export const OUTBOX_REPORTS_BUCKET = 'instance-outboxes';

export type OutboxDepth = { name: string; pending: number };
type Report = { at: number; outboxes: OutboxDepth[] };

/** This process's name among the instances: its host and process id, as a bucket key may spell it. */
export const instanceName = () => `${hostname()}-${process.pid}`.replace(/[^-\w]/g, '_');

export type OutboxReportsDeps = { engine: Engine; depths: () => OutboxDepth[]; bucket?: string; instance?: string; now?: () => number };

/** Each instance's outboxes, told in the engine for the leader's queue-depth rule. */
export interface OutboxReports {
  /** This instance's name among them. */
  readonly instance: string;
  /** This instance's outboxes now, for the leader to read. */
  report(): Promise<void>;
  /** The other instances' outboxes, from each one's latest report that is not too old. */
  others(): Promise<(OutboxDepth & { instance: string })[]>;
}

export function createOutboxReports(deps: OutboxReportsDeps): OutboxReports {
  const kv = keyValueBucket(deps.engine, deps.bucket ?? OUTBOX_REPORTS_BUCKET, STALE_MS);
  const instance = deps.instance ?? instanceName();
  const now = deps.now ?? Date.now;
  return {
    instance,
    /** This instance's outboxes now, for the leader to read. */
    async report(): Promise<void> {
      const report: Report = { at: now(), outboxes: deps.depths() };
      await (await kv()).put(instance, JSON.stringify(report));
    },
    /** The other instances' outboxes, from each one's latest report that is not too old. */
    async others(): Promise<(OutboxDepth & { instance: string })[]> {
      const bucket = await kv();
      const seen: (OutboxDepth & { instance: string })[] = [];
      for await (const key of await bucket.keys()) {
        if (key === instance) continue;
        const entry = await bucket.get(key);
        if (!entry || entry.operation !== 'PUT') continue;
        const report = entry.json<Report>();
        if (now() - report.at > STALE_MS) continue;
        for (const outbox of report.outboxes) seen.push({ ...outbox, instance: key });
      }
      return seen;
    },
  };
}
