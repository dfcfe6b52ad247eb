/**
 * The bots' refusals in the asker's language: a plan's refusal with its figures filled in, a schema's
 * own text (found by its words), a bot that is not yours, the per-bot refusals of "start all" and the
 * schedule's windows (weekdays said in the reader's language too). English stays as it was.
 */
import { describe, expect, test } from 'bun:test';
import { call, signUp, testApp } from '../../../../test/helpers';
import { UserModel } from '../../users/user.model';

const app = testApp();
const de = { cookie: 'castellan-lang=de' };

async function playerWithAccount(plan = 'starter') {
  const player = await signUp(app);
  if (plan !== 'starter') await UserModel.updateOne({ _id: player.user.id }, { $set: { plan } });
  const account = await call(app, 'POST', '/api/accounts', {
    token: player.token,
    body: { email: 'g@game.example', server: 'GB1', username: `Sprache${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
  });
  return { ...player, accountId: account.body.id as string };
}

const newBot = async (token: string, accountId: string) =>
  (await call(app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId } })).body.id as string;

describe('a plan refusal reads in German, its figures filled in', () => {
  test('starting a bot beyond the slots of a plan that shrank; "start all" says the same per bot; English unchanged', async () => {
    const { token, user, accountId } = await playerWithAccount('plus');
    await newBot(token, accountId);
    const second = await newBot(token, accountId);
    await UserModel.updateOne({ _id: user.id }, { $set: { plan: 'starter' } });

    const german = await call(app, 'POST', `/api/bots/${second}/actions`, { token, body: { action: 'start' }, headers: de });
    expect(german.status).toBe(403);
    expect(german.body.message).toBe(
      'Dein Tarif enthält 1 Bot-Platz, und dieser Bot liegt darüber. Wechsle auf einen höheren Tarif oder lösche einen Bot, um ihn laufen zu lassen.',
    );

    const all = await call(app, 'POST', '/api/bots/actions', { token, body: { action: 'start' }, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(all.status).toBe(200);
    expect(all.body.results.find((r: { id: string }) => r.id === second)).toMatchObject({ outcome: 'refused', message: german.body.message });

    const english = await call(app, 'POST', `/api/bots/${second}/actions`, { token, body: { action: 'start' } });
    expect(english.body.message).toBe('Your plan includes 1 bot slot and this bot is beyond them. Upgrade your plan or delete a bot to run it.');
  });

  test('a new bot past the slots names the plan and its count in German, in the plural form German needs', async () => {
    const { token, accountId } = await playerWithAccount('plus');
    for (let i = 0; i < 3; i++) await newBot(token, accountId);
    const refused = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId }, headers: de });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Dein Tarif Plus hat 3 Bot-Plätze, alle belegt. Lösche einen Bot oder wechsle auf einen höheren Tarif, um einen weiteren hinzuzufügen.',
    );
  });
});

test('a bot name the schema refuses reads in French (the schema’s own text, found by its words)', async () => {
  const { token, accountId } = await playerWithAccount();
  const fr = { cookie: 'castellan-lang=fr' };
  const created = await call(app, 'POST', '/api/bots', { token, body: { templateId: 'resource-keeper', accountId, name: '' }, headers: fr });
  expect(created.status).toBe(422);
  expect(created.body.message).toBe('Le nom du bot doit comporter de 1 à 80 caractères.');
  const botId = await newBot(token, accountId);
  const renamed = await call(app, 'PATCH', `/api/bots/${botId}`, { token, body: { name: 'x'.repeat(81) }, headers: fr });
  expect(renamed.status).toBe(422);
  expect(renamed.body.message).toBe('Le nom du bot doit comporter de 1 à 80 caractères.');
});

test('someone else’s bot is not found, in Dutch', async () => {
  const alice = await playerWithAccount();
  const botId = await newBot(alice.token, alice.accountId);
  const bob = await signUp(app);
  const nl = { cookie: 'castellan-lang=nl' };
  for (const [method, path, body] of [
    ['GET', `/api/bots/${botId}`, undefined],
    ['POST', `/api/bots/${botId}/actions`, { action: 'start' }],
    ['DELETE', `/api/bots/${botId}`, undefined],
  ] as const) {
    const res = await call(app, method, path, { token: bob.token, body, headers: nl });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Bot niet gevonden.');
  }
  expect((await call(app, 'GET', `/api/bots/${botId}`, { token: alice.token })).status).toBe(200);
});

test('a schedule’s overlapping windows are named in Polish, weekdays included', async () => {
  const { token, accountId } = await playerWithAccount();
  const botId = await newBot(token, accountId);
  const windows = [
    { day: 'fri', start: '22:00', end: '02:00' },
    { day: 'sat', start: '01:00', end: '03:00' },
  ];
  const polish = await call(app, 'PUT', `/api/bots/${botId}/schedule`, {
    token,
    body: { timeZone: 'Europe/Warsaw', windows },
    headers: { cookie: 'castellan-lang=pl' },
  });
  expect(polish.status).toBe(422);
  expect(polish.body.message).toBe('pt. 22:00–02:00 (sob.) i sob. 01:00–03:00 nakładają się: połącz je w jedno okno albo przesuń jedno z nich.');
  const english = await call(app, 'PUT', `/api/bots/${botId}/schedule`, { token, body: { timeZone: 'Europe/Warsaw', windows } });
  // English reads its hours on its own clock (issue 64: a time of day in the reader's format).
  expect(english.body.message).toBe('Fri 10:00 PM–2:00 AM (Sat) and Sat 1:00 AM–3:00 AM overlap: make them one window, or move one.');
});

test('a setting out of its range is named in German, with its German label, under its field', async () => {
  const { token, accountId } = await playerWithAccount();
  const body = { templateId: 'baron-farmer', accountId, settings: { maxLevel: 500 } };
  const german = await call(app, 'POST', '/api/bots', { token, body, headers: de });
  expect(german.status).toBe(422);
  expect(german.body.field).toBe('settings.maxLevel');
  const catalogue = await call(app, 'GET', '/api/templates/baron-farmer', { headers: de });
  const label = (catalogue.body.inputs as { key: string; label: string }[]).find((i) => i.key === 'maxLevel')!.label;
  expect(label).not.toBe('Highest baron level');
  expect(german.body.message).toContain(`„${label}“`);
  const english = await call(app, 'POST', '/api/bots', { token, body });
  expect(english.body.message).toBe('"Highest baron level" must be between 1 and 80.');
});
