/**
 * The arranged dashboard: read and save a player's arrangement per device size, checked against the cards
 * there are (shared/dashboard.ts), the player's own game accounts and bots, their plan (Professional) and,
 * for chart cards, the "Charts on the dashboard" beta. A player whose plan drops keeps what they saved
 * but sees today's dashboard until they are back on the plan.
 */
import {
  CHART_CARDS,
  DEVICE_SIZES,
  layoutFault,
  mayArrangeDashboard,
  SUMMARY_CARDS,
  type DashboardLayout,
  type DeviceSize,
  type LayoutFault,
} from '@shared/dashboard';
import { said, type Said } from '@shared/i18n/said';
import { PLAN_NAMES, planName } from '@shared/plans';
import { ForbiddenError, ValidationFailedError } from '../../lib/errors';
import { accountLabelsOf } from '../accounts/service';
import { botNamesOf } from '../bots/records';
import type { BetaService, BetaUser } from '../flags/service';
import { dashboardErrors } from './errors.messages';
import { LayoutModel, type StoredLayout } from './layout.model';

/** The beta that lets chart cards onto the dashboard. */
export const CHARTS_BETA = 'dashboard-charts';

const layoutOf = (stored: StoredLayout): DashboardLayout => ({
  summary: stored.summary as DashboardLayout['summary'],
  charts: stored.charts as DashboardLayout['charts'],
  groups: stored.groups,
  hiddenGroups: stored.hiddenGroups,
  pinnedBots: stored.pinnedBots,
});

const TWICE = {
  summary: 'summaryTwice',
  charts: 'chartsTwice',
  groups: 'groupsTwice',
  hiddenGroups: 'hiddenGroupsTwice',
  pinnedBots: 'pinnedBotsTwice',
} as const;

/** An arrangement's fault as shared/src/dashboard.ts layoutProblem words it, said for the asker's language. */
function faultSaid(fault: LayoutFault): Said {
  if (fault.kind === 'unknown-summary') return said(dashboardErrors, 'notASummaryCard', { id: fault.id, cards: SUMMARY_CARDS.map((c) => c.id).join(', ') });
  if (fault.kind === 'unknown-chart') return said(dashboardErrors, 'notAChartCard', { id: fault.id, cards: CHART_CARDS.map((c) => c.id).join(', ') });
  return said(dashboardErrors, TWICE[fault.field], { id: fault.id });
}

export interface DashboardService {
  /** Whether the player may arrange, whether chart cards are open to them, and their arrangement per size (null: today's dashboard). */
  read(user: BetaUser): Promise<{ wide: DashboardLayout | null; narrow: DashboardLayout | null; custom: boolean; charts: boolean }>;
  /** Saves the arrangement for one size, whole; refused with the reason a player can act on. */
  save(user: BetaUser, size: DeviceSize, layout: DashboardLayout): Promise<DashboardLayout>;
  /** Back to today's dashboard on this size (any plan may, so a downgraded player can clear what they kept). */
  reset(userId: string, size: DeviceSize): Promise<void>;
}

export function createDashboardService(beta: Pick<BetaService, 'isBetaActive'>): DashboardService {
  async function assertOwnIds(userId: string, layout: DashboardLayout): Promise<void> {
    const [accounts, bots] = await Promise.all([accountLabelsOf(userId), botNamesOf(userId)]);
    const accountIds = new Set(accounts.map((a) => String(a._id)));
    const foreignAccount = [...layout.groups, ...layout.hiddenGroups].find((id) => !accountIds.has(id));
    if (foreignAccount !== undefined) throw new ValidationFailedError(said(dashboardErrors, 'notYourAccount', { id: foreignAccount }));
    const botIds = new Set(bots.map((b) => b.id));
    const foreignBot = layout.pinnedBots.find((id) => !botIds.has(id));
    if (foreignBot !== undefined) throw new ValidationFailedError(said(dashboardErrors, 'notYourBot', { id: foreignBot }));
  }

  return {
    async read(user: BetaUser) {
      const custom = mayArrangeDashboard(user.plan);
      const [charts, stored] = custom ? await Promise.all([beta.isBetaActive(user, CHARTS_BETA), LayoutModel.find({ userId: user.id }).lean()]) : [false, []];
      const bySize = Object.fromEntries(DEVICE_SIZES.map((size) => [size, null])) as Record<DeviceSize, DashboardLayout | null>;
      for (const doc of stored) bySize[doc.size as DeviceSize] = layoutOf(doc as StoredLayout);
      return { custom, charts, ...bySize };
    },

    async save(user: BetaUser, size: DeviceSize, layout: DashboardLayout): Promise<DashboardLayout> {
      if (!mayArrangeDashboard(user.plan))
        throw new ForbiddenError(said(dashboardErrors, 'needsPlan', { plan: PLAN_NAMES.professional, yours: planName(user.plan) }));
      const fault = layoutFault(layout);
      if (fault) throw new ValidationFailedError(faultSaid(fault));
      if (layout.charts.length > 0 && !(await beta.isBetaActive(user, CHARTS_BETA))) {
        throw new ForbiddenError('Chart cards on the dashboard are a beta feature: opt in under Settings → Beta features to add them.');
      }
      await assertOwnIds(user.id, layout);
      await LayoutModel.replaceOne({ _id: `${user.id}:${size}` }, { userId: user.id, size, ...layout }, { upsert: true });
      return layout;
    },

    async reset(userId: string, size: DeviceSize): Promise<void> {
      await LayoutModel.deleteOne({ _id: `${userId}:${size}` });
    },
  };
}

/** The player's arrangements, for their data export. */
export async function layoutsForExport(userId: string) {
  const stored = await LayoutModel.find({ userId }).sort({ size: 1 }).lean();
  return stored.map((doc) => ({ size: doc.size as DeviceSize, ...layoutOf(doc as StoredLayout), updatedAt: (doc as StoredLayout).updatedAt.toISOString() }));
}
