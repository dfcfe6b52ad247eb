/**
 * Questions runners ask over the engine (the day counts here; the login guard in bots/login-guard/service.test.ts), answered by API instances from the real
 * database.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createEngine } from '../../lib/engine';
import { ownCounters } from '../../../test/helpers';
import { dayCounts } from '../../modules/bots/control/spec';
import { dayOf } from '@shared/day';
import { answerDayCounts, askDayCounts } from './engine-questions';
import { fleetNames } from './protocol';

const names = fleetNames(ownCounters());
const runnerEngine = createEngine(process.env.NATS_URL!, 'day-counts-runner');
// Two API instances answer (one of them per request): the database, not either instance, keeps the limit.
const apiEngines = [createEngine(process.env.NATS_URL!, 'day-counts-api-1'), createEngine(process.env.NATS_URL!, 'day-counts-api-2')];
const answering = apiEngines.map((engine) => answerDayCounts(engine, names, dayCounts));
// Asked before an instance has subscribed, a question finds no responder (seen on CI): the answerers are ready first.
beforeAll(() => Promise.all(answering.map((a) => a.ready)));
afterAll(async () => {
  await Promise.all(answering.map((a) => a.close()));
  await Promise.all([runnerEngine, ...apiEngines].map((e) => e.close()));
});

test('ten reservations at once from runners, limit 1, answered by two API instances: one granted; a give-back frees it again', async () => {
  const asked = askDayCounts(runnerEngine, names);
  const botId = `fleet-${crypto.randomUUID().slice(0, 8)}`;
  const request = { botId, counter: 'attacks' as const, day: dayOf(Date.now()), amount: 1, limit: 1 };
  const answers = await Promise.all(Array.from({ length: 10 }, () => asked.reserve(request)));
  expect(answers.filter((a) => a.granted)).toHaveLength(1);
  expect(await asked.reserve({ ...request, amount: -1, limit: null })).toEqual({ granted: true, total: 0 });
  expect(await asked.reserve(request)).toEqual({ granted: true, total: 1 });
});

test('a request that is not a day count is refused with a reason', async () => {
  const asked = askDayCounts(runnerEngine, names);
  await expect(asked.reserve({ botId: 'x', counter: 'gold' as never, day: 'today', amount: 1, limit: 1 })).rejects.toThrow('not a day count');
});

test('a message that is not JSON is refused with the reason, and the instance answers on', async () => {
  const nc = await runnerEngine.ready();
  expect((await nc.request(names.dayCounts, 'not json', { timeout: 5_000 })).json()).toEqual({ ok: false, error: 'not a day count' });
  expect(
    await askDayCounts(runnerEngine, names).reserve({
      botId: `fleet-${crypto.randomUUID().slice(0, 8)}`,
      counter: 'attacks',
      day: dayOf(Date.now()),
      amount: 1,
      limit: 1,
    }),
  ).toEqual({ granted: true, total: 1 });
});
