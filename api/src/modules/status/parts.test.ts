/**
 * The runtime part tells the truth: degraded while the runtime process keeps dying and being replaced
 * (killed three times: a crash loop), working again once it stays up; with a fleet, a runner that is not
 * ready for new sessions makes the runners degraded, and none ready the runtime too.
 */
import { afterAll, expect, test } from 'bun:test';
import { waitFor } from '../../../test/helpers';
import type { RunnerView } from '../../runtime';
import { createProcessRuntime, crashLooping } from '../../runtime/process-runtime';
import { processDayStore } from '../../runtime/reservations/day-limits';
import { processLoginGuard } from '../../runtime/login-guard';
import { probeParts, type PartSources } from './parts';

const sources = (o: Partial<PartSources>): PartSources => ({
  engineState: () => 'up',
  runtimeStats: () => null,
  runners: null,
  payments: { stripe: false, paypal: false },
  ...o,
});

test('more than the allowed restarts within the window is a crash loop, until the window passes without one', () => {
  const loop = { restarts: 2, windowMs: 10_000 };
  expect(crashLooping([1_000, 2_000], 3_000, loop)).toBe(false);
  expect(crashLooping([1_000, 2_000, 3_000], 3_000, loop)).toBe(true);
  // Up since the last restart for the whole window: working.
  expect(crashLooping([1_000, 2_000, 3_000], 13_001, loop)).toBe(false);
});

const WINDOW_MS = 8_000;
const runtime = createProcessRuntime({ dayCounts: processDayStore(), loginGuard: processLoginGuard(), crashLoop: { restarts: 2, windowMs: WINDOW_MS } });
afterAll(() => runtime.close(1000));

test('a runtime process that keeps dying is degraded on the status page, and working once it stays up', async () => {
  const part = async () => (await probeParts(sources({ runtimeStats: () => runtime.stats() }))).runtime;
  expect(await part()).toBe('up');
  for (let kill = 1; kill <= 3; kill++) {
    const pid = runtime.stats().pid;
    process.kill(pid, 'SIGKILL');
    await waitFor(`a new process (${kill})`, () => runtime.stats().pid !== pid, 15_000, 10);
    if (kill < 3) expect(runtime.stats().crashLoop).toBe(false);
  }
  expect(runtime.stats().crashLoop).toBe(true);
  expect(await part()).toBe('degraded');
  // Nothing more dies: once the window has passed since the last restart, it is working again.
  await waitFor('working again', async () => ((await part()) === 'up' ? true : null), WINDOW_MS + 5_000, 200);
}, 40_000);

test('with a fleet, a runner not ready degrades the runners; none ready, the runtime too', async () => {
  const runner = (id: string, ready: boolean, state: RunnerView['state'] = 'live'): RunnerView => ({
    id,
    host: 'h',
    capacity: 10,
    bots: 1,
    sessions: 1,
    rssBytes: 1,
    lagMs: 1,
    startedAt: new Date(0).toISOString(),
    ready,
    state,
  });
  const parts = (runners: RunnerView[]) => probeParts(sources({ runners: () => runners }));
  expect(await parts([runner('a', true), runner('b', true)])).toMatchObject({ runtime: 'up', runners: 'up' });
  expect(await parts([runner('a', true), runner('b', false)])).toMatchObject({ runtime: 'up', runners: 'degraded' });
  expect(await parts([runner('a', false), runner('b', false)])).toMatchObject({ runtime: 'degraded', runners: 'degraded' });
  // A silent runner's flag is old news: it is counted as silent.
  expect(await parts([runner('a', true), runner('b', false, 'silent')])).toMatchObject({ runtime: 'up', runners: 'degraded' });
});
