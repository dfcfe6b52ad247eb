import { describe, expect, test } from 'bun:test';
import { Outbox } from './outbox';

/** A store whose answers the test gives by hand, in any order. */
function handStore() {
  const sent: { item: number; answer: (ok: boolean) => void }[] = [];
  const publish = (item: number) => new Promise<void>((resolve, reject) => sent.push({ item, answer: (ok) => (ok ? resolve() : reject(new Error('away'))) }));
  return { sent, publish };
}
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One message sent and acknowledged, then forgotten by the store: the outbox may now use its whole window. */
async function acknowledgeOne(store: ReturnType<typeof handStore>, outbox: Outbox<number>) {
  outbox.push(0);
  await turn();
  store.sent[0]!.answer(true);
  await outbox.flush();
  store.sent.length = 0;
}

describe('Outbox', () => {
  test('one at a time by default: the next is sent only once the first is acknowledged', async () => {
    const store = handStore();
    const outbox = new Outbox<number>(store.publish, { what: 'test', maxPending: 10, retryMs: 10_000 });
    outbox.push(1);
    outbox.push(2);
    await turn();
    expect(store.sent.map((s) => s.item)).toEqual([1]);
    store.sent[0]!.answer(true);
    await turn();
    expect(store.sent.map((s) => s.item)).toEqual([1, 2]);
    store.sent[1]!.answer(true);
    await outbox.flush();
    expect(outbox.pending).toBe(0);
  });

  test('with inFlight, that many wait for their acknowledgements together, sent in order', async () => {
    const store = handStore();
    const outbox = new Outbox<number>(store.publish, { what: 'test', inFlight: () => 3, maxPending: 10, retryMs: 10_000 });
    // One alone until the store has acknowledged one (it may be away: what waits stays under the bound).
    await acknowledgeOne(store, outbox);
    for (const n of [1, 2, 3, 4, 5]) outbox.push(n);
    await turn();
    expect(store.sent.map((s) => s.item)).toEqual([1, 2, 3]);
    expect(outbox.pending).toBe(5);
    // A later acknowledgement does not move the window past an older one still waiting.
    store.sent[1]!.answer(true);
    await turn();
    expect(store.sent.map((s) => s.item)).toEqual([1, 2, 3]);
    store.sent[0]!.answer(true);
    await turn();
    expect(store.sent.map((s) => s.item)).toEqual([1, 2, 3, 4, 5]);
    for (const s of store.sent.slice(2)) s.answer(true);
    await outbox.flush();
    expect(outbox.pending).toBe(0);
  });

  test('only those not stored are sent again, in order, before the rest', async () => {
    const store = handStore();
    const outbox = new Outbox<number>(store.publish, { what: 'test', inFlight: () => 3, maxPending: 10, retryMs: 1 });
    await acknowledgeOne(store, outbox);
    for (const n of [1, 2, 3, 4]) outbox.push(n);
    await turn();
    store.sent[0]!.answer(true);
    store.sent[1]!.answer(false);
    store.sent[2]!.answer(true);
    // 1's acknowledgement let 4 go out beside 2 and 3.
    while (store.sent.length < 4) await turn();
    store.sent[3]!.answer(true);
    while (store.sent.length < 5) await turn();
    expect(store.sent.map((s) => s.item)).toEqual([1, 2, 3, 4, 2]);
    expect(outbox.pending).toBe(1);
    // After the failure, one at a time again until one is acknowledged.
    outbox.push(5);
    await turn();
    expect(store.sent.map((s) => s.item)).toEqual([1, 2, 3, 4, 2]);
    store.sent[4]!.answer(true);
    while (store.sent.length < 6) await turn();
    store.sent[5]!.answer(true);
    await outbox.flush();
    expect(outbox.pending).toBe(0);
  });
});
