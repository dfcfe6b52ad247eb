import { expect, test } from 'bun:test';
import { Elysia, t } from 'elysia';
import { oneOf } from './one-of';

test('an optional field left out stays out; a given default is used', async () => {
  const app = new Elysia().post('/', ({ body }) => body, {
    body: t.Object({ server: t.Optional(oneOf(['INT1', 'GB1'])), tag: t.Optional(oneOf(['none', 'tower'], { default: 'none' })) }),
  });
  const answer = async (body: unknown) =>
    (
      await app.handle(new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
    ).json();
  expect(await answer({})).toEqual({ tag: 'none' });
  expect(await answer({ server: 'GB1', tag: 'tower' })).toEqual({ server: 'GB1', tag: 'tower' });
  const refused = await app.handle(
    new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ server: 'MOON1' }) }),
  );
  expect(refused.status).toBe(422);
});
