/** The player's activity log: paging, ownership, and the bot and plan events recorded where they happen. */
import { afterAll, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import mongoose from 'mongoose';
import { createPlatform } from '../../../app';
import { httpPlugin } from '../../../lib/http';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, waitFor } from '../../../../test/helpers';
import { fakeRuntime, sessionCheckOf } from '../../../../test/leaving';
import { recordBillingEvent } from '../../billing/ledger';
import { ActivityModel } from './activity.model';
import { activityRoutes } from './routes';
import { activityDetails } from './details.messages';
import { recordActivity } from './record';
import { activityKindWords } from '@shared/security.messages';
import { messagesIn } from '@shared/i18n/messages';
import { said } from '@shared/i18n/said';

const fake = fakeRuntime();
const platform = createPlatform({ config: testConfig(), throttle: RELAXED_THROTTLE, throttleNamespace: ownCounters(), createRuntime: () => fake.runtime });
const app = platform.app;
const log = new Elysia().use(httpPlugin).use(activityRoutes({ auth: sessionCheckOf(app) }));
afterAll(() => platform.close());

const activity = (token: string, query = '') => call(log as never, 'GET', `/api/users/me/activity${query}`, { token });

/** `n` entries one minute apart, the newest an hour ago. */
async function entries(userId: string, n: number, detail = 'entry') {
  const base = Date.now() - 3600_000;
  await ActivityModel.insertMany(
    Array.from({ length: n }, (_, i) => ({
      userId: new mongoose.Types.ObjectId(userId),
      kind: 'signed-in',
      detail: `${detail} ${i}`,
      ip: '203.0.113.7',
      at: new Date(base - i * 60_000),
    })),
  );
}

describe('GET /api/users/me/activity', () => {
  test('pages newest first with `next` until the oldest entry, each entry labelled', async () => {
    const { token, user } = await signUp(app);
    await entries(user.id, 7);
    const seen: string[] = [];
    let query = '?limit=3';
    const nexts: (string | null)[] = [];
    for (let page = 0; page < 5; page++) {
      const res = await activity(token, query);
      expect(res.status).toBe(200);
      seen.push(...res.body.entries.map((e: { detail: string }) => e.detail));
      nexts.push(res.body.next);
      if (!res.body.next) break;
      query = `?limit=3&before=${encodeURIComponent(res.body.next)}`;
    }
    // (The sign-up may have logged a sign-in of its own, newer than these.)
    expect(seen.filter((d) => d?.startsWith('entry'))).toEqual(['entry 0', 'entry 1', 'entry 2', 'entry 3', 'entry 4', 'entry 5', 'entry 6']);
    expect(new Set(seen).size).toBe(seen.length);
    expect(nexts.length).toBe(Math.ceil(seen.length / 3));
    expect(nexts.at(-1)).toBeNull();
    const first = (await activity(token, `?limit=1&before=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`)).body.entries[0];
    expect(first).toEqual({ id: expect.any(String), kind: 'signed-in', label: 'Signed in', detail: 'entry 0', ip: '203.0.113.7', at: expect.any(String) });
  });

  test('asked in German, the labels and our words in the details read in German; names stay as they are', async () => {
    const { token, user } = await signUp(app);
    await recordActivity({ userId: user.id, kind: 'signed-out-everywhere', detail: said(activityDetails, 'otherSessions', { count: 2 }) });
    await recordActivity({ userId: user.id, kind: 'bot-stopped', detail: 'Gate guard' });
    const german = await call(log as never, 'GET', '/api/users/me/activity?limit=2', { token, headers: { cookie: 'castellan-lang=de' } });
    expect(german.body.entries.map((e: { label: string; detail: string }) => [e.label, e.detail])).toEqual([
      [messagesIn('de', activityKindWords)['bot-stopped'], 'Gate guard'],
      [messagesIn('de', activityKindWords)['signed-out-everywhere'], messagesIn('de', activityDetails).otherSessions(2)],
    ]);
    expect(german.body.entries[1].label).toBe('Überall abgemeldet');
    // Nothing asked: English, as the API's clients and the data export read it.
    const english = await activity(token, '?limit=2');
    expect(english.body.entries.map((e: { label: string; detail: string }) => [e.label, e.detail])).toEqual([
      ['Bot stopped', 'Gate guard'],
      ['Signed out everywhere', '2 other sessions'],
    ]);
  });

  test("one player never sees another's entries", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await entries(a.user.id, 2, 'mine');
    await entries(b.user.id, 3, 'theirs');
    const res = await activity(a.token);
    const details = res.body.entries.map((e: { detail: string }) => e.detail);
    expect(details.filter((d: string) => d?.startsWith('mine'))).toEqual(['mine 0', 'mine 1']);
    expect(details.filter((d: string) => d?.startsWith('theirs'))).toEqual([]);
    expect(res.body.next).toBeNull();
  });

  test('bad paging is a 422 in words; signed out is a 401', async () => {
    const { token } = await signUp(app);
    for (const q of ['?limit=0', '?limit=101', '?limit=2.5']) {
      const res = await activity(token, q);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('limit must be a whole number from 1 to 100.');
    }
    const when = await activity(token, '?before=yesterday');
    expect(when.status).toBe(422);
    expect(when.body.message).toContain('before must be a date and time');
    expect((await call(log as never, 'GET', '/api/users/me/activity')).status).toBe(401);
  });
});

describe('what is recorded', () => {
  test("the player's own start and stop of a bot, with the bot's name", async () => {
    const player = await signUp(app);
    const account = await call(app, 'POST', '/api/accounts', {
      token: player.token,
      body: { email: 'g@game.example', server: 'GB1', username: `Percival${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
    });
    const bot = await call(app, 'POST', '/api/bots', {
      token: player.token,
      body: { templateId: 'attack-guard', accountId: account.body.id, name: 'Night watch' },
    });
    expect((await call(app, 'POST', `/api/bots/${bot.body.id}/actions`, { token: player.token, body: { action: 'start' } })).status).toBe(200);
    await waitFor('bot online', () => fake.running.has(bot.body.id));
    expect((await call(app, 'POST', `/api/bots/${bot.body.id}/actions`, { token: player.token, body: { action: 'stop' } })).status).toBe(200);
    const res = await activity(player.token);
    const botEntries = res.body.entries.filter((e: { kind: string }) => e.kind.startsWith('bot-'));
    expect(botEntries.map((e: { kind: string; label: string; detail: string }) => [e.kind, e.label, e.detail])).toEqual([
      ['bot-stopped', 'Bot stopped', 'Night watch'],
      ['bot-started', 'Bot started', 'Night watch'],
    ]);
  });

  test('a plan change, old and new plan by name, whatever moved it', async () => {
    const { token, user } = await signUp(app);
    await recordBillingEvent(
      {
        provider: 'stripe',
        eventId: `evt_${crypto.randomUUID()}`,
        type: 'checkout.session.completed',
        occurredAt: new Date(),
        typeRank: 1,
        userId: user.id,
        providerSubscriptionId: `sub_${crypto.randomUUID().slice(0, 8)}`,
        plan: 'professional',
        status: 'active',
        periodEnd: new Date(Date.now() + 30 * 86_400_000),
      },
      platform.entitlement.apply,
    );
    // Written beside the change, not awaited by it (billing/entitlement.ts).
    const planEntries = await waitFor('the plan change in the log', async () => {
      const entries = (await activity(token)).body.entries.filter((e: { kind: string }) => e.kind === 'plan-changed');
      return entries.length ? entries : null;
    });
    expect(planEntries.map((e: { detail: string }) => e.detail)).toEqual(['Starter → Professional']);
  });
});
