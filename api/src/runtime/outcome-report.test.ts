import { expect, test } from 'bun:test';
import { OutcomeReport } from './outcome-report';

/** Until `count` reports were sent (their period is 60 ms here). */
async function sentReach(sent: unknown[], count: number): Promise<void> {
  for (const until = Date.now() + 5_000; sent.length < count && Date.now() < until; ) await Bun.sleep(5);
}

test('outcomes are summed per UTC hour, sent at most once a period, each report named by bot, run and number', async () => {
  const sent: { batch: string; hours: unknown }[] = [];
  const report = new OutcomeReport('b'.repeat(24), (batch, { hours }) => sent.push({ batch, hours }), 60);
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
  const report = new OutcomeReport('c'.repeat(24), (batch, { hours, attacks }) => sent.push({ batch, hours, attacks }), 60_000);
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
