/**
 * When a plan shrinks, the bots beyond the new slots stop (newest first), and so do bots of templates it
 * does not include — with real bots running.
 */
import { afterAll, expect, test } from 'bun:test';
import { action, botPlatform, FAST_PACING, waitForConsole, waitForState } from '../../../test/bots';
import { call, signUp, waitFor } from '../../../test/helpers';
import { BotModel } from '../bots/records/bot.model';
import { recordBillingEvent } from './ledger';

const p = await botPlatform();
afterAll(async () => {
  await p.close();
  await p.sim.stop();
});

/** A Stripe subscription of `plan` for the user, as its webhook would record it: `at` when, `status` what. */
function subscription(userId: string, subscriptionId: string, plan: 'plus' | 'professional', periodEnd: Date) {
  return (eventId: string, status: 'active' | 'expired', at: number) =>
    recordBillingEvent(
      {
        provider: 'stripe',
        eventId,
        type: 'test',
        occurredAt: new Date(at),
        typeRank: 1,
        userId,
        providerSubscriptionId: subscriptionId,
        plan,
        status,
        periodEnd,
      },
      p.entitlement.apply,
    );
}

test('a plan falling back to starter stops the two newest of three running bots, and they cannot start again', async () => {
  const { token, user } = await signUp(p.app);
  const t = Date.now();
  const subscribe = subscription(user.id, 'sub_slots', 'professional', new Date(t + 30 * 86_400_000));
  await subscribe('evt_on', 'active', t);
  expect((await call(p.app, 'GET', '/api/subscriptions/current', { token })).body.plan).toBe('professional');

  const bots: string[] = [];
  for (const name of ['Oldest', 'Middle', 'Newest']) {
    const account = await call(p.app, 'POST', '/api/accounts', {
      token,
      body: { email: `${name}@game.example`, username: `${name}${t.toString(36)}`, password: 'pw' },
    });
    const bot = await call(p.app, 'POST', '/api/bots', {
      token,
      body: { templateId: 'resource-keeper', accountId: account.body.id, settings: FAST_PACING, name },
    });
    expect(bot.status).toBe(201);
    bots.push(bot.body.id);
    await Bun.sleep(5); // a later creation time for the next: slots go by it, oldest first (the id only breaks ties)
  }
  for (const id of bots) await action(p, token, id, 'start');
  for (const id of bots) await waitForState(id, 'online');

  await subscribe('evt_off', 'expired', t + 1000);
  expect((await call(p.app, 'GET', '/api/subscriptions/current', { token })).body.plan).toBe('starter');
  const [oldest, middle, newest] = bots as [string, string, string];
  await waitForState(newest, 'offline');
  await waitForState(middle, 'offline');
  await waitForConsole(p, newest, 'Stopped: your plan now includes 1 bot slot and this bot is beyond them.');
  expect((await BotModel.findById(oldest))?.state).toBe('online');
  await waitFor('slot notifications', async () => {
    const messages = (await call(p.app, 'GET', '/api/users/me/notifications', { token })).body.map((n: { message: string }) => n.message);
    return (
      messages.filter((m: string) => m.includes('stopped: your plan now includes 1 bot slot')).length === 2 &&
      messages.some((m: string) => m === 'Your plan is now Starter (1 bot slot).')
    );
  });

  const again = await action(p, token, newest, 'start');
  expect(again.status).toBe(403);
  expect(again.body.message).toBe('Your plan includes 1 bot slot and this bot is beyond them. Upgrade your plan or delete a bot to run it.');
}, 40_000);

test('a plan falling back to starter stops a running bot of a template Starter does not include, and it cannot start again', async () => {
  const { token, user } = await signUp(p.app);
  const t = Date.now();
  const subscribe = subscription(user.id, 'sub_templates', 'plus', new Date(t + 30 * 86_400_000));
  await subscribe('evt_plus_on', 'active', t);
  const account = await call(p.app, 'POST', '/api/accounts', {
    token,
    body: { email: 'guard@game.example', username: `Guard${t.toString(36)}`, password: 'pw' },
  });
  const bot = await call(p.app, 'POST', '/api/bots', { token, body: { templateId: 'castle-defence', accountId: account.body.id, name: 'Walls' } });
  expect(bot.status).toBe(201);
  await action(p, token, bot.body.id, 'start');
  await waitForState(bot.body.id, 'online');

  await subscribe('evt_plus_off', 'expired', t + 1000);
  await waitForState(bot.body.id, 'offline');
  await waitForConsole(p, bot.body.id, 'Stopped: your Starter plan does not include the Castle Defense template.');
  const again = await action(p, token, bot.body.id, 'start');
  expect(again.status).toBe(403);
  expect(again.body.message).toBe('The Castle Defense template is included from the Plus plan up; your plan is Starter. Upgrade your plan to use it.');
}, 40_000);
