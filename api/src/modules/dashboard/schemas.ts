/** The dashboard arrangement on the wire; card ids are checked by the service, so an unknown one gets a sentence that names it. */
import { t } from 'elysia';
import { DEVICE_SIZES, LAYOUT_MAX_IDS } from '@shared/dashboard';
import { oneOf } from '../../lib/one-of';

const Ids = (description: string) => t.Array(t.String({ minLength: 1, maxLength: 64 }), { maxItems: LAYOUT_MAX_IDS, description });

export const Layout = t.Object({
  summary: Ids('The summary cards shown, in order: total-bots, plan, active, utilisation'),
  charts: Ids('The chart cards shown on the Bot Management tab, in order: loot, attacks, taxes, uptime (a beta feature)'),
  groups: Ids("Game account ids in the order their bot groups show; the others follow in today's order"),
  hiddenGroups: Ids('Game account ids whose bot group is hidden'),
  pinnedBots: Ids('Bot ids shown first in their group, in this order'),
});

export const Size = oneOf(DEVICE_SIZES, { error: 'The size is wide or narrow.', description: 'wide: wider than 640 px; narrow: 640 px or less' });

export const LayoutView = t.Object({
  custom: t.Boolean({ description: 'Whether your plan lets you arrange the dashboard (Professional); otherwise both sizes are null' }),
  charts: t.Boolean({ description: 'Whether chart cards are open to you (the "Charts on the dashboard" beta)' }),
  wide: t.Nullable(Layout, { description: "null: today's dashboard" }),
  narrow: t.Nullable(Layout, { description: "null: today's dashboard" }),
});

export const SaveLayout = t.Object({ size: Size, layout: Layout });

export const SizeParams = t.Object({ size: Size });
