/** GET /api/accounts/:id/risk and PUT /api/accounts/:id/budget over HTTP, with the real database. */
import { expect, test } from 'bun:test';
import { dayOf } from '@shared/day';
import { call, signUp, testApp } from '../../../../test/helpers';
import { reserveDayCount } from '../../bots/control/day-counts/service';
import { riskOwner } from '../../../runtime';

const app = testApp();

async function withAccount() {
  const { token } = await signUp(app);
  const username = `Risk${crypto.randomUUID().slice(0, 6)}`;
  const created = await call(app, 'POST', '/api/accounts', { token, body: { email: `${username}@game.example`, username, password: 'pw' } });
  expect(created.status).toBe(201);
  return { token, id: created.body.id as string };
}

test('a quiet day reads low with no budget; the day’s counts make the level and its reasons, each with its message for the reader’s language', async () => {
  const { token, id } = await withAccount();
  const quiet = await call(app, 'GET', `/api/accounts/${id}/risk`, { token });
  expect(quiet.status).toBe(200);
  expect(quiet.body).toMatchObject({
    day: dayOf(Date.now()),
    level: 'low',
    reasons: [],
    reached: [],
    budget: { attacks: null, mapTiles: null, onlineHours: null },
  });
  expect(quiet.body.figures).toEqual({ logins: 0, attacks: 0, mapTiles: 0, onlineMinutes: 0, peakApm: 0 });

  const day = dayOf(Date.now());
  await reserveDayCount({ botId: riskOwner(id), counter: 'risk:attacks', day, amount: 312, limit: null });
  await reserveDayCount({ botId: riskOwner(id), counter: 'risk:onlineMinutes', day, amount: 630, limit: null });
  const busy = await call(app, 'GET', `/api/accounts/${id}/risk`, { token });
  expect(busy.body.level).toBe('high');
  expect(busy.body.reasons.map((r: { text: string }) => r.text)).toEqual([
    '312 attacks today: a person rarely makes more than 300.',
    '10.5 h online today: a person is rarely online more than 10 h a day.',
  ]);
  expect(busy.body.reasons[0].message).toEqual({ key: 'bot-lines/risk.attacks', params: { count: 312, norm: 300 } });
});

test('a budget is saved, read back, and reached; bad values get a 422 in the asker’s language and change nothing', async () => {
  const { token, id } = await withAccount();
  const saved = await call(app, 'PUT', `/api/accounts/${id}/budget`, { token, body: { attacks: 2 } });
  expect(saved.status).toBe(200);
  expect(saved.body.budget).toEqual({ attacks: 2, mapTiles: null, onlineHours: null });
  await reserveDayCount({ botId: riskOwner(id), counter: 'risk:attacks', day: dayOf(Date.now()), amount: 2, limit: null });
  expect((await call(app, 'GET', `/api/accounts/${id}/risk`, { token })).body.reached).toEqual(['attacks']);

  for (const body of [{ attacks: 0 }, { attacks: 1.5 }, { attacks: 'many' }, { onlineHours: 25 }]) {
    const refused = await call(app, 'PUT', `/api/accounts/${id}/budget`, { token, body });
    expect(refused.status).toBe(422);
  }
  expect((await call(app, 'GET', `/api/accounts/${id}/risk`, { token })).body.budget.attacks).toBe(2);
  const german = await call(app, 'PUT', `/api/accounts/${id}/budget`, { token, body: { mapTiles: 5 }, headers: { 'accept-language': 'de' } });
  expect(german.status).toBe(422);
  expect(german.body.message).toBe('Ein Tagesbudget für Kartenfelder ist eine ganze Zahl von 1.000 bis 10.000.000 oder leer für keines.');
  // null removes a cap; fields left out stay.
  const cleared = await call(app, 'PUT', `/api/accounts/${id}/budget`, { token, body: { attacks: null, onlineHours: 6 } });
  expect(cleared.body.budget).toEqual({ attacks: null, mapTiles: null, onlineHours: 6 });
});

test('another player’s account is not found, for reading and for setting', async () => {
  const { id } = await withAccount();
  const other = await signUp(app);
  expect((await call(app, 'GET', `/api/accounts/${id}/risk`, { token: other.token })).status).toBe(404);
  expect((await call(app, 'PUT', `/api/accounts/${id}/budget`, { token: other.token, body: { attacks: 5 } })).status).toBe(404);
  expect((await call(app, 'GET', `/api/accounts/not-an-id/risk`, { token: other.token })).status).toBe(404);
});

test('two caps set at once (two devices) are both kept, ten rounds', async () => {
  const { token, id } = await withAccount();
  for (let round = 1; round <= 10; round++) {
    const [attacks, hours] = await Promise.all([
      call(app, 'PUT', `/api/accounts/${id}/budget`, { token, body: { attacks: 10 + round } }),
      call(app, 'PUT', `/api/accounts/${id}/budget`, { token, body: { onlineHours: round } }),
    ]);
    expect([attacks.status, hours.status]).toEqual([200, 200]);
    expect((await call(app, 'GET', `/api/accounts/${id}/risk`, { token })).body.budget).toEqual({ attacks: 10 + round, mapTiles: null, onlineHours: round });
  }
});
