/**
 * The arranged dashboard (the Professional plan's "Custom dashboard"): which summary cards and chart cards
 * show and in what order, which game accounts' bot groups show and in what order, and which bots come first
 * in their group — one arrangement per device size, because a phone and a wide screen want different
 * things. Without a saved arrangement the dashboard is exactly the fixed one every plan has. The site and
 * the API both check an arrangement here, so a card id the site does not know is refused by the API too.
 */
import { planIncludes, type PlanTier } from './plans';

/** The plan from which a player may arrange their dashboard; lower plans keep the fixed dashboard. */
export const CUSTOM_DASHBOARD_PLAN: PlanTier = 'professional';

export function mayArrangeDashboard(plan: string | null | undefined): boolean {
  return planIncludes(plan, CUSTOM_DASHBOARD_PLAN);
}

/**
 * The two sizes an arrangement is kept for, split where the site's styles switch to the phone layout
 * (`site/src/lib/use-narrow.ts`): narrow is 640 px wide or less.
 */
export const DEVICE_SIZES = ['wide', 'narrow'] as const;
export type DeviceSize = (typeof DEVICE_SIZES)[number];
export const NARROW_MAX_PX = 640;

/** The summary cards, in today's order. */
export const SUMMARY_CARDS = [
  { id: 'total-bots', label: 'Total Bots' },
  { id: 'plan', label: 'Subscription Plan' },
  { id: 'active', label: 'Active Automation' },
  { id: 'utilisation', label: 'Account Utilisation' },
] as const;
export type SummaryCardId = (typeof SUMMARY_CARDS)[number]['id'];

/** The analytics charts a player may put on the Bot Management tab, each over the last 7 days. */
export const CHART_CARDS = [
  { id: 'loot', label: 'Loot this week' },
  { id: 'attacks', label: 'Attacks this week' },
  { id: 'taxes', label: 'Taxes this week' },
  { id: 'uptime', label: 'Uptime this week' },
] as const;
export type ChartCardId = (typeof CHART_CARDS)[number]['id'];

export type DashboardLayout = {
  /** The summary cards shown, in order. */
  summary: SummaryCardId[];
  /** The chart cards shown on the Bot Management tab, in order (none by default). */
  charts: ChartCardId[];
  /** Game account ids in the order their bot groups show; groups not named here follow in today's order. */
  groups: string[];
  /** Game account ids whose bot group is not shown. */
  hiddenGroups: string[];
  /** Bot ids shown first in their group, in this order. */
  pinnedBots: string[];
};

/** Today's dashboard, as an arrangement: what a player without one sees, and what "Reset to default" brings back. */
export const DEFAULT_LAYOUT: DashboardLayout = {
  summary: SUMMARY_CARDS.map((c) => c.id),
  charts: [],
  groups: [],
  hiddenGroups: [],
  pinnedBots: [],
};

/** More ids than a player can have (12 bots on the largest plan; accounts are not limited but rarely past a few dozen). */
export const LAYOUT_MAX_IDS = 200;

const SUMMARY_IDS: readonly string[] = SUMMARY_CARDS.map((c) => c.id);
const CHART_IDS: readonly string[] = CHART_CARDS.map((c) => c.id);

function firstRepeat(values: readonly string[]): string | undefined {
  return values.find((v, i) => values.indexOf(v) !== i);
}

/** What is wrong with an arrangement, in a sentence a player understands, or null when nothing is. */
export function layoutProblem(layout: DashboardLayout): string | null {
  const fault = layoutFault(layout);
  if (!fault) return null;
  if (fault.kind === 'unknown-summary') return `"${fault.id}" is not a summary card: the summary cards are ${SUMMARY_IDS.join(', ')}.`;
  if (fault.kind === 'unknown-chart') return `"${fault.id}" is not a chart card: the chart cards are ${CHART_IDS.join(', ')}.`;
  return `The ${REPEATED_WHAT[fault.field]} "${fault.id}" is named twice: name each once.`;
}

const REPEATED_WHAT = {
  summary: 'summary card',
  charts: 'chart card',
  groups: 'game account',
  hiddenGroups: 'hidden game account',
  pinnedBots: 'pinned bot',
} as const;

/** What is wrong with an arrangement, unworded (for whoever words it in another language), or null. */
export type LayoutFault =
  | { kind: 'unknown-summary'; id: string }
  | { kind: 'unknown-chart'; id: string }
  | { kind: 'repeated'; field: keyof typeof REPEATED_WHAT; id: string };

export function layoutFault(layout: DashboardLayout): LayoutFault | null {
  const unknownCard = layout.summary.find((id) => !SUMMARY_IDS.includes(id));
  if (unknownCard !== undefined) return { kind: 'unknown-summary', id: unknownCard };
  const unknownChart = layout.charts.find((id) => !CHART_IDS.includes(id));
  if (unknownChart !== undefined) return { kind: 'unknown-chart', id: unknownChart };
  for (const field of Object.keys(REPEATED_WHAT) as (keyof typeof REPEATED_WHAT)[]) {
    const repeated = firstRepeat(layout[field]);
    if (repeated !== undefined) return { kind: 'repeated', field, id: repeated };
  }
  return null;
}

/**
 * Bot groups as the arrangement wants them: named groups first in its order, the others after them in
 * their own order, hidden ones left out, and pinned bots first in each group. Ids the arrangement names
 * that no longer exist (a deleted bot or account) are passed over.
 */
export function arrangeGroups<B extends { id: string }, G extends { accountId: string; bots: B[] }>(groups: G[], layout: DashboardLayout): G[] {
  const rank = (accountId: string) => {
    const i = layout.groups.indexOf(accountId);
    return i === -1 ? layout.groups.length : i;
  };
  const pin = (botId: string) => {
    const i = layout.pinnedBots.indexOf(botId);
    return i === -1 ? layout.pinnedBots.length : i;
  };
  return groups
    .map((group, i) => ({ group, i }))
    .filter(({ group }) => !layout.hiddenGroups.includes(group.accountId))
    .sort((a, b) => rank(a.group.accountId) - rank(b.group.accountId) || a.i - b.i)
    .map(({ group }) => ({
      ...group,
      bots: group.bots
        .map((bot, i) => ({ bot, i }))
        .sort((a, b) => pin(a.bot.id) - pin(b.bot.id) || a.i - b.i)
        .map(({ bot }) => bot),
    }));
}

/** `items` with the one at `index` swapped with its neighbour (`by` -1: up, +1: down); unchanged at the ends. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const other = index + by;
  if (index < 0 || index >= next.length || other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
