/**
 * The login counts on the embedded database: simultaneous reports of one world add up (atomic `$inc`
 * upserts), the distinct accounts behind an outcome are a bounded set read back as a count, each
 * account's newest login keeps when its streak began, and the sweep keeps what the page shows.
 */
import { beforeAll, expect, spyOn, test } from 'bun:test';
import { accountSlot, ACCOUNT_SLOTS, distinctAccounts } from './distinct';
import { countId, dayStart, hourStart, recordLogin } from './login-record';
import { LatestLoginModel, LoginCountModel } from './login-counts.model';
import { recentLogins } from './verdict';
import { sweepStatus } from './sweep';

/** A world of this file's own. */
const WORLD = 'ES2';
/** Long enough ago that sweeping as of 92 days later removes nothing of today's (another file's logins). */
const AT = Date.parse('2025-06-02T09:30:00Z');

beforeAll(async () => {
  await Promise.all([LoginCountModel.deleteMany({ world: WORLD }), LatestLoginModel.deleteMany({ world: WORLD })]);
});

test('40 reports at once from 10 accounts: every login counted, each account once, in the day and the hour', async () => {
  const accounts = Array.from({ length: 10 }, (_, i) => `acc-${i}-${crypto.randomUUID()}`);
  await Promise.all(
    accounts.flatMap((accountId) => Array.from({ length: 4 }, (_, n) => recordLogin({ accountId, server: WORLD, at: AT + n, outcome: 'version_refused' }))),
  );
  for (const [span, start] of [
    ['day', dayStart(AT)],
    ['hour', hourStart(AT)],
  ] as const) {
    const doc = await LoginCountModel.findById(countId(WORLD, span, start)).lean();
    expect(doc).toMatchObject({ world: WORLD, span, attempts: 40, outcomes: { version_refused: 40 } });
    const slots = (doc!.accounts as Record<string, number[]>).version_refused!;
    expect(new Set(slots).size).toBe(slots.length);
    expect(distinctAccounts(slots)).toBe(new Set(accounts.map(accountSlot)).size);
  }
});

test('logins at once are written together: one write per document in flight, the rest added up into the next', async () => {
  const writes = spyOn(LoginCountModel, 'updateOne');
  // Before AT: the tests below read the newest logins from AT on.
  const at = AT - 5 * 3_600_000;
  try {
    await Promise.all(Array.from({ length: 100 }, (_, n) => recordLogin({ accountId: `burst-${n}`, server: WORLD, at, outcome: 'ok', roundTripMs: 10 })));
    // The first login's write goes at once; the 99 behind it wait for it and go as one: two batches, two documents each.
    expect(writes.mock.calls.length).toBe(4);
  } finally {
    writes.mockRestore();
  }
  const hour = await LoginCountModel.findById(countId(WORLD, 'hour', hourStart(at))).lean();
  expect(hour).toMatchObject({ attempts: 100, outcomes: { ok: 100 }, roundTripMs: 1000, roundTrips: 100 });
  expect(distinctAccounts((hour!.accounts as Record<string, number[]>).ok!)).toBeGreaterThan(90);
});

test('the set of an outcome never holds more than its slots, whatever the number of accounts; its count stays close', () => {
  const slots = new Set(Array.from({ length: 5_000 }, (_, i) => accountSlot(`many-${i}`)));
  expect(slots.size).toBeLessThanOrEqual(ACCOUNT_SLOTS);
  expect(Math.abs(distinctAccounts([...slots]) - 5_000) / 5_000).toBeLessThan(0.15);
  expect(distinctAccounts([...new Set(Array.from({ length: 300 }, (_, i) => accountSlot(`some-${i}`)))])).toBeGreaterThan(280);
});

test("an account's newest login: the same outcome keeps its streak's start, another starts a new one, a late report changes nothing", async () => {
  const accountId = `streak-${crypto.randomUUID()}`;
  await recordLogin({ accountId, server: WORLD, at: AT, outcome: 'handshake_failed' });
  await recordLogin({ accountId, server: WORLD, at: AT + 20_000, outcome: 'handshake_failed' });
  const mine = async () =>
    (await recentLogins(new Date(AT + 60_000))).filter((l) => l.world === WORLD && l.at.getTime() >= AT && ['handshake_failed', 'ok'].includes(l.outcome));
  expect(await mine()).toEqual([{ world: WORLD, outcome: 'handshake_failed', at: new Date(AT + 20_000), since: new Date(AT) }]);
  await recordLogin({ accountId, server: WORLD, at: AT + 40_000, outcome: 'ok', roundTripMs: 80 });
  // A report of an older login, handled late (the fleet redelivers), is not the newest.
  await recordLogin({ accountId, server: WORLD, at: AT + 30_000, outcome: 'handshake_failed' });
  expect(await mine()).toEqual([{ world: WORLD, outcome: 'ok', at: new Date(AT + 40_000), since: new Date(AT + 40_000) }]);
  const hour = await LoginCountModel.findById(countId(WORLD, 'hour', hourStart(AT))).lean();
  expect(hour).toMatchObject({ roundTripMs: 80, roundTrips: 1 });
});

test('the sweep keeps 48 hours of hours, 90 days of days and 2 hours of newest logins', async () => {
  const later = new Date(AT + 49 * 3_600_000);
  await sweepStatus(later);
  expect(await LoginCountModel.findById(countId(WORLD, 'hour', hourStart(AT))).lean()).toBeNull();
  expect(await LoginCountModel.findById(countId(WORLD, 'day', dayStart(AT))).lean()).not.toBeNull();
  expect(await LatestLoginModel.countDocuments({ world: WORLD, at: { $lt: new Date(later.getTime() - 2 * 3_600_000) } })).toBe(0);
  await sweepStatus(new Date(AT + 92 * 86_400_000));
  expect(await LoginCountModel.findById(countId(WORLD, 'day', dayStart(AT))).lean()).toBeNull();
});
