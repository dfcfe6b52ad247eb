import { expect, test } from 'bun:test';
import { createPeriodicJobs } from './periodic-jobs';

test('the leader-only jobs run only where the instance leads; the others on every instance', async () => {
  const ran: string[] = [];
  const work = (name: string) => async () => void ran.push(name);
  let leading = false;
  const jobs = createPeriodicJobs({
    leads: () => leading,
    attackReminders: { run: work('attack reminders'), everyMs: 5_000 },
    billingSweep: { run: work('billing sweep'), everyMs: 60_000 },
    sessionSweep: work('sessions'),
    usageCount: { run: work('daily bot time'), everyMs: 30_000 },
    analytics: { countTime: work('bot time in analytics'), timeTickMs: 300_000, sweepOld: work('old analytics') },
    schedules: { run: work('schedules'), everyMs: 20_000 },
    webhooks: { run: work('webhook deliveries'), everyMs: 2_000 },
    mail: work('mail retries'),
    discordAlerts: work('discord alert retries'),
  });
  const leaderOnly = ['daily bot time', 'bot time in analytics', 'old analytics', 'schedules'];
  const everywhere = ['attack reminders', 'billing sweep', 'expired records', 'webhook deliveries', 'mail retries', 'discord alert retries'];
  for (const name of [...leaderOnly, ...everywhere]) await jobs.run(name);
  // 'expired records' sweeps sessions (the work given here) and links, claims and day counts (the test database's).
  expect(ran).toEqual(['attack reminders', 'billing sweep', 'sessions', 'webhook deliveries', 'mail retries', 'discord alert retries']);
  leading = true;
  ran.length = 0;
  for (const name of leaderOnly) await jobs.run(name);
  expect(ran).toEqual(leaderOnly);
  await jobs.stop();
});
