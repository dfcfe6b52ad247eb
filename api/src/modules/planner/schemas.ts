/** The plan route's request and response (shapes in shared/src/planner/types.ts). */
import { t } from 'elysia';
import { PLANNER_LIMITS as L } from '@shared/planner/limits';
import { fixedText } from '../../lib/error-language';
import { plannerErrors } from './errors.messages';

const Clock = (what: string) => t.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', error: `${what} must be a time as HH:MM, from 00:00 to 23:59.` });
/** A whole number within its bounds; the error says them (`{min}`, `{max}`) in the asker's language. */
const int = (bounds: { min: number; max: number }, error: 'hours' | 'keepAtHome' | 'maxAttacksPerDay' | 'attacksToday' | 'minLevel' | 'maxLevel' | 'minGap') =>
  t.Optional(
    t.Integer({
      minimum: bounds.min,
      maximum: bounds.max,
      // Hours are counted (the message's plural forms take the upper bound); the other bounds are plain figures.
      error: fixedText(plannerErrors, error, error === 'hours' ? { min: bounds.min, count: bounds.max } : { min: bounds.min, max: bounds.max }),
    }),
  );

export const PlanRequest = t.Object({
  hours: int(L.hours, 'hours'),
  keepAtHome: int(L.keepAtHome, 'keepAtHome'),
  maxAttacksPerDay: int(L.maxAttacksPerDay, 'maxAttacksPerDay'),
  attacksToday: int(L.attacksToday, 'attacksToday'),
  minLevel: int(L.level, 'minLevel'),
  maxLevel: int(L.level, 'maxLevel'),
  minGapSeconds: int(L.minGapSeconds, 'minGap'),
  activeFrom: t.Optional(Clock('The start of your active hours')),
  activeTo: t.Optional(Clock('The end of your active hours')),
  timeZone: t.Optional(t.String({ maxLength: 64, error: 'The time zone must be a name such as Europe/Berlin.' })),
});
export type PlanRequest = typeof PlanRequest.static;

const Estimate = t.Object({ value: t.Number(), measured: t.Integer({ description: 'How many of the account’s own armies measured it (0: an estimate)' }) });

/** A sentence as a message (shared/src/console.ts LineMessage): a set's key, and parameters that may be messages in turn. */
const LineMessage = t.Object({ key: t.String(), params: t.Optional(t.Record(t.String(), t.Unknown())) });

const Attack = t.Object({
  sendAt: t.Number({ description: 'Epoch ms' }),
  sendReason: t.String({ examples: ['now', 'soldiers', 'commander', 'camp', 'spacing', 'active', 'day'] }),
  castleId: t.Number(),
  castleName: t.String(),
  target: t.Object({ x: t.Number(), y: t.Number(), level: t.Number(), kingdomId: t.Number(), areaType: t.Number() }),
  distance: t.Number(),
  troops: t.Integer(),
  lordId: t.Number(),
  arrivesAt: t.Number(),
  homeAt: t.Number(),
  expectedLoot: t.Number(),
  expectedLoss: t.Number(),
  why: t.Array(t.String(), { description: 'Why this camp, this army, this time' }),
  whyMessages: t.Array(LineMessage, { description: 'The same sentences as messages, for a reader in another language' }),
});

const Schedule = t.Object({ attacks: t.Array(Attack), expectedLoot: t.Number(), lootPerHour: t.Number(), soldiersLost: t.Number() });

export const PlanResponse = t.Object({
  success: t.Literal(true),
  account: t.String({ description: 'In-game name and server' }),
  seen: t.Object({
    castles: t.Array(t.Object({ name: t.String(), soldiers: t.Integer() })),
    commanders: t.Integer(),
    armiesOut: t.Integer(),
    camps: t.Integer({ description: 'Robber baron camps and fortresses in reach' }),
  }),
  plan: t.Object({
    at: t.Number(),
    horizonMs: t.Number(),
    policy: t.String(),
    schedule: Schedule,
    template: t.Object({
      setting: t.Object({ troopsPerAttack: t.Integer(), minLevel: t.Integer(), maxLevel: t.Integer() }),
      schedule: Schedule,
      tried: t.Integer(),
    }),
    model: t.Object({ travelBaseMs: Estimate, travelPerFieldMs: Estimate, cooldownMs: Estimate, lootPerLevel: Estimate, lossShare: Estimate }),
    notes: t.Array(t.String()),
    noteMessages: t.Array(LineMessage, { description: 'The same sentences as messages, for a reader in another language' }),
  }),
});
