import { t } from 'elysia';
import { PLAN_TIERS } from '@shared/plans';
import { oneOf } from '../../lib/one-of';

const Value = t.Union([t.String(), t.Number()]);

export const Template = t.Object({
  id: t.String(),
  label: t.String(),
  description: t.String(),
  category: t.String(),
  /** The lowest plan that includes the template. */
  plan: oneOf(PLAN_TIERS),
  defaults: t.Record(t.String(), Value),
  event: t.Nullable(
    t.String({
      description: 'For a template that plays only while a game event runs: the event ("the Nomad invasion"); its schedule can keep it online to wait for it.',
    }),
  ),
  inputs: t.Array(
    t.Object({
      key: t.String(),
      label: t.String(),
      type: oneOf(['text', 'number', 'select']),
      options: t.Optional(t.Array(t.Object({ value: t.String(), label: t.String() }))),
      helperText: t.Optional(t.String()),
      advanced: t.Optional(t.Boolean({ description: 'A setting whose default suits most players (pacing, skip items): forms keep it under "Advanced".' })),
    }),
  ),
  secrets: t.Optional(t.Array(t.Object({ key: t.String(), label: t.String(), helperText: t.Optional(t.String()) }))),
});

export const TemplateParams = t.Object({ id: t.String() });
