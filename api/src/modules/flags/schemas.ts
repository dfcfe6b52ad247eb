/** Beta features on the wire: a player's view of each open beta, and the administrators' view of every flag. */
import { t } from 'elysia';
import { PLAN_TIERS } from '@shared/plans';
import { oneOf } from '../../lib/one-of';
import { Template } from '../templates/schemas';

const Gate = t.Union([
  t.Object({ kind: t.Literal('screen'), screen: t.String({ description: 'The part of the site the beta adds' }) }),
  t.Object({ kind: t.Literal('template'), templateId: t.String({ description: 'The bot template offered only while the beta is active' }) }),
]);

const FlagFields = {
  id: t.String({ examples: ['dashboard-charts'] }),
  name: t.String(),
  description: t.String(),
  plan: oneOf(PLAN_TIERS, { description: 'The lowest plan whose players may opt in' }),
  gates: Gate,
};

export const PlayerBeta = t.Object({
  ...FlagFields,
  planName: t.String({ examples: ['Professional'] }),
  mayOptIn: t.Boolean({ description: "Whether the player's plan lets them opt in" }),
  optedIn: t.Boolean(),
  active: t.Boolean({ description: 'Opted in with a plan that allows it: the beta is on for this player' }),
  template: t.Nullable(Template, { description: 'The template a template beta gates, while it is active for you (the public list leaves it out)' }),
});

export const PlayerBetas = t.Object({ flags: t.Array(PlayerBeta, { description: 'The betas an administrator has open, with your opt-in' }) });

export const OptInBody = t.Object({ optIn: t.Boolean({ error: 'Say whether to opt in: optIn true or false.' }) });

export const FlagParams = t.Object({ id: t.String({ maxLength: 64 }) });

export const AdminFlag = t.Object({
  ...FlagFields,
  enabled: t.Boolean(),
  changedAt: t.Nullable(t.String({ format: 'date-time' })),
  changedBy: t.Nullable(t.String()),
  optIns: t.Integer({ description: 'How many players opted in' }),
  players: t.Array(
    t.Object({
      id: t.String(),
      email: t.String(),
      plan: t.String(),
      active: t.Boolean({ description: 'Their plan still allows the beta (an opt-in outlives a downgrade, unused)' }),
      optedInAt: t.String({ format: 'date-time' }),
    }),
    { description: 'The players who opted in, earliest first (the first 100)' },
  ),
});

export const FlagSwitch = t.Object({ enabled: t.Boolean({ error: 'Say whether the flag is on: enabled true or false.' }) });
