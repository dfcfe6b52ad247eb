import { expect, test } from 'bun:test';
import { createJobs } from './jobs';

const waitFor = async (what: string, ok: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(20);
  }
};

test('a job runs on its cadence, the first time one cadence after it starts, and stops with the rest', async () => {
  const jobs = createJobs({ leads: () => true });
  const runs: number[] = [];
  const started = Date.now();
  jobs.declare({ name: 'count', everyMs: 1000, on: 'each', run: async () => void runs.push(Date.now()) });
  await waitFor('two runs', () => runs.length >= 2);
  // croner rounds the start up to the next whole second: the first run is 1 to 2 s after the declaration.
  expect(runs[0]! - started).toBeGreaterThanOrEqual(900);
  expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(900);
  await jobs.stop();
  const after = runs.length;
  await Bun.sleep(1_300); // past a cadence: a run still scheduled would have come; nothing marks one that does not
  expect(runs.length).toBe(after);
});

test('a leader-only job does nothing on an instance that does not lead; each-instance jobs run there', async () => {
  let leading = false;
  const jobs = createJobs({ leads: () => leading });
  const ran: string[] = [];
  jobs.declare({ name: 'schedules', everyMs: 60_000, on: 'leader', run: async () => void ran.push('schedules') });
  jobs.declare({ name: 'sweep', everyMs: 60_000, on: 'each', run: async () => void ran.push('sweep') });
  await jobs.run('schedules');
  await jobs.run('sweep');
  expect(ran).toEqual(['sweep']);
  leading = true;
  await jobs.run('schedules');
  expect(ran).toEqual(['sweep', 'schedules']);
  await jobs.stop();
});

test('a failing run is logged and the job goes on; stop waits for a run under way', async () => {
  const jobs = createJobs({ leads: () => true });
  let calls = 0;
  let finished = false;
  jobs.declare({
    name: 'flaky',
    everyMs: 60_000,
    on: 'each',
    run: async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      await Bun.sleep(200);
      finished = true;
    },
  });
  await jobs.run('flaky'); // resolves: the failure is the log's, not the caller's
  const second = jobs.run('flaky');
  await jobs.stop();
  expect(finished).toBe(true);
  await second;
  expect(() => jobs.run('nothing')).toThrow('No job named "nothing"');
});

test('serving jobs wait for serve(), then run at once', async () => {
  const jobs = createJobs({ leads: () => true });
  let runs = 0;
  jobs.declare({ name: 'schedules', everyMs: 20_000, on: 'leader', from: 'serving', run: async () => void (runs += 1) });
  await Bun.sleep(50); // a run at once would have come by now; nothing marks one that does not
  expect(runs).toBe(0);
  jobs.serve();
  await waitFor('the first look', () => runs === 1);
  await jobs.stop();
});

test('cadences croner cannot keep, and a name used twice, are refused when declared', () => {
  const jobs = createJobs({ leads: () => true });
  expect(() => jobs.declare({ name: 'fast', everyMs: 200, on: 'each', run: async () => {} })).toThrow('every 200 ms is not a whole number of seconds');
  jobs.declare({ name: 'once', everyMs: 1000, on: 'each', run: async () => {} });
  expect(() => jobs.declare({ name: 'once', everyMs: 1000, on: 'each', run: async () => {} })).toThrow('declared twice');
  return jobs.stop();
});
