/**
 * Schedules through the API with the scheduler's clock in the test's hand: windows across Europe/Berlin's
 * daylight saving changes of 2026, the player's stop kept until the next window, "run now" across a
 * restart of the API, the plan's slots, the event mode, ownership and validation.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPlatform } from '../../../../app';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig, waitFor } from '../../../../../test/helpers';
import { fakeRuntime } from '../../../../../test/leaving';
import { NotificationModel } from '../../../notifications/notification.model';
import { UserModel } from '../../../users/user.model';
import { BotModel } from '../../records/bot.model';
import { ScheduleModel } from './schedule.model';

let clock = Date.parse('2026-01-05T12:00:00Z');
const config = testConfig();
const throttleNamespace = ownCounters();
const platformAt = () =>
  createPlatform({ config, throttle: RELAXED_THROTTLE, throttleNamespace, createRuntime: () => fakeRuntime().runtime, scheduler: { now: () => clock } });
let platform = platformAt();
afterAll(() => platform.close());

const app = () => platform.app;
const at = async (iso: string) => {
  clock = Date.parse(iso);
  // As the leading instance's jobs look every 20 s (the leader check included).
  await platform.jobs.run('schedules');
};
const wants = async (botId: string) => (await BotModel.findById(botId))?.desiredState;
const lines = async (botId: string) => (await platform.hub.history(botId)).map((l) => l.text);
const hasLine = (botId: string, text: string) => waitFor(`"${text}" in the console`, async () => (await lines(botId)).includes(text));

async function playerWithBot(templateId = 'resource-keeper', plan = 'starter') {
  const player = await signUp(app());
  await UserModel.updateOne({ _id: player.user.id }, { $set: { plan } });
  const account = await call(app(), 'POST', '/api/accounts', {
    token: player.token,
    body: { email: 'g@game.example', server: 'INT1', username: `Tristan${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  const bot = await call(app(), 'POST', '/api/bots', { token: player.token, body: { templateId, accountId: account.body.id } });
  if (bot.status !== 201) throw new Error(`bot: ${JSON.stringify(bot.body)}`);
  return { ...player, accountId: account.body.id as string, botId: bot.body.id as string };
}

const schedule = (token: string, botId: string, body: unknown) => call(app(), 'PUT', `/api/bots/${botId}/schedule`, { token, body });

describe('GET/PUT /api/bots/:id/schedule', () => {
  test('a new bot has none; saved windows come back sorted, and the zone is saved to the profile', async () => {
    const { token, botId } = await playerWithBot();
    const empty = await call(app(), 'GET', `/api/bots/${botId}/schedule`, { token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      windows: [],
      duringEvent: false,
      event: null,
      timeZone: null,
      runUntil: null,
      openNow: null,
      next: null,
      legacyActiveHours: null,
    });

    clock = Date.parse('2026-01-05T12:00:00Z'); // Monday 13:00 in Berlin
    const saved = await schedule(token, botId, {
      timeZone: 'Europe/Berlin',
      windows: [
        { day: 'tue', start: '07:00', end: '09:00' },
        { day: 'mon', start: '18:00', end: '22:00' },
        { day: 'mon', start: '06:00', end: '08:00' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.windows).toEqual([
      { day: 'mon', start: '06:00', end: '08:00' },
      { day: 'mon', start: '18:00', end: '22:00' },
      { day: 'tue', start: '07:00', end: '09:00' },
    ]);
    expect(saved.body.timeZone).toBe('Europe/Berlin');
    expect(saved.body.next).toEqual({
      window: 'Mon 6:00 PM–10:00 PM',
      slot: { day: 'mon', start: '18:00', end: '22:00' },
      opensAt: '2026-01-05T17:00:00.000Z',
    });
    expect((await call(app(), 'GET', '/api/users/me', { token })).body.timeZone).toBe('Europe/Berlin');
  });

  test.each([
    [
      {
        timeZone: 'Europe/Berlin',
        windows: [
          { day: 'mon', start: '18:00', end: '22:00' },
          { day: 'mon', start: '21:30', end: '23:00' },
        ],
      },
      'Mon 6:00 PM–10:00 PM and Mon 9:30 PM–11:00 PM overlap: make them one window, or move one.',
    ],
    [
      { timeZone: 'Europe/Berlin', windows: [{ day: 'mon', start: '18:00', end: '18:00' }] },
      'Mon 6:00 PM–6:00 PM is empty: the end must differ from the start (00:00–24:00 is the whole day).',
    ],
    [{ timeZone: 'Europe/Berlin', windows: [{ day: 'mon', start: '6pm', end: '22:00' }] }, '"6pm" is not a start time: use HH:MM, from 00:00 to 23:59.'],
    [{ timeZone: 'Mars/Olympus', windows: [] }, '"Mars/Olympus" is not a time zone: use a name such as Europe/Berlin or America/New_York.'],
    [{ windows: [{ day: 'mon', start: '18:00', end: '22:00' }] }, 'Choose your time zone: the windows are read on its clock.'],
    [
      { timeZone: 'Europe/Berlin', windows: [], duringEvent: true },
      '"Run during its event" is for templates that play during a game event; this one does not.',
    ],
    [
      { timeZone: 'Europe/Berlin', windows: [{ day: 'someday', start: '18:00', end: '22:00' }] },
      'Each window needs a day: mon, tue, wed, thu, fri, sat or sun.',
    ],
  ])('refuses %j with a 422 that says why', async (body, message) => {
    const { token, botId } = await playerWithBot();
    const res = await schedule(token, botId, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await ScheduleModel.exists({ _id: botId })).toBeNull();
  });

  test("someone else's bot is not found, whatever the route; signed out is a 401", async () => {
    const alice = await playerWithBot();
    const bob = await playerWithBot();
    const body = { timeZone: 'Europe/Berlin', windows: [{ day: 'mon', start: '18:00', end: '22:00' }] };
    expect((await call(app(), 'GET', `/api/bots/${alice.botId}/schedule`, { token: bob.token })).status).toBe(404);
    expect((await schedule(bob.token, alice.botId, body)).status).toBe(404);
    expect((await call(app(), 'POST', `/api/bots/${alice.botId}/run-for`, { token: bob.token, body: { hours: 2 } })).status).toBe(404);
    expect((await call(app(), 'GET', '/api/bots/not-an-id/schedule', { token: bob.token })).status).toBe(404);
    expect((await call(app(), 'GET', `/api/bots/${alice.botId}/schedule`)).status).toBe(401);
    expect(await ScheduleModel.exists({ _id: alice.botId })).toBeNull();
    expect(await wants(alice.botId)).toBe('offline');
  });
});

describe('the scheduler, on an injected clock', () => {
  test('autumn change (2026-10-25): 18:00–22:00 starts and stops at 18:00 and 22:00 Berlin time on both sides of it', async () => {
    const { token, botId } = await playerWithBot();
    clock = Date.parse('2026-10-24T12:00:00Z');
    const windows = [
      { day: 'sat', start: '18:00', end: '22:00' },
      { day: 'sun', start: '18:00', end: '22:00' },
    ];
    expect((await schedule(token, botId, { timeZone: 'Europe/Berlin', windows })).status).toBe(200);
    await at('2026-10-24T15:59:00Z'); // 17:59 CEST
    expect(await wants(botId)).toBe('offline');
    await at('2026-10-24T16:00:00Z'); // 18:00 CEST
    expect(await wants(botId)).toBe('online');
    await hasLine(botId, 'Started by its schedule (Sat 6:00 PM–10:00 PM Europe/Berlin).');
    await at('2026-10-24T20:00:00Z'); // 22:00 CEST
    expect(await wants(botId)).toBe('offline');
    await hasLine(botId, 'Stopped by its schedule: Sat 6:00 PM–10:00 PM Europe/Berlin ended.');

    await at('2026-10-25T16:30:00Z'); // 17:30 CET: 18:30 on Saturday's offset, but the clocks went back
    expect(await wants(botId)).toBe('offline');
    await at('2026-10-25T17:00:00Z'); // 18:00 CET
    expect(await wants(botId)).toBe('online');
    await at('2026-10-25T20:59:00Z');
    expect(await wants(botId)).toBe('online');
    await at('2026-10-25T21:00:00Z'); // 22:00 CET
    expect(await wants(botId)).toBe('offline');
  });

  test('spring change (2026-03-29): 02:00–03:00 does not exist that night and does not open; a week later it does', async () => {
    const { token, botId } = await playerWithBot();
    clock = Date.parse('2026-03-28T12:00:00Z');
    expect((await schedule(token, botId, { timeZone: 'Europe/Berlin', windows: [{ day: 'sun', start: '02:00', end: '03:00' }] })).status).toBe(200);
    for (const iso of ['2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-03-29T01:30:00Z', '2026-03-29T02:00:00Z']) {
      await at(iso);
      expect([iso, await wants(botId)]).toEqual([iso, 'offline']);
    }
    await at('2026-04-05T00:00:00Z'); // 02:00 CEST
    expect(await wants(botId)).toBe('online');
    await at('2026-04-05T01:00:00Z');
    expect(await wants(botId)).toBe('offline');
  });

  test("the player's stop inside a window holds until the next window, which starts the bot again", async () => {
    const { token, botId } = await playerWithBot();
    clock = Date.parse('2026-11-16T12:00:00Z'); // Monday
    const windows = [
      { day: 'mon', start: '18:00', end: '20:00' },
      { day: 'mon', start: '21:00', end: '22:00' },
    ];
    expect((await schedule(token, botId, { timeZone: 'Europe/Berlin', windows })).status).toBe(200);
    await at('2026-11-16T17:00:00Z');
    expect(await wants(botId)).toBe('online');
    expect((await call(app(), 'POST', `/api/bots/${botId}/actions`, { token, body: { action: 'stop' } })).status).toBe(200);
    await at('2026-11-16T17:30:00Z');
    await at('2026-11-16T18:30:00Z');
    expect(await wants(botId)).toBe('offline');
    await at('2026-11-16T20:00:00Z'); // 21:00 CET: the next window
    expect(await wants(botId)).toBe('online');
    await hasLine(botId, 'Started by its schedule (Mon 9:00 PM–10:00 PM Europe/Berlin).');
  });

  test('a bot whose slot the plan no longer includes is not started by its schedule: a console line and a notification say so', async () => {
    const { token, user, accountId } = await playerWithBot('resource-keeper', 'plus');
    const second = await call(app(), 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId } });
    const botId = second.body.id as string;
    await UserModel.updateOne({ _id: user.id }, { $set: { plan: 'starter' } });
    clock = Date.parse('2026-11-16T12:00:00Z');
    expect((await schedule(token, botId, { timeZone: 'Europe/Berlin', windows: [{ day: 'mon', start: '18:00', end: '22:00' }] })).status).toBe(200);
    await at('2026-11-16T17:00:00Z');
    expect(await wants(botId)).toBe('offline');
    const refusal = 'Your plan includes 1 bot slot and this bot is beyond them. Upgrade your plan or delete a bot to run it.';
    await hasLine(botId, `Its schedule would start it now (Mon 6:00 PM–10:00 PM Europe/Berlin), but: ${refusal} Skipped until its next window.`);
    const notes = await NotificationModel.find({ userId: user.id, botId, kind: 'slots' }).lean();
    expect(notes.map((n) => n.message)).toEqual([`Bot "${second.body.name}" did not start on its schedule (Mon 6:00 PM–10:00 PM Europe/Berlin): ${refusal}`]);
    // Looked at again within the same window: not tried (nor notified) again.
    await at('2026-11-16T18:00:00Z');
    expect(await NotificationModel.countDocuments({ userId: user.id, botId, kind: 'slots' })).toBe(1);
    const run = await call(app(), 'POST', `/api/bots/${botId}/run-for`, { token, body: { hours: 2 } });
    expect(run.status).toBe(403);
    expect(run.body.message).toBe(refusal);

    // In German: the bell (the account's language) and the refused start (the page's), the window's day in German too.
    const de = JSON.parse(readFileSync(join(import.meta.dir, '..', '..', '..', '..', '..', '..', 'shared', 'i18n', 'de', 'notifications.json'), 'utf8'));
    const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_: string, name: string) => String(values[name]));
    const deErrors = JSON.parse(readFileSync(join(import.meta.dir, '..', '..', '..', '..', '..', '..', 'shared', 'i18n', 'de', 'errors.json'), 'utf8'));
    const words = de['notifications/schedule'];
    const reason = fill(deErrors['errors/bots'].beyondSlots.one, { count: 1 });
    const occasion = fill(words.window, { day: words.mon, start: '18:00', end: '22:00', zone: 'Europe/Berlin' });
    expect((await call(app(), 'PUT', '/api/users/me/language', { token, body: { language: 'de' } })).status).toBe(200);
    const bell = await call(app(), 'GET', '/api/users/me/notifications', { token });
    expect(bell.body.map((n: { message: string }) => n.message)).toContain(
      fill(de['notifications/lines'].scheduleRefused, { bot: second.body.name, occasion, reason }),
    );
    expect(occasion).toBe('Mo 18:00–22:00 Europe/Berlin');
    const german = await call(app(), 'POST', `/api/bots/${botId}/run-for`, { token, body: { hours: 2 }, headers: { cookie: 'castellan-lang=de' } });
    expect([german.status, german.body.message]).toEqual([403, reason]);
  });

  test('"run during its event": an event template is kept online around the clock and says why', async () => {
    const { token, botId } = await playerWithBot('nomad-invasion', 'plus');
    const saved = await schedule(token, botId, { timeZone: 'Europe/Berlin', windows: [], duringEvent: true });
    expect(saved.body).toMatchObject({ duringEvent: true, event: 'the Nomad invasion' });
    expect(await wants(botId)).toBe('online');
    await hasLine(botId, 'Started by its schedule (during its event: it plays while the Nomad invasion runs and waits in between).');
  });

  test('an instance that does not lead looks at nothing', async () => {
    const { token, botId } = await playerWithBot();
    clock = Date.parse('2026-11-16T12:00:00Z');
    await schedule(token, botId, { timeZone: 'Europe/Berlin', windows: [{ day: 'mon', start: '18:00', end: '22:00' }] });
    const leads = platform.supervisor.leads;
    platform.supervisor.leads = () => false;
    try {
      await at('2026-11-16T17:30:00Z');
      expect(await wants(botId)).toBe('offline');
    } finally {
      platform.supervisor.leads = leads;
    }
  });
});

describe('POST /api/bots/:id/run-for', () => {
  test.each([[0], [25], [1.5], [-3]])('refuses %j hours', async (hours) => {
    const { token, botId } = await playerWithBot();
    const res = await call(app(), 'POST', `/api/bots/${botId}/run-for`, { token, body: { hours } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Run now for 1 to 24 whole hours.');
    expect(await wants(botId)).toBe('offline');
  });

  test('starts the bot outside its windows, shows when it ends, and stops it then, across a restart of the API', async () => {
    const { token, botId } = await playerWithBot();
    clock = Date.parse('2026-11-16T08:00:00Z'); // 09:00 in Berlin, outside the window
    await schedule(token, botId, { timeZone: 'Europe/Berlin', windows: [{ day: 'mon', start: '18:00', end: '22:00' }] });
    const run = await call(app(), 'POST', `/api/bots/${botId}/run-for`, { token, body: { hours: 2 } });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ runUntil: '2026-11-16T10:00:00.000Z', run: 'Run now for 2 hours, until 11:00 AM Europe/Berlin' });
    expect(await wants(botId)).toBe('online');
    await hasLine(botId, 'Run now for 2 hours: it runs until 11:00 AM Europe/Berlin, inside or outside its windows, then stops.');
    const listed = (await call(app(), 'GET', '/api/bots', { token })).body.find((b: { id: string }) => b.id === botId);
    expect(listed.runUntil).toBe('2026-11-16T10:00:00.000Z');
    // A look meanwhile changes nothing: the run was seen when it began.
    await at('2026-11-16T09:00:00Z');
    expect(await wants(botId)).toBe('online');

    await platform.close();
    platform = platformAt();
    await at('2026-11-16T10:00:01Z');
    expect(await wants(botId)).toBe('offline');
    await hasLine(botId, 'Stopped: its run is over (Run now for 2 hours, until 11:00 AM Europe/Berlin).');
    expect((await ScheduleModel.findById(botId).lean())?.runUntil).toBeNull();
    expect((await call(app(), 'GET', '/api/bots', { token })).body.find((b: { id: string }) => b.id === botId).runUntil).toBeNull();
  });

  test('a run that ends inside a window leaves the bot running; a stop by the player ends a run', async () => {
    const { token, botId } = await playerWithBot();
    clock = Date.parse('2026-11-16T16:00:00Z'); // 17:00 Berlin
    await schedule(token, botId, { timeZone: 'Europe/Berlin', windows: [{ day: 'mon', start: '18:00', end: '22:00' }] });
    expect((await call(app(), 'POST', `/api/bots/${botId}/run-for`, { token, body: { hours: 2 } })).status).toBe(200);
    await at('2026-11-16T17:30:00Z');
    await at('2026-11-16T18:00:01Z'); // the run is over, the window is open
    expect(await wants(botId)).toBe('online');
    await at('2026-11-16T21:00:00Z');
    expect(await wants(botId)).toBe('offline');

    clock = Date.parse('2026-11-17T08:00:00Z');
    expect((await call(app(), 'POST', `/api/bots/${botId}/run-for`, { token, body: { hours: 3 } })).status).toBe(200);
    expect((await call(app(), 'POST', `/api/bots/${botId}/actions`, { token, body: { action: 'stop' } })).status).toBe(200);
    expect((await call(app(), 'GET', `/api/bots/${botId}/schedule`, { token })).body.runUntil).toBeNull();
  });

  test('on a bot already running, a run says so and sets when it stops; a new run replaces the one under way', async () => {
    const { token, botId } = await playerWithBot();
    clock = Date.parse('2026-11-18T08:00:00Z');
    expect((await call(app(), 'POST', `/api/bots/${botId}/actions`, { token, body: { action: 'start' } })).status).toBe(200);
    await waitFor('the bot online', async () => (await BotModel.findById(botId))?.state === 'online');
    expect((await call(app(), 'POST', `/api/bots/${botId}/run-for`, { token, body: { hours: 1 } })).body.runUntil).toBe('2026-11-18T09:00:00.000Z');
    await hasLine(botId, 'Run now for 1 hour: it runs until 9:00 AM UTC, inside or outside its windows, then stops.');
    expect((await call(app(), 'POST', `/api/bots/${botId}/run-for`, { token, body: { hours: 3 } })).body.runUntil).toBe('2026-11-18T11:00:00.000Z');
    await at('2026-11-18T09:30:00Z');
    expect(await wants(botId)).toBe('online');
    await at('2026-11-18T11:00:00Z');
    expect(await wants(botId)).toBe('offline');
    expect((await lines(botId)).filter((l) => l === 'Start requested.')).toHaveLength(1);
  });
});

describe('the old "Active hours (UTC)"', () => {
  test('a bot saved with it still loads and keeps it through a settings change, until a schedule replaces it', async () => {
    const { token, botId } = await playerWithBot();
    await BotModel.updateOne({ _id: botId }, { $set: { 'settings.activeHours': '07-23' } });
    expect((await call(app(), 'GET', `/api/bots/${botId}`, { token })).body.settings.activeHours).toBe('07-23');
    expect((await call(app(), 'GET', `/api/bots/${botId}/schedule`, { token })).body.legacyActiveHours).toBe('07-23');
    const patched = await call(app(), 'PATCH', `/api/bots/${botId}`, { token, body: { settings: { minDelaySeconds: 5 } } });
    expect(patched.status).toBe(200);
    expect(patched.body.settings).toMatchObject({ minDelaySeconds: 5, activeHours: '07-23' });

    const saved = await schedule(token, botId, { timeZone: 'Europe/Berlin', windows: [{ day: 'mon', start: '08:00', end: '23:00' }] });
    expect(saved.body.legacyActiveHours).toBeNull();
    expect((await BotModel.findById(botId).lean())?.settings).not.toHaveProperty('activeHours');
  });
});
