/**
 * The API's periodic jobs, run by croner: each is declared once with its name, its cadence and where it
 * runs, and this is the one place that asks whether this instance leads. A fleet's API instances share
 * the database: a job that must happen once per cadence (counting bot time, acting on schedules) runs on
 * the holder of the leader lease only; a job whose work is once-only by itself (a claim per reminder,
 * conditional deletes) runs on each instance, so that it goes on while the leadership changes hands.
 *
 * croner brings what each hand-made `setInterval` had (or lacked) on its own: a run still going is never
 * stacked by the next (`protect`), a failure is caught and logged in one shape, timers never keep the
 * process alive (`unref`), and stopping is one call. Its unit is the second.
 */
import { Cron } from 'croner';
import { log } from './logger';

export type Job = {
  /** Said in the log when a run fails, and the name tests run it by. */
  name: string;
  /** How often it runs, in milliseconds: whole seconds (croner's unit); the first run is one cadence after the job starts. */
  everyMs: number;
  /** `leader`: on the instance that leads the fleet only; `each`: on every instance. */
  on: 'leader' | 'each';
  /** `created` (the default): from the platform's creation; `serving`: from `serve()`, with a first run at once. */
  from?: 'created' | 'serving';
  run: () => Promise<unknown>;
};

export interface Jobs {
  /** Adds a job; one that runs from creation starts now. Throws on a cadence croner cannot keep or a name used twice. */
  declare(job: Job): void;
  /**
   * The server is up and its bots resumed (index.ts): the jobs that wait for that start, each with a run at
   * once. An app built in-process (tests, tools) never calls it, so those jobs act only when a test runs them.
   */
  serve(): void;
  /** Runs the job now as its cadence would (leader check included); tests move a clock and call it. */
  run(name: string): Promise<void>;
  /** Stops every job and waits for the runs under way. */
  stop(): Promise<void>;
}

/** `leads`: whether this instance is the leading one now (jobs that need the leader run only there). */
export type JobsDeps = { leads: () => boolean };

export function createJobs({ leads }: JobsDeps): Jobs {
  const declared = new Map<string, Job>();
  const timers = new Map<string, Cron>();
  const inFlight = new Set<Promise<void>>();
  let serving = false;
  let stopped = false;

  /** One run as the cadence makes it: the leader check, then the work; a failure is logged, never thrown. */
  function runOnce(job: Job): Promise<void> {
    if (stopped || (job.on === 'leader' && !leads())) return Promise.resolve();
    const run = (async () => {
      try {
        await job.run();
      } catch (err) {
        log.error('job failed', { job: job.name, error: err instanceof Error ? err.message : String(err) });
      }
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  }

  function begin(job: Job): void {
    if (stopped || timers.has(job.name)) return;
    // Every second, at most once per `interval` seconds, the first time at `startAt`: setInterval's cadence on croner's clock.
    // croner reads `startAt` to the second (12:00:01.173 fires at 12:00:01.000), so it is rounded up: never sooner than one cadence.
    const startAt = new Date(Math.ceil((Date.now() + job.everyMs) / 1000) * 1000);
    const cron = new Cron('* * * * * *', { interval: job.everyMs / 1000, startAt, protect: true, unref: true }, () => runOnce(job));
    timers.set(job.name, cron);
  }

  return {
    declare(job: Job): void {
      if (!Number.isInteger(job.everyMs / 1000) || job.everyMs < 1000)
        throw new RangeError(`Job "${job.name}": every ${job.everyMs} ms is not a whole number of seconds`);
      if (declared.has(job.name)) throw new Error(`Job "${job.name}" is declared twice`);
      declared.set(job.name, job);
      if ((job.from ?? 'created') === 'created' || serving) begin(job);
      if (serving && job.from === 'serving') void runOnce(job);
    },

    serve(): void {
      if (serving || stopped) return;
      serving = true;
      for (const job of declared.values()) {
        if (job.from !== 'serving') continue;
        begin(job);
        void runOnce(job);
      }
    },

    run(name: string): Promise<void> {
      const job = declared.get(name);
      if (!job) throw new Error(`No job named "${name}"`);
      return runOnce(job);
    },

    async stop(): Promise<void> {
      stopped = true;
      for (const cron of timers.values()) cron.stop();
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
