/**
 * The claim is the primitive "exactly once" rests on: on the database under test (FerretDB over
 * PostgreSQL by default, MongoDB in production) twenty simultaneous claims of one key pass exactly once,
 * round after round; a released claim can be taken again; lapsed claims are swept.
 */
import { expect, test } from 'bun:test';
import { claim, ClaimModel, release, sweepClaims } from './claims';

test('twenty simultaneous claims of one key: exactly one passes, in each of ten rounds', async () => {
  const winners: number[] = [];
  for (let round = 0; round < 10; round++) {
    const key = `test:${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(key)));
    winners.push(results.filter(Boolean).length);
  }
  expect(winners).toEqual(Array<number>(10).fill(1));
});

test('a released claim can be taken again; a lapsed one is swept, a lasting one kept', async () => {
  const key = `test:${crypto.randomUUID()}`;
  expect(await claim(key)).toBe(true);
  expect(await claim(key)).toBe(false);
  await release(key);
  expect(await claim(key)).toBe(true);

  const lapsed = `test:${crypto.randomUUID()}`;
  await claim(lapsed, new Date(Date.now() - 1_000));
  expect(await sweepClaims()).toBeGreaterThanOrEqual(1);
  expect(await ClaimModel.exists({ _id: lapsed })).toBeNull();
  expect(await ClaimModel.exists({ _id: key })).not.toBeNull();
});
