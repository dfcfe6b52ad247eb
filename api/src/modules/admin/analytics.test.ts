import { expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { call, signUp, testApp, testConfig, uniqueEmail } from '../../../test/helpers';
import { BillingEventModel } from '../billing/subscription.model';
import { UserModel } from '../users/user.model';
import { recordTallies, recordTime } from '../analytics/record';
import { platformAnalytics } from './analytics';

// A window of its own (2031), so what other tests store does not move these figures.
const at = (iso: string) => new Date(iso);
const NOW = Date.parse('2031-03-10T12:00:00Z');

test('sign-ups, active bots, paying users, MRR and churn per day, from the data itself', async () => {
  const [a, b] = [new mongoose.Types.ObjectId(), new mongoose.Types.ObjectId()];
  let n = 0;
  const event = (userId: mongoose.Types.ObjectId, sub: string, occurredAt: string, change: object) =>
    BillingEventModel.create({ eventKey: `stripe:evt_admin_${Date.now()}_${++n}`, provider: 'stripe', eventType: 'test', userId, providerSubscriptionId: sub, occurredAt: at(occurredAt), change, applied: true });
  await event(a, 'sub_a', '2031-02-01T10:00:00Z', { plan: 'advanced', status: 'active', periodEnd: at('2031-04-01T10:00:00Z') });
  await event(b, 'sub_b', '2031-02-20T10:00:00Z', { plan: 'premium', status: 'active', periodEnd: at('2031-03-05T00:00:00Z') });
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
  const day = (d: string) => month.points.find((p) => p.day === d)!;
  expect(day('2031-03-09')).toMatchObject({ signUps: 2, activeBots: 2 });
  expect(day('2031-02-19')).toMatchObject({ payingUsers: 1, mrr: 19.99, churned: 0 });
  expect(day('2031-02-25')).toMatchObject({ payingUsers: 2, mrr: 69.98, churned: 0 });
  // Cancelled: still paid to the period's end, no longer renewing.
  expect(day('2031-03-02')).toMatchObject({ payingUsers: 2, mrr: 19.99 });
  expect(day('2031-03-05')).toMatchObject({ payingUsers: 1, churned: 1 });
  expect(month.totals).toEqual({ signUps: 2, payingUsers: 1, mrr: 19.99, churned: 1, payingAtStart: 1, churnRate: 100 });

  const quarter = await platformAnalytics('90d', NOW);
  expect(quarter.points).toHaveLength(90);
  expect(quarter.totals.payingAtStart).toBe(0);
  expect(quarter.totals.churnRate).toBeNull();
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
