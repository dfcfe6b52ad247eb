import { expect, test } from 'bun:test';
import { ApiError } from '../api';
import { withRetry } from './store';

test('a checkout (a create) answered 503 is tried once and the 503 reaches the caller', async () => {
  let calls = 0;
  const attempt = withRetry('create', async () => {
    calls += 1;
    throw new ApiError('Stripe is unavailable right now.', 503, 'req-1');
  });
  await expect(attempt).rejects.toMatchObject({ status: 503, requestId: 'req-1' });
  expect(calls).toBe(1);
});

test('an update answered 200 after a lost answer is tried twice', async () => {
  let calls = 0;
  const result = await withRetry('mutation', async () => {
    calls += 1;
    if (calls === 1) throw ApiError.withoutAnswer();
    return 'done';
  });
  expect([result, calls]).toEqual(['done', 2]);
});
