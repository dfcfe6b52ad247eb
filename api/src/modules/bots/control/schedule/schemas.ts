import { t } from 'elysia';
import { fixedText } from '../../../../lib/error-language';
import { botErrors } from '../../records';
import { MAX_WINDOWS, RUN_FOR_HOURS, WEEKDAYS } from '@shared/schedule';
import { oneOf } from '../../../../lib/one-of';

const Window = t.Object({
  day: oneOf(WEEKDAYS, { description: 'mon … sun', error: 'Each window needs a day: mon, tue, wed, thu, fri, sat or sun.' }),
  start: t.String({ description: 'HH:MM on the wall clock of your time zone', examples: ['18:00'], error: 'Each window needs a start time, HH:MM.' }),
  end: t.String({
    description: 'HH:MM, or 24:00; earlier than the start: it ends the next day',
    examples: ['22:00'],
    error: 'Each window needs an end time, HH:MM.',
  }),
});

export const ScheduleBody = t.Object({
  windows: t.Array(Window, { maxItems: MAX_WINDOWS, error: fixedText(botErrors, 'windowsMaxSchema', { count: MAX_WINDOWS }) }),
  duringEvent: t.Optional(t.Boolean({ description: 'Event templates only: kept online around the clock, playing while its event runs' })),
  timeZone: t.Optional(
    t.String({ maxLength: 64, description: 'Your IANA time zone (one for all your bots); saved to your profile', examples: ['Europe/Berlin'] }),
  ),
});

export const ScheduleResponse = t.Object({
  windows: t.Array(Window),
  duringEvent: t.Boolean(),
  event: t.Nullable(t.String({ description: "The template's event, when it plays only during one" })),
  timeZone: t.Nullable(t.String({ description: 'Your time zone, which the windows are read in; null until you choose one' })),
  runUntil: t.Nullable(t.String({ format: 'date-time', description: 'When a "run now" under way ends' })),
  run: t.Nullable(t.String({ description: 'That run in words' })),
  openNow: t.Nullable(t.Object({ window: t.String({ description: 'In English words' }), slot: Window, closesAt: t.String({ format: 'date-time' }) })),
  next: t.Nullable(
    t.Object(
      { window: t.String({ description: 'In English words' }), slot: Window, opensAt: t.String({ format: 'date-time' }) },
      { description: 'The next window to open, within a week (`slot`: the window itself, for a page to word in its language)' },
    ),
  ),
  legacyActiveHours: t.Nullable(t.String({ description: 'The old "Active hours (UTC)" this bot still rests outside of, until a schedule is saved' })),
});

export const RunForBody = t.Object({
  hours: t.Integer({
    minimum: RUN_FOR_HOURS.min,
    maximum: RUN_FOR_HOURS.max,
    error: fixedText(botErrors, 'runForHours', { min: RUN_FOR_HOURS.min, count: RUN_FOR_HOURS.max }),
  }),
});
