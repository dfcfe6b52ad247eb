/**
 * The outbox-depth rule sees every instance's outboxes, not only the leader's: another API instance's
 * report in the engine's bucket and a runner's announcement fire it, each named where it waits; a report
 * too old (an instance gone) does not.
 */
import { afterAll, expect, test } from 'bun:test';
import { createEngine } from '../../lib/engine';
import type { Mailer } from '../../lib/mail/mailer';
import type { RunnerView } from '../../runtime';
import { createOutboxReports } from './outbox-reports';
import { createAdminAlerts } from './service';
import { DEFAULT_ALERT_SETTINGS } from './settings';

const engine = createEngine(process.env.NATS_URL!, 'outbox-reports-test');
afterAll(() => engine.close());

const tag = crypto.randomUUID().slice(0, 8);
const bucket = `outboxes-${tag}`;
const mailer = { enabled: false, send: async () => {}, queue: async () => {}, sendDue: async () => {}, close: () => {} } as unknown as Mailer;
const runner = (outboxes: Record<string, number>, state: RunnerView['state'] = 'live'): RunnerView => ({
  id: `runner-${tag}`,
  host: 'h',
  capacity: 10,
  bots: 0,
  sessions: 0,
  rssBytes: 1,
  lagMs: 1,
  startedAt: new Date().toISOString(),
  ready: true,
  outboxes,
  state,
});

test("the leader's outbox rule sees another instance's outboxes and a runner's, each named where it waits", async () => {
  // Another instance reports its outboxes, one of them past the bound (500), as its job does every 15 s.
  const other = createOutboxReports({ engine, bucket, instance: `api-b-${tag}`, depths: () => [{ name: 'notifications', pending: 900 }] });
  await other.report();
  // An instance gone long ago: its last report is too old to count.
  const gone = createOutboxReports({
    engine,
    bucket,
    instance: `api-c-${tag}`,
    depths: () => [{ name: 'notifications', pending: 5_000 }],
    now: () => Date.now() - 10 * 60_000,
  });
  await gone.report();

  let runners = [runner({ console_lines: 700, events: 3 })];
  const leader = createAdminAlerts({
    settings: DEFAULT_ALERT_SETTINGS,
    admins: { emails: [], requireTwoFactor: false },
    mailer,
    siteOrigin: 'http://localhost:4321',
    discordWebhookBase: 'http://127.0.0.1:9/api',
    runners: () => runners,
    outboxes: () => [{ name: 'notifications', pending: 1 }],
    engine,
    outboxBucket: bucket,
    only: ['queue-depth'],
  });
  expect(leader.outboxReport?.everyMs).toBe(15_000);
  const seen = await leader.evaluate();
  expect(seen.failed).toEqual([]);
  expect(seen.raised.sort()).toEqual([`queue-depth:outbox:console_lines@runner:runner-${tag}`, `queue-depth:outbox:notifications@api-b-${tag}`]);

  // The other instance's outbox drained, the runner gone silent: nothing fires any more (resolved once quiet for the settings' 5 min).
  const drained = createOutboxReports({ engine, bucket, instance: `api-b-${tag}`, depths: () => [{ name: 'notifications', pending: 0 }] });
  await drained.report();
  runners = [runner({ console_lines: 700 }, 'silent')];
  expect((await leader.evaluate()).firing).toEqual([]);
});

test('an instance reports its own outboxes under its name, and reads only the others', async () => {
  const mine = createOutboxReports({ engine, bucket: `${bucket}-own`, instance: `api-a-${tag}`, depths: () => [{ name: 'console_lines', pending: 12 }] });
  const yours = createOutboxReports({ engine, bucket: `${bucket}-own`, instance: `api-b-${tag}`, depths: () => [{ name: 'notifications', pending: 4 }] });
  await Promise.all([mine.report(), yours.report()]);
  expect(await mine.others()).toEqual([{ name: 'notifications', pending: 4, instance: `api-b-${tag}` }]);
  expect(await yours.others()).toEqual([{ name: 'console_lines', pending: 12, instance: `api-a-${tag}` }]);
});
