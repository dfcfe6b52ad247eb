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
import { said, type Said } from '@shared/i18n/said';
import { controlLines } from '@shared/bot-lines/control.messages';
import { clockTime, describeWindow, openWindow, type ScheduleWindow } from '@shared/schedule';

export type Occasion = { key: string; kind: 'window' | 'run' | 'event'; label: string };
export type Seen = { key: string; label: string };

export type ScheduleFacts = {
  windows: readonly ScheduleWindow[];
  duringEvent: boolean;
  runUntil?: Date | null;
  runHours?: number | null;
};

/** How a run's end reads: "20:30 Europe/Berlin" (UTC while the player has no zone). */
export const runEnd = (zone: string | null, until: Date) => `${clockTime(zone ?? 'UTC', until.getTime())} ${zone ?? 'UTC'}`;

export const runKey = (until: Date) => `run ${until.toISOString()}`;
export const runLabel = (zone: string | null, hours: number | null | undefined, until: Date) => `Run now${hours ? ` for ${hours} hour${hours === 1 ? '' : 's'}` : ''}, until ${runEnd(zone, until)}`;

/**
 * The occasions open at `now`. Windows need the owner's zone (a schedule is saved with one); the event
 * mode needs a template that plays during an event (`eventName`).
 */
export function occasionsAt(s: ScheduleFacts, zone: string | null, eventName: string | null, now: number): Occasion[] {
  const open: Occasion[] = [];
  const window = zone && s.windows.length ? openWindow(s.windows, zone, now) : null;
  if (window) open.push({ key: `window ${window.key}`, kind: 'window', label: `${describeWindow(window.window)} ${zone}` });
  if (s.runUntil && s.runUntil.getTime() > now) open.push({ key: runKey(s.runUntil), kind: 'run', label: runLabel(zone, s.runHours, s.runUntil) });
  // The event mode is always open: only a logged-in session hears which events run (`sei`, running events
  // with their time left, no start times), so the bot stays online and its behaviour waits for its event.
  if (s.duringEvent && eventName) open.push({ key: 'event', kind: 'event', label: `during its event: it plays while ${eventName} runs and waits in between` });
  return open;
}

export type Decision = { start: Occasion | null; stop: Seen[] | null; seen: Seen[]; changed: boolean };

/** What to do about a bot whose open occasions were `before` and are `now`; `wanted`: it is asked to run. */
export function decide(before: readonly Seen[], now: readonly Occasion[], wanted: boolean): Decision {
  const known = new Set(before.map((s) => s.key));
  const fresh = now.filter((o) => !known.has(o.key));
  const seen = now.map(({ key, label }) => ({ key, label }));
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
  if (run) return said(controlLines, 'runOver', { run: run.label });
  // The labels are kept with the schedule as it wrote them (English): they go in as they are.
  return said(controlLines, 'stoppedBySchedule', { ended: ended.map((s) => s.label).join(', ') });
}
