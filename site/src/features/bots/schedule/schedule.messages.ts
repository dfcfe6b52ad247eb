import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The bot page's Schedule section ({window}: a window in the page's language and time format, "Mon 6:00 PM–10:00 PM"; event names are the game's). */
export const scheduleMessages = defineMessages('bots/schedule', {
  title: 'Schedule',
  what: 'the schedule',
  loadFailed: 'Could not load the schedule',
  openNow: params('Open now: {window} ({zone})'),
  next: params('Next window: {window} ({zone})'),
  during: params('Runs during {event}'),
  noWindows: 'No windows: it runs when you start it.',
  legacy: params('This bot still rests outside {hours} UTC, its old “Active hours”. Saving a schedule replaces them with windows in your time zone.'),
  /** The fold around the form (folded at first on a phone). */
  edit: 'Weekly windows and time zone',
  addLegend: 'Add a window',
  day: 'Day',
  from: 'From',
  to: 'To',
  addWindow: 'Add window',
  endHint:
    'An end before the start runs past midnight into the next day; 00:00 ends at midnight. Several windows a day are fine; they may touch but not overlap.',
  weeklyWindows: 'Weekly windows',
  removeWindow: params('Remove {day} {hours}'),
  remove: 'Remove',
  allDay: params('{start}–{end} (all day)'),
  nextDay: params('{start}–{end} (next day)'),
  timeZone: 'Time zone',
  zoneHint: 'Your time zone, for all your bots’ schedules (changing it moves them all). Windows keep their local hours when the clocks change.',
  proposed: params('Proposed from your browser: {zone}.'),
  duringEvent: 'Run during its event',
  eventHint: params(
    'Keeps it online around the clock: it plays while {event} runs and waits in between. The game tells only a logged-in session which events run now, not when the next one starts, so the bot cannot be started just in time.',
  ),
  rules:
    'A window starts the bot when it opens and stops it when it closes. If you stop it inside a window, it stays stopped until the next window opens. Outside its windows it runs only when you start it (until the next window it meets closes) or use Run now. A start your plan does not allow then (bot slots, the Starter plan’s daily hours) is skipped, and you are told.',
  saving: 'Saving…',
  save: 'Save schedule',
  unsaved: 'Unsaved changes',
  saved: 'Schedule saved',
  saveFailed: 'Could not save the schedule',
});

export const runNowMessages = defineMessages('bots/run-now', {
  runFor: 'Run now for',
  hours: plural({ one: '{count} hour', other: '{count} hours' }),
  starting: 'Starting…',
  runNow: 'Run now',
  /** {name} is the bot's name. */
  runsNow: params<{ name: string }>(plural({ one: '{name} runs now for {count} hour', other: '{name} runs now for {count} hours' })),
  failed: 'Could not start the bot',
  hint: 'Starts it now, even outside its windows, and stops it when the hours are over. Stopping it yourself ends the run.',
  runsUntil: params('Runs until {time} ({left} left)'),
});
