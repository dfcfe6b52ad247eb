/**
 * What a schedule wants at one instant, as pure functions of the stored schedule, the owner's time zone
 * and the clock: the occasions open now (a window's occurrence, a "run now", the event mode), and what
 * the scheduler does when they change. The scheduler acts on changes only, never on the level:
 *
 *   an occasion opens that it had not seen  ─▶ start the bot (unless it runs)
 *   every occasion it had seen is gone       ─▶ stop the bot (unless it is stopped)
 *   nothing changed                          ─▶ nothing, whatever the player did meanwhile
 *
 * So a player's stop inside a window holds until the next window opens, and a player's start outside
 * every window runs until the next window it meets closes.
 */
import { phrase, said, type Said } from '@shared/i18n/said';
import { readLineMessage, type LineMessage, type TimeParam } from '@shared/console';
import { listPart } from '@shared/bot-lines/list-part';
import { controlLines } from '@shared/bot-lines/control.messages';
import { scheduleWords } from '@shared/notifications.messages';
import { openWindow, WEEKDAYS, type ScheduleWindow } from '@shared/schedule';

/** `label`: its English, kept with the schedule; `words`: the same as a message, for a reader's language. */
export type Occasion = { key: string; kind: 'window' | 'run' | 'event'; label: string; words: LineMessage };
export type Seen = { key: string; label: string; words?: LineMessage };

export type ScheduleFacts = {
  windows: readonly ScheduleWindow[];
  duringEvent: boolean;
  runUntil?: Date | null;
  runHours?: number | null;
};

/**
 * A run's end: on the schedule's zone's clock (UTC while the player has no zone), the zone named, each reader
 * reading the time as their language writes one ("8:30 PM Europe/Berlin", "20:30 Europe/Berlin").
 */
export const runEnd = (zone: string | null, until: Date): TimeParam => ({ at: until.getTime(), zone: zone ?? 'UTC' });

export const runKey = (until: Date) => `run ${until.toISOString()}`;
const runWords = (zone: string | null, hours: number | null | undefined, until: Date) =>
  hours ? said(scheduleWords, 'run', { count: hours, until: runEnd(zone, until) }) : said(scheduleWords, 'runOpen', { until: runEnd(zone, until) });
/** A run in English words ("Run now for 2 hours, until 8:30 PM Europe/Berlin"), kept with the schedule and answered by the API. */
export const runLabel = (zone: string | null, hours: number | null | undefined, until: Date) => runWords(zone, hours, until).text;

/** A window with its zone, said: its English ("Mon 6:00 PM–10:00 PM Europe/Berlin") and its message (days and hours in the reader's language). */
function windowWords(w: ScheduleWindow, zone: string): Said {
  const next = WEEKDAYS[(WEEKDAYS.indexOf(w.day) + 1) % 7]!;
  // Times are HH:MM, so their order is their text's order; 24:00 never starts a window.
  const crosses = w.end < w.start && w.end !== '00:00';
  // The hours as each reader writes a time ("6:00 PM", "18:00"), on the zone named after them.
  const times = { day: phrase(scheduleWords, w.day), start: { clock: w.start }, end: { clock: w.end }, zone };
  return crosses ? said(scheduleWords, 'windowOvernight', { ...times, next: phrase(scheduleWords, next) }) : said(scheduleWords, 'window', times);
}

/**
 * The occasions open at `now`. Windows need the owner's zone (a schedule is saved with one); the event
 * mode needs a template that plays during an event (`eventName`).
 */
export function occasionsAt(s: ScheduleFacts, zone: string | null, eventName: string | null, now: number): Occasion[] {
  const open: Occasion[] = [];
  const window = zone && s.windows.length ? openWindow(s.windows, zone, now) : null;
  if (window) {
    const words = windowWords(window.window, zone!);
    open.push({ key: `window ${window.key}`, kind: 'window', label: words.text, words: words.message });
  }
  if (s.runUntil && s.runUntil.getTime() > now)
    open.push({ key: runKey(s.runUntil), kind: 'run', label: runLabel(zone, s.runHours, s.runUntil), words: runWords(zone, s.runHours, s.runUntil).message });
  // The event mode is always open: only a logged-in session hears which events run (`sei`, running events
  // with their time left, no start times), so the bot stays online and its behaviour waits for its event.
  if (s.duringEvent && eventName)
    open.push({
      key: 'event',
      kind: 'event',
      label: `during its event: it plays while ${eventName} runs and waits in between`,
      words: phrase(scheduleWords, 'event', { event: eventName }),
    });
  return open;
}

export type Decision = { start: Occasion | null; stop: Seen[] | null; seen: Seen[]; changed: boolean };

/** What to do about a bot whose open occasions were `before` and are `now`; `wanted`: it is asked to run. */
export function decide(before: readonly Seen[], now: readonly Occasion[], wanted: boolean): Decision {
  const known = new Set(before.map((s) => s.key));
  const fresh = now.filter((o) => !known.has(o.key));
  const seen = now.map(({ key, label, words }) => ({ key, label, words }));
  const changed = seen.length !== before.length || fresh.length > 0;
  return {
    // A window or the event mode says best why it started: a run is started by its own request.
    start: !wanted && fresh.length ? (fresh.find((o) => o.kind !== 'run') ?? fresh[0]!) : null,
    stop: wanted && now.length === 0 && before.length > 0 ? [...before] : null,
    seen,
    changed,
  };
}

/** The console's words for a stop: what ended. */
export function stopLine(ended: readonly Seen[]): Said {
  const run = ended.find((s) => s.key.startsWith('run '));
  // A reader reads what ended in their language; an occasion seen before its words were kept, in English.
  const words = (s: Seen) => readLineMessage(s.words) ?? s.label;
  if (run) return said(controlLines, 'runOver', { run: words(run) });
  return said(controlLines, 'stoppedBySchedule', { ended: listPart(ended.map(words), 'listComma') });
}
