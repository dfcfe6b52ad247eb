import { expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { call, signUp, testApp, testConfig, uniqueEmail } from '../../../test/helpers';
import { BillingEventModel } from '../billing/subscription.model';
import { UserModel } from '../users/user.model';
import { recordTallies, recordTime } from '../analytics/record';
import { platformAnalytics } from './analytics';

// A window of its own (2031). Subscriptions other tests in this database left active still count as paying
// then, so the figures are read as what this test's own data adds to the same window read before it.
const at = (iso: string) => new Date(iso);
const NOW = Date.parse('2031-03-10T12:00:00Z');
type Analytics = Awaited<ReturnType<typeof platformAnalytics>>;
type Figure = 'signUps' | 'activeBots' | 'payingUsers' | 'mrr' | 'churned';

/** What `after` has more than `before` on day `d`, figure by figure (money rounded to the cent). */
function added(after: Analytics, before: Analytics, d: string, figures: Figure[]): Record<string, number> {
  const on = (a: Analytics) => a.points.find((p) => p.day === d)!;
  return Object.fromEntries(figures.map((f) => [f, Math.round((on(after)[f] - on(before)[f]) * 100) / 100]));
}

test('sign-ups, active bots, paying users, MRR and churn per day, from the data itself', async () => {
  const before = await platformAnalytics('30d', NOW);
  const quarterBefore = await platformAnalytics('90d', NOW);
  const [a, b] = [new mongoose.Types.ObjectId(), new mongoose.Types.ObjectId()];
  let n = 0;
  const event = (userId: mongoose.Types.ObjectId, sub: string, occurredAt: string, change: object) =>
    BillingEventModel.create({
      eventKey: `stripe:evt_admin_${Date.now()}_${++n}`,
      provider: 'stripe',
      eventType: 'test',
      userId,
      providerSubscriptionId: sub,
      occurredAt: at(occurredAt),
      change,
      applied: true,
    });
  await event(a, 'sub_a', '2031-02-01T10:00:00Z', { plan: 'premium', status: 'active', periodEnd: at('2031-04-01T10:00:00Z') });
  await event(b, 'sub_b', '2031-02-20T10:00:00Z', { plan: 'professional', status: 'active', periodEnd: at('2031-03-05T00:00:00Z') });
  await event(b, 'sub_b', '2031-03-01T09:00:00Z', { status: 'cancelled' });
  // Two sign-ups on 9 March, one long before.
  await UserModel.collection.insertMany([
    { email: uniqueEmail('signup'), createdAt: at('2031-03-09T08:00:00Z') },
    { email: uniqueEmail('signup'), createdAt: at('2031-03-09T20:00:00Z') },
    { email: uniqueEmail('signup'), createdAt: at('2030-12-01T08:00:00Z') },
  ]);
  // Two bots online on 9 March, one that only looted.
  const bot = () => ({ botId: String(new mongoose.Types.ObjectId()), userId: String(a), accountId: String(new mongoose.Types.ObjectId()) });
  const hour = Date.parse('2031-03-09T10:00:00Z');
  const [online, onlineAndLooting, looting] = [bot(), bot(), bot()];
  await recordTime([online, onlineAndLooting], 'onlineSeconds', 300, hour, 1);
  await recordTime([onlineAndLooting], 'onlineSeconds', 300, hour + 300_000, 2);
  await recordTallies(onlineAndLooting, { source: 'x', seq: 1 }, [{ hour, tally: { wood: 5 } }]);
  await recordTallies(looting, { source: 'x', seq: 1 }, [{ hour, tally: { wood: 5 } }]);

  const month = await platformAnalytics('30d', NOW);
  expect(month.points).toHaveLength(30);
  expect(month.points[0]!.day).toBe('2031-02-09');
  expect(month.points.at(-1)!.day).toBe('2031-03-10');
  expect(added(month, before, '2031-03-09', ['signUps', 'activeBots'])).toEqual({ signUps: 2, activeBots: 2 });
  expect(added(month, before, '2031-02-19', ['payingUsers', 'mrr', 'churned'])).toEqual({ payingUsers: 1, mrr: 19.99, churned: 0 });
  expect(added(month, before, '2031-02-25', ['payingUsers', 'mrr', 'churned'])).toEqual({ payingUsers: 2, mrr: 69.98, churned: 0 });
  // Cancelled: still paid to the period's end, no longer renewing.
  expect(added(month, before, '2031-03-02', ['payingUsers', 'mrr'])).toEqual({ payingUsers: 2, mrr: 19.99 });
  expect(added(month, before, '2031-03-05', ['payingUsers', 'churned'])).toEqual({ payingUsers: 1, churned: 1 });
  const t = month.totals;
  const b0 = before.totals;
  expect({
    signUps: t.signUps - b0.signUps,
    payingUsers: t.payingUsers - b0.payingUsers,
    mrr: Math.round((t.mrr - b0.mrr) * 100) / 100,
    churned: t.churned - b0.churned,
    payingAtStart: t.payingAtStart - b0.payingAtStart,
  }).toEqual({ signUps: 2, payingUsers: 1, mrr: 19.99, churned: 1, payingAtStart: 1 });
  // Per 100 paying at the period's start (this test's one, who left: 100 on an empty database).
  expect(t.churnRate).toBe(Math.round((t.churned / t.payingAtStart) * 1000) / 10);

  const quarter = await platformAnalytics('90d', NOW);
  expect(quarter.points).toHaveLength(90);
  // Nobody of this test paid 90 days before: the quarter starts with what the database held already.
  expect(quarter.totals.payingAtStart).toBe(quarterBefore.totals.payingAtStart);
});

test('GET /api/admin/analytics: 30 days by default, 90 on request, anything else named', async () => {
  const adminEmail = uniqueEmail('admin');
  const app = testApp({ config: testConfig({ adminEmails: [adminEmail] }) });
  const { token } = await signUp(app, adminEmail);
  expect((await call(app, 'GET', '/api/admin/analytics', { token })).body.points).toHaveLength(30);
  expect((await call(app, 'GET', '/api/admin/analytics?range=90d', { token })).body.points).toHaveLength(90);
  const bad = await call(app, 'GET', '/api/admin/analytics?range=1y', { token });
  expect(bad.status).toBe(422);
  expect(bad.body.message).toContain('range must be 30d or 90d.');
});
