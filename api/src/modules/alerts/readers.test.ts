/**
 * Each rule reading the product's own records (the judges are tested on fixtures in rules.test.ts): the
 * status module's login counts, the accounts' log of safety locks, the runners the fleet showed, the
 * webhook deliveries waiting and the billing ledger's payments. Records are dated years ahead, or named for this file, so what other files
 * of the shard leave in the database does not move the figures; each test removes what it added.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import type { RunnerView } from '../../runtime';
import { recordLogin } from '../status/login-record';
import { LatestLoginModel, LoginCountModel } from '../status/login-counts.model';
import { BillingEventModel } from '../billing/subscription.model';
import { WebhookDeliveryModel } from '../webhooks/webhook.model';
import { webhookBacklog } from '../webhooks/backlog';
import { mailBacklog } from '../../lib/mail/backlog';
import { OutgoingMailModel } from '../../lib/mail/outgoing-mail.model';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from './settings';
import { loginFailuresRule } from './rules/login-failures';
import { loginTallyBefore, recentLoginTally } from '../status/login-tally';
import { gameChangeVerdict } from '../status/verdict';
import { forgetRunnerSightings, runnerSilentRule } from './rules/runner-silent';
import { queueDepthRule } from './rules/queue-depth';
import { paymentsFailingRule } from './rules/payments-failing';
import { GameAccountModel } from '../accounts/account.model';
import { keepSafetyLock, resumeAccount } from '../accounts/safety';
import { accountsLockedSince, LOCK_LOG_KEPT_MS, sweepSafetyLockLog } from '../accounts/safety-log';

const S: AlertSettings = DEFAULT_ALERT_SETTINGS;
const MIN = 60_000;
const texts = (firing: { saw: { text: string } }[]) => firing.map((f) => f.saw.text);

describe('world logins, from the status module’s records', () => {
  const WORLD = 'BG1';
  const now = new Date('2034-01-01T12:00:00Z');
  afterAll(async () => {
    await Promise.all([LatestLoginModel.deleteMany({ world: WORLD }), LoginCountModel.deleteMany({ world: WORLD })]);
  });

  test('each account’s newest login in the window against the whole hours of the day before: a jump fires, in figures', async () => {
    // The day before: 100 logins in, 2 with a wrong password (2 %).
    const baselineAt = Date.parse('2034-01-01T05:10:00Z');
    // One after another: simultaneous $inc of one hour's document cost the embedded database 4x as long.
    for (let i = 0; i < 102; i++) await recordLogin({ accountId: `base-${i}`, server: WORLD, at: baselineAt, outcome: i < 2 ? 'wrong_password' : 'ok' });
    // The last 15 minutes: 12 accounts refused at vck (one of them twice: it counts once), one in.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => recordLogin({ accountId: `now-${i}`, server: WORLD, at: now.getTime() - 5 * MIN, outcome: 'version_refused' })),
    );
    await recordLogin({ accountId: 'now-0', server: WORLD, at: now.getTime() - 4 * MIN, outcome: 'version_refused' });
    await recordLogin({ accountId: 'now-ok', server: WORLD, at: now.getTime() - 3 * MIN, outcome: 'ok' });

    const rule = loginFailuresRule(S, { recent: recentLoginTally, before: loginTallyBefore, verdict: gameChangeVerdict });
    const mine = (await rule.check(now)).filter((f) => f.subject === WORLD);
    expect(texts(mine)).toEqual(['BG1: 12 of 13 logins failed in 15 min with version_refused, baseline 2 %.']);

    // The accounts get in again: nothing fires.
    await Promise.all(Array.from({ length: 12 }, (_, i) => recordLogin({ accountId: `now-${i}`, server: WORLD, at: now.getTime() + MIN, outcome: 'ok' })));
    expect((await rule.check(new Date(now.getTime() + 2 * MIN))).filter((f) => f.subject === WORLD)).toEqual([]);
  });
});

describe('safety locks, from the accounts’ log of them', () => {
  test('a lock kept is logged once however often reported, a lifted one still counts, and a day later it is forgotten', async () => {
    const owner = new mongoose.Types.ObjectId();
    const at = new Date('2035-04-04T10:00:00Z');
    const accounts = await GameAccountModel.insertMany(
      ['a', 'b'].map((x) => ({
        userId: owner,
        username: `Lock${x}`,
        usernameKey: `lock${x}`,
        gameEmail: `${x}@game.example`,
        server: 'INT1',
        tag: 'none',
        passwordSealed: 's',
      })),
    );
    const lock = (cause: 'ban' | 'warning', minutes: number) => ({
      cause,
      reason: 'r',
      said: { key: 'bot-lines/safety.resumePressed' },
      at: new Date(at.getTime() + minutes * MIN).toISOString(),
    });
    const [a, b] = accounts.map((x) => String(x._id));
    await keepSafetyLock(a!, lock('ban', 0));
    await keepSafetyLock(a!, lock('ban', 0)); // the report handled twice
    await keepSafetyLock(b!, lock('warning', 1));
    await resumeAccount({ _id: owner }, b!);
    const seen = (await accountsLockedSince(at)).filter((l) => [a, b].includes(l.accountId));
    expect(seen.map((l) => l.cause).sort()).toEqual(['ban', 'warning']);
    await sweepSafetyLockLog(new Date(at.getTime() + LOCK_LOG_KEPT_MS + 2 * MIN));
    expect((await accountsLockedSince(at)).filter((l) => [a, b].includes(l.accountId))).toEqual([]);
    await GameAccountModel.deleteMany({ userId: owner });
  });
});

describe('runners, from what the fleet showed', () => {
  const ids = [`alerts-r1-${crypto.randomUUID().slice(0, 6)}`, `alerts-r2-${crypto.randomUUID().slice(0, 6)}`];
  afterAll(() => forgetRunnerSightings(ids));
  const view = (id: string, state: RunnerView['state']) =>
    ({ id, host: `host-${id}`, capacity: 500, bots: 1, sessions: 1, rssBytes: 1, lagMs: 1, startedAt: new Date(0).toISOString(), state }) as RunnerView;

  test('a runner seen alive and then gone fires, even once the fleet’s bucket has forgotten it; a drained one does not; heard again, it stops', async () => {
    let views = [view(ids[0]!, 'live'), view(ids[1]!, 'draining')];
    const rule = runnerSilentRule(S, () => views);
    const t0 = new Date('2034-02-01T12:00:00Z');
    expect((await rule.check(t0)).filter((f) => ids.includes(f.subject))).toEqual([]);
    // A minute later the fleet shows neither (the bucket forgot them): the live one fires, the drained one left.
    views = [];
    const gone = (await rule.check(new Date(t0.getTime() + MIN))).filter((f) => ids.includes(f.subject));
    expect(texts(gone)).toEqual([
      `Runner ${ids[0]} on host-${ids[0]} sends no heartbeat: silent for more than 60 s (its lease is 5 s); last seen alive at 12:00:00 PM UTC.`,
    ]);
    // It beats again.
    views = [view(ids[0]!, 'live')];
    expect((await rule.check(new Date(t0.getTime() + 2 * MIN))).filter((f) => ids.includes(f.subject))).toEqual([]);
  });
});

describe('the webhook deliveries waiting', () => {
  const added: mongoose.Types.ObjectId[] = [];
  afterAll(() => WebhookDeliveryModel.deleteMany({ _id: { $in: added } }));

  test('past the bound it fires, counting those due or waiting for a retry, not those held for a paused endpoint', async () => {
    const before = (await webhookBacklog()).waiting;
    const delivery = (nextAt: Date | null) => ({
      _id: new mongoose.Types.ObjectId(),
      endpointId: new mongoose.Types.ObjectId(),
      userId: new mongoose.Types.ObjectId(),
      type: 'error',
      body: '{}',
      nextAt,
    });
    const docs = [delivery(new Date()), delivery(new Date(Date.now() + 60_000)), delivery(new Date()), delivery(null)];
    added.push(...docs.map((d) => d._id));
    await WebhookDeliveryModel.insertMany(docs);
    const bound = { ...S, queues: { ...S.queues, webhookDeliveries: before + 2 } };
    const [firing, ...more] = await queueDepthRule(bound, () => []).check(new Date());
    expect(more).toEqual([]);
    expect(firing!.subject).toBe('webhooks');
    expect(firing!.saw.text).toStartWith(
      `${(before + 3).toLocaleString('en-US')} webhook deliveries are waiting, over the bound of ${(before + 2).toLocaleString('en-US')}; the oldest since `,
    );
    await WebhookDeliveryModel.deleteMany({ _id: { $in: added.slice(0, 2) } });
    expect(await queueDepthRule(bound, () => []).check(new Date())).toEqual([]);
  });
});

describe('the mails waiting for another try', () => {
  const added: mongoose.Types.ObjectId[] = [];
  afterAll(() => OutgoingMailModel.deleteMany({ _id: { $in: added } }));

  test('past the bound it fires, counting the mails the relay has not taken, not those on their first try', async () => {
    const before = (await mailBacklog()).waiting;
    const mail = (attempts: number) => ({
      _id: new mongoose.Types.ObjectId(),
      to: 'player@example.com',
      subject: 'Your receipt',
      bodySealed: 'v1.sealed',
      attempts,
      nextAt: new Date(Date.now() + 60_000),
    });
    const docs = [mail(1), mail(3), mail(0)];
    added.push(...docs.map((d) => d._id));
    await OutgoingMailModel.insertMany(docs);
    const bound = { ...S, queues: { ...S.queues, mails: before + 1 } };
    const [firing, ...more] = await queueDepthRule(bound, () => []).check(new Date());
    expect(more).toEqual([]);
    expect(firing!.subject).toBe('mails');
    expect(firing!.metric.series).toBe('castellan_mail_queue_depth');
    expect(firing!.saw.text).toStartWith(
      `${(before + 2).toLocaleString('en-US')} e-mails are waiting for another try, over the bound of ${(before + 1).toLocaleString('en-US')}; the oldest since `,
    );
    await OutgoingMailModel.deleteMany({ _id: docs[0]!._id });
    expect(await queueDepthRule(bound, () => []).check(new Date())).toEqual([]);
  });
});

describe('payments, from the billing ledger', () => {
  const keys: string[] = [];
  afterAll(() => BillingEventModel.deleteMany({ eventKey: { $in: keys } }));
  let minute = 0;
  /** A provider's event, dated years ahead so it is the newest the ledger holds. */
  async function event(provider: 'stripe' | 'paypal', eventType: string, change: object = {}) {
    const eventKey = `${provider}:alerts-${crypto.randomUUID()}`;
    keys.push(eventKey);
    await BillingEventModel.create({ eventKey, provider, eventType, occurredAt: new Date(Date.UTC(2034, 2, 1, 12, minute++)), change, applied: true });
  }

  test('five failed in a row, across providers, fire; a free invoice is no payment; one that succeeds stops it', async () => {
    await event('stripe', 'invoice.paid', { payment: { id: 'pi_1', amount: 900, currency: 'usd' } });
    for (const [i, provider] of (['stripe', 'paypal', 'stripe', 'paypal', 'stripe'] as const).entries()) {
      await event(provider, provider === 'stripe' ? 'invoice.payment_failed' : 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', { status: 'past_due' });
      if (i === 2) await event('stripe', 'invoice.paid', {}); // a free invoice: no money moved
    }
    const rule = paymentsFailingRule(S);
    expect(texts(await rule.check(new Date()))).toEqual(['5 payments failed in a row (Stripe 3, PayPal 2), the first at 12:01 PM UTC; none succeeded since.']);
    await event('paypal', 'PAYMENT.SALE.COMPLETED', { payment: { id: 'sale-1', amount: 900, currency: 'usd' } });
    expect(await rule.check(new Date())).toEqual([]);
  });
});
