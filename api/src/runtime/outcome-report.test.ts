import { expect, test } from 'bun:test';
import { OutcomeReport } from './outcome-report';

/** Until `count` reports were sent (their period is 60 ms here). */
async function sentReach(sent: unknown[], count: number): Promise<void> {
  for (const until = Date.now() + 5_000; sent.length < count && Date.now() < until; ) await Bun.sleep(5);
}

test('outcomes are summed per UTC hour, sent at most once a period, each report named by bot, run and number', async () => {
  const sent: { batch: string; hours: unknown }[] = [];
  const report = new OutcomeReport('b'.repeat(24), (batch, { hours }) => sent.push({ batch, hours }), { everyMs: 60, attacksWithinMs: 60 });
  const tenOClock = Date.parse('2026-11-25T10:00:00Z');
  report.add(tenOClock + 5, { wood: 10, attacksWon: 1 }); // the first waits its period too
  expect(sent).toHaveLength(0);
  await sentReach(sent, 1);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.hours).toEqual([{ hour: tenOClock, tally: { wood: 10, attacksWon: 1 } }]);
  report.add(tenOClock + 10, { wood: 5 });
  report.add(tenOClock + 3_600_000, { stone: 2 }); // the next hour
  expect(sent).toHaveLength(1);
  await sentReach(sent, 2);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.hours).toEqual([
    { hour: tenOClock, tally: { wood: 5 } },
    { hour: tenOClock + 3_600_000, tally: { stone: 2 } },
  ]);
  const [first, second] = sent.map((s) => s.batch.split(':'));
  expect(first![0]).toBe('b'.repeat(24));
  expect(second![1]).toBe(first![1]); // the same run
  expect([first![2], second![2]]).toEqual(['1', '2']);
  report.flush(); // nothing waits: nothing sent
  expect(sent).toHaveLength(2);
  report.add(tenOClock, { food: 1 });
  report.flush();
  expect(sent).toHaveLength(3);
});

test('an attack told with its line rides the same report as the sums of that line, and only that report', async () => {
  const sent: { batch: string; hours: unknown; attacks: unknown }[] = [];
  const report = new OutcomeReport('c'.repeat(24), (batch, { hours, attacks }) => sent.push({ batch, hours, attacks }), {
    everyMs: 60_000,
    attacksWithinMs: 60_000,
  });
  const at = Date.parse('2026-11-25T10:00:00Z');
  const target = { id: '0:10:20', kingdomId: 0, x: 10, y: 20, kind: 'baron' as const, level: 3, name: 'camp' };
  report.add(at, { actions: 1, attacksSent: 1 }, { phase: 'sent', id: 'a1', target, soldiers: 40, arrivesAt: at + 60_000, at });
  report.add(at + 5, null, { phase: 'ended', id: 'a0', result: 'unknown', loot: { wood: 0, stone: 0, food: 0 }, lost: 0, at: at + 5 });
  report.flush();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.hours).toEqual([{ hour: at, tally: { actions: 1, attacksSent: 1 } }]);
  expect((sent[0]!.attacks as { id: string }[]).map((a) => a.id)).toEqual(['a1', 'a0']);
  report.flush();
  expect(sent).toHaveLength(1);
});

test('an attack is sent within its moment with every sum waiting then, however long the period; the attacks of that moment ride along', () => {
  let clock = Date.parse('2026-11-25T10:00:00Z');
  const timers: { at: number; run: () => void }[] = [];
  const realSetTimeout = globalThis.setTimeout;
  // The report's timers on a clock of the test's own: what is due runs when the clock passes it.
  globalThis.setTimeout = ((run: () => void, ms: number) => {
    const timer = { at: clock + ms, run };
    timers.push(timer);
    return { unref() {}, timer } as unknown as ReturnType<typeof setTimeout>;
  }) as typeof setTimeout;
  const realClear = globalThis.clearTimeout;
  globalThis.clearTimeout = ((handle: { timer?: object }) => {
    const i = timers.findIndex((t) => t === handle?.timer);
    if (i >= 0) timers.splice(i, 1);
  }) as typeof clearTimeout;
  const advance = (ms: number) => {
    clock += ms;
    for (let due = timers.find((t) => t.at <= clock); due; due = timers.find((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
  };
  try {
    const sent: { hours: unknown; attacks: { id: string }[] }[] = [];
    const report = new OutcomeReport(
      'd'.repeat(24),
      (_batch, { hours, attacks }) => sent.push({ hours, attacks }),
      { everyMs: 60_000, attacksWithinMs: 500 },
      () => clock,
    );
    const target = { id: '0:10:20', kingdomId: 0, x: 10, y: 20, kind: 'baron' as const, level: 3, name: 'camp' };
    const hour = clock;
    report.add(clock, { taxes: 30, actions: 1 }); // no attack: waits the period
    advance(5_000);
    expect(sent).toHaveLength(0);
    report.add(clock, { actions: 1, attacksSent: 1 }, { phase: 'sent', id: 'a1', target, soldiers: 40, arrivesAt: null, at: clock });
    advance(200);
    report.add(clock, { actions: 1, attacksSent: 1 }, { phase: 'sent', id: 'a2', target, soldiers: 40, arrivesAt: null, at: clock });
    advance(299);
    expect(sent).toHaveLength(0);
    advance(1); // 500 ms after the first attack: both, with the taxes that waited
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attacks.map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(sent[0]!.hours).toEqual([{ hour, tally: { taxes: 30, actions: 3, attacksSent: 2 } }]);
    // Right after a report, the next attack still waits its moment only, not the period.
    report.add(clock, { wood: 100, attacksWon: 1 }, { phase: 'ended', id: 'a1', result: 'won', loot: { wood: 100, stone: 0, food: 0 }, lost: 0, at: clock });
    advance(499);
    expect(sent).toHaveLength(1);
    advance(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.attacks.map((a) => a.id)).toEqual(['a1']);
    // A sum alone after it waits the period again.
    report.add(clock, { food: 5 });
    advance(59_999);
    expect(sent).toHaveLength(2);
    advance(1);
    expect(sent).toHaveLength(3);
  } finally {
    globalThis.setTimeout = realSetTimeout;
    globalThis.clearTimeout = realClear;
  }
});
