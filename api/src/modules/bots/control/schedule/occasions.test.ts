/**
 * The schedule's console lines in a reader's language: what started a bot and what ended are said as the
 * schedule's words, kept with what the scheduler has seen; an occasion seen before its words were kept
 * ends in its English label.
 */
import { expect, test } from 'bun:test';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { textOf } from '@shared/i18n/said';
import { decide, occasionsAt, stopLine } from './occasions';

loadCatalogue();
// Monday 2031-03-03 10:30 UTC, inside Monday's 09:00–12:00 window in UTC.
const NOW = Date.UTC(2031, 2, 3, 10, 30);
const facts = { windows: [{ day: 'mon' as const, start: '09:00', end: '12:00' }], duringEvent: false, runUntil: new Date(NOW + 2 * 3_600_000), runHours: 2 };

test('a window and a run, opened and then over, read in German and in English', () => {
  const open = occasionsAt(facts, 'UTC', null, NOW);
  expect(open.map((o) => o.label)).toEqual(['Mon 9:00 AM–12:00 PM UTC', 'Run now for 2 hours, until 12:30 PM UTC']);
  expect(open.map((o) => textOf('de', o.words, o.label))).toEqual(['Mo 09:00–12:00 UTC', 'Jetzt starten für 2 Stunden, bis 12:30 UTC']);

  const { seen } = decide([], open, false);
  const windowOver = stopLine(seen.filter((s) => s.key.startsWith('window')));
  expect(windowOver.text).toBe('Stopped by its schedule: Mon 9:00 AM–12:00 PM UTC ended.');
  expect(textOf('de', windowOver.message, windowOver.text)).toBe('Der Zeitplan hat den Bot gestoppt: Mo 09:00–12:00 UTC ist vorbei.');
  const runOver = stopLine(seen);
  expect(textOf('de', runOver.message, runOver.text)).toContain('Jetzt starten für 2 Stunden, bis 12:30 UTC');
});

test("a run's end reads on the schedule's zone's clock, named, as each language writes a time (issue 64)", () => {
  const [run] = occasionsAt({ ...facts, windows: [] }, 'Europe/Berlin', null, NOW);
  // 12:30 UTC is 13:30 in Berlin in March (winter time): English on a 12-hour clock, German on a 24-hour one.
  expect(run!.label).toBe('Run now for 2 hours, until 1:30 PM Europe/Berlin');
  expect(textOf('en', run!.words, run!.label)).toBe('Run now for 2 hours, until 1:30 PM Europe/Berlin');
  expect(textOf('de', run!.words, run!.label)).toBe('Jetzt starten für 2 Stunden, bis 13:30 Europe/Berlin');
  // The reader's own clock does not move it: the run ends on the schedule's clock.
  expect(textOf('de', run!.words, run!.label, { timeZone: 'America/New_York' })).toBe('Jetzt starten für 2 Stunden, bis 13:30 Europe/Berlin');
});

test('an occasion the scheduler saw before its words were kept ends in its English label', () => {
  const old = [{ key: 'window mon 09:00', label: 'Mon 09:00–12:00 UTC' }];
  const line = stopLine(old);
  expect(textOf('de', line.message, line.text)).toBe('Der Zeitplan hat den Bot gestoppt: Mon 09:00–12:00 UTC ist vorbei.');
});
