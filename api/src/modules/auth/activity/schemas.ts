/** Request and response schemas of the player's activity log (the database model is activity.model.ts). */
import { t } from 'elysia';
import { ACTIVITY_KINDS } from '@shared/security';
import { oneOf } from '../../../lib/one-of';
import { fixedText } from '../../../lib/error-language';
import { authErrors } from '../errors.messages';

export const ACTIVITY_PAGE_MAX = 100;
export const ACTIVITY_PAGE_DEFAULT = 50;

export const ActivityItem = t.Object({
  id: t.String(),
  kind: oneOf(ACTIVITY_KINDS),
  label: t.String({ description: 'How the entry reads in the log ("Signed in", "Bot started"…).' }),
  detail: t.Union([t.String(), t.Null()], { description: 'What it was about: a device, a key\'s name, a bot\'s name, "Starter → Premium".' }),
  ip: t.Union([t.String(), t.Null()], { description: "The client's address when it was known." }),
  at: t.String({ format: 'date-time' }),
});

export const ActivityQuery = t.Object({
  before: t.Optional(
    t.String({
      format: 'date-time',
      error: 'before must be a date and time (ISO 8601), as `next` gives it.',
      description: 'Entries older than this; the `next` of the previous page.',
    }),
  ),
  limit: t.Optional(
    t.Numeric({
      minimum: 1,
      maximum: ACTIVITY_PAGE_MAX,
      multipleOf: 1,
      error: fixedText(authErrors, 'activityLimit', { max: ACTIVITY_PAGE_MAX }),
      description: `Entries per page (default ${ACTIVITY_PAGE_DEFAULT}).`,
    }),
  ),
});

export const ActivityPage = t.Object({
  success: t.Literal(true),
  entries: t.Array(ActivityItem),
  next: t.Union([t.String({ format: 'date-time' }), t.Null()], { description: 'Pass as `before` for the older entries; null when there are none.' }),
});
