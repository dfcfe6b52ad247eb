/** The status page's shapes: an incident as admins write it and everyone reads it, and GET /api/status. */
import { t } from 'elysia';
import { GAME_SERVERS } from '@shared/game';
import { GAME_SIDE_PATTERNS, INCIDENT_MESSAGE_MAX, INCIDENT_STATES, INCIDENT_TITLE_MAX, PART_STATES, STATUS_PARTS, WORLD_STATES } from '@shared/status';
import { oneOf } from '../../lib/one-of';
import { fixedText } from '../../lib/error-language';
import { statusErrors } from './errors.messages';

const STATE_ERROR = 'State must be investigating, identified, monitoring or resolved.';
const incidentState = (options: Parameters<typeof oneOf>[1] = {}) => oneOf(INCIDENT_STATES, { error: STATE_ERROR, ...options });
const message = t.String({
  minLength: 1,
  maxLength: INCIDENT_MESSAGE_MAX,
  pattern: '\\S',
  error: fixedText(statusErrors, 'message', { count: INCIDENT_MESSAGE_MAX }),
});

export const IncidentUpdate = t.Object({ at: t.String({ format: 'date-time' }), state: oneOf(INCIDENT_STATES), message: t.String() });
export const Incident = t.Object({
  id: t.String(),
  title: t.String(),
  state: oneOf(INCIDENT_STATES),
  affects: t.Array(t.String(), {
    description: 'The parts of the platform (api, database, engine, runtime, runners, payments) and game worlds (INT1…) it touches.',
  }),
  created_at: t.String({ format: 'date-time' }),
  updated_at: t.String({ format: 'date-time' }),
  resolved_at: t.Nullable(t.String({ format: 'date-time' })),
  updates: t.Array(IncidentUpdate, { description: 'Oldest first; the first is what the incident said when it was opened.' }),
});

export const NewIncident = t.Object({
  title: t.String({ minLength: 1, maxLength: INCIDENT_TITLE_MAX, pattern: '\\S', error: fixedText(statusErrors, 'title', { count: INCIDENT_TITLE_MAX }) }),
  message,
  // Elysia fills the default in before it validates: an incident opened without a state is being investigated.
  state: incidentState({ default: 'investigating', description: 'Exactly one of these values; "investigating" when left out.' }),
  affects: t.Optional(
    t.Array(
      oneOf([...STATUS_PARTS, ...GAME_SERVERS] as [string, ...string[]], {
        error: 'Name only parts of the platform (api, database, engine, runtime, runners, payments) or game worlds by their servers’ codes.',
      }),
      {
        maxItems: STATUS_PARTS.length + GAME_SERVERS.length,
        uniqueItems: true,
        error: 'Name only parts of the platform (api, database, engine, runtime, runners, payments) or game worlds by their servers’ codes.',
      },
    ),
  ),
});

export const NewIncidentUpdate = t.Object({ message, state: incidentState() });
export const IncidentParams = t.Object({ id: t.String() });

/** One day's bar: the day (UTC), its state (null: nothing measured), the share up or logins through, and whether an incident touched it. */
const PartDay = t.Object({
  day: t.String(),
  state: t.Nullable(oneOf(['up', 'degraded', 'down'] as const)),
  upPercent: t.Nullable(t.Number()),
  incident: t.Boolean(),
});
const WorldDay = t.Object({
  day: t.String(),
  state: t.Nullable(oneOf(['ok', 'degraded', 'down', 'changed'] as const)),
  attempts: t.Number(),
  ok: t.Number(),
  okPercent: t.Nullable(t.Number()),
  incident: t.Boolean(),
});

export const GameChange = t.Object({
  pattern: oneOf(GAME_SIDE_PATTERNS),
  since: t.String({ format: 'date-time' }),
  accounts: t.Number({ description: 'Distinct accounts whose newest login failed so in the last 30 minutes.' }),
});

export const StatusAnswer = t.Object({
  generated_at: t.String({ format: 'date-time' }),
  days: t.Number({ description: 'Days of history in each bar list, oldest first, ending today (UTC).' }),
  parts: t.Array(t.Object({ id: oneOf(STATUS_PARTS), state: oneOf(PART_STATES), days: t.Array(PartDay) })),
  our_trouble: t.Array(oneOf(STATUS_PARTS), {
    description: "Parts the bots need that are down or degraded now: failing logins are then our trouble, not the game's.",
  }),
  worlds: t.Array(
    t.Object({
      world: t.String(),
      state: oneOf(WORLD_STATES),
      accounts: t.Number({ description: 'Accounts that logged in or tried in the last 30 minutes.' }),
      ok_accounts: t.Number(),
      attempts: t.Number({ description: 'Logins in the last 24 hours.' }),
      logins_ok_percent: t.Nullable(
        t.Number({
          description: 'Logins that reached the game in the last 24 hours, of those an account of its own did not stop (wrong password, suspension…).',
        }),
      ),
      round_trip_ms: t.Nullable(t.Number({ description: "The game's mean round trip at our bots' logins in the last 24 hours; null: not measured." })),
      game_change: t.Nullable(GameChange),
      days: t.Array(WorldDay),
    }),
  ),
  incidents: t.Object({ open: t.Array(Incident), recent: t.Array(Incident) }),
});
