/** What the status page says from an answer of GET /api/status, in English, German and Arabic (pure: no browser). */
import { beforeAll, expect, test } from 'bun:test';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { FSI, PDI } from '@shared/i18n/fill';
import { pageWords } from './page-words';
import { createView, type StatusAnswer } from './status-view';

beforeAll(() => loadCatalogue());

const day = (d: string, over: Partial<StatusAnswer['worlds'][number]['days'][number]> = {}) => ({
  day: d,
  state: 'ok' as const,
  attempts: 10,
  ok: 10,
  okPercent: 100,
  incident: false,
  ...over,
});
const world = (over: Partial<StatusAnswer['worlds'][number]> = {}): StatusAnswer['worlds'][number] => ({
  world: 'INT1',
  state: 'ok',
  accounts: 12,
  ok_accounts: 12,
  attempts: 1234,
  logins_ok_percent: 99.5,
  round_trip_ms: 84,
  game_change: null,
  days: [day('2026-10-11'), day('2026-10-12')],
  ...over,
});
const answer = (over: Partial<StatusAnswer> = {}): StatusAnswer => ({
  generated_at: '2026-10-12T14:05:00Z',
  days: 2,
  parts: [],
  our_trouble: [],
  worlds: [world()],
  incidents: { open: [], recent: [] },
  ...over,
});
const changed = world({ state: 'game_changed', game_change: { pattern: 'version_refused', since: '2026-10-12T09:12:00Z', accounts: 57 } });

test('all well: one sentence that says so, and when it was checked', () => {
  const view = createView(pageWords('en'));
  const summary = view.summary(answer());
  expect(summary.tone).toBe('good');
  expect(summary.lines[0]).toBe('Everything works: our bots log in to every game world they play.');
  expect(summary.lines[1]).toMatch(/^Checked at .+\.$/);
});

test('the game changed: the world, what it refuses and since when, and that our bots wait and nothing is lost; not our trouble', () => {
  const view = createView(pageWords('en'));
  const summary = view.summary(answer({ worlds: [changed] }));
  expect(summary.tone).toBe('warn');
  expect(summary.lines[0]).toMatch(/^The game changed: INT1 refuses our client's version since .+\. Our bots are waiting for an update; nothing is lost\.$/);
  expect(summary.lines.join(' ')).not.toContain('Our bots are having trouble');
  expect(view.worldLines(changed)[0]).toBe(summary.lines[0]);
});

test('our own trouble is said as ours, and a world in trouble alone names the world', () => {
  const view = createView(pageWords('en'));
  const ours = view.summary(answer({ our_trouble: ['runners'], worlds: [world({ state: 'trouble' })] }));
  expect(ours.tone).toBe('bad');
  expect(ours.lines[0]).toBe('Our bots are having trouble on our side. We are on it; your bots pick up where they left off, and nothing is lost.');
  expect(ours.lines).toHaveLength(2);
  expect(createView(pageWords('en')).summary(answer({ worlds: [world({ state: 'trouble' })] })).lines[0]).toBe(
    'Our bots are having trouble logging in to INT1. We are looking into it; nothing is lost.',
  );
});

test('a world: logins through, the round trip, or that it is not measured yet', () => {
  const view = createView(pageWords('en'));
  expect(view.worldLines(world())).toEqual(['Logins through in the last 24 hours: 99.5 % of 1,234', 'Round trip to the game at login: 84 ms']);
  expect(view.worldLines(world({ logins_ok_percent: null, round_trip_ms: null }))).toEqual([
    'No login in the last 24 hours.',
    'Round trip to the game: not measured yet',
  ]);
});

test("each day's bar, and the row's bars said in one sentence", () => {
  const view = createView(pageWords('en'));
  const bars = [
    day('2026-10-10', { state: null, attempts: 0, ok: 0, okPercent: null }),
    day('2026-10-11', { state: 'down', ok: 2, okPercent: 20 }),
    day('2026-10-12', { state: 'changed' }),
    day('2026-10-13'),
  ].map(view.worldBar);
  expect(bars.map((b) => b.tone)).toEqual(['none', 'bad', 'changed', 'good']);
  expect(bars[1]!.text).toBe('Oct 11, 2026: logins through: 2 of 10');
  expect(bars[2]!.text).toBe('Oct 12, 2026: the game changed');
  expect(view.barsLabel('INT1', bars)).toBe('INT1, last 90 days. Days without trouble: 1; with trouble: 2; without figures: 1.');
  const part = view.partBar({ day: '2026-10-12', state: 'degraded', upPercent: 99.3, incident: true });
  expect(part).toEqual({ tone: 'warn', text: 'Oct 12, 2026: slow at times, 99.3 % up · incident' });
});

test('in German the figures are German; in Arabic every slotted value is isolated, digits Latin', () => {
  const de = createView(pageWords('de'));
  expect(de.worldLines(world())[0]).toBe('Erfolgreiche Anmeldungen in den letzten 24 Stunden: 99,5 % von 1.234');
  expect(de.summary(answer({ worlds: [changed] })).lines[0]).toMatch(/^Das Spiel hat sich geändert: INT1 lehnt seit .+ die Version unseres Clients ab\./);
  const ar = createView(pageWords('ar'));
  const line = ar.summary(answer({ worlds: [changed] })).lines[0]!;
  expect(line).toContain(`${FSI}INT1${PDI}`);
  expect(line).toMatch(/[0-9]/);
  expect(line).not.toMatch(/[٠-٩]/);
});

test('an incident names the parts it touches by their names, game worlds as they are', () => {
  expect(createView(pageWords('en')).affects(['database', 'INT1'])).toBe('Affects: Database, INT1');
  expect(createView(pageWords('en')).affects([])).toBeNull();
});
