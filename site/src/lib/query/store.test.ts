import { expect, test } from 'bun:test';
import { ApiError } from '../api';
import { createQuery, invalidate, withRetry } from './store';

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

/** A fetcher whose answers the test hands out one by one, in the order it chooses. */
function controlledFetcher() {
  const pending: ((list: string[]) => void)[] = [];
  const fetcher = () => new Promise<string[]>((resolve) => pending.push(resolve));
  return { fetcher, answer: (call: number, list: string[]) => pending[call]!(list), calls: () => pending.length };
}

test("a list fetched before an account was added never hides it: the mutation's answer stays and a fresh fetch follows", async () => {
  const server = controlledFetcher();
  const accounts = createQuery<string[]>('test-accounts-overtaken', server.fetcher);
  const stale = accounts.refetch(); // the page's first read, still on its way
  accounts.set(['Lord Castle', 'Proxy Lord']); // the add's answer
  const fresh = accounts.refetch(); // the invalidation after it
  expect(server.calls()).toBe(2);

  server.answer(0, ['Lord Castle']);
  await stale;
  expect(accounts.store.get().data).toEqual(['Lord Castle', 'Proxy Lord']);
  expect(accounts.store.get().fetching).toBe(true);

  server.answer(1, ['Lord Castle', 'Proxy Lord', 'Third']);
  await fresh;
  expect(accounts.store.get()).toMatchObject({ data: ['Lord Castle', 'Proxy Lord', 'Third'], fetching: false });
});

test('refetches asked for while one is on its way share it when nothing was set meanwhile', async () => {
  const server = controlledFetcher();
  const bots = createQuery<string[]>('test-bots-shared', server.fetcher);
  const first = bots.refetch();
  const second = bots.refetch();
  expect(server.calls()).toBe(1);
  server.answer(0, ['Farmer']);
  await Promise.all([first, second]);
  expect(bots.store.get()).toMatchObject({ data: ['Farmer'], fetching: false, status: 'success' });
});

test('an invalidation drops an answer asked before it, and a query not on screen asks again when shown', async () => {
  const server = controlledFetcher();
  const subscription = createQuery<string[]>('test-subscription-invalidated', server.fetcher);
  const before = subscription.refetch(); // asked before the payment landed
  const outdated = invalidate('test-subscription-invalidated'); // not on screen: marks it, asks nothing now
  server.answer(0, ['starter']);
  await Promise.all([before, outdated]);
  expect(subscription.store.get().data).toBeUndefined();
  const unlisten = subscription.store.listen(() => {}); // shown
  expect(server.calls()).toBe(2);
  server.answer(1, ['premium']);
  await subscription.refetch();
  expect(subscription.store.get().data).toEqual(['premium']);
  unlisten();
});
