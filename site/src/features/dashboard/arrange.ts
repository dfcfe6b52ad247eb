/**
 * Arrange dashboard, apart from the screen: the draft a player edits, started from what they see (ids of
 * accounts and bots that are gone left out, so a save never names them), and the changes the panel makes.
 */
import { CHART_CARDS, moved, SUMMARY_CARDS, type ChartCardId, type DashboardLayout, type SummaryCardId } from '@shared/dashboard';

export type Draft = DashboardLayout;
type Group = { accountId: string; label: string; bots: { id: string; name: string }[] };

/** The draft from the arrangement in use and what exists now: every group named, in the order shown. */
export function draftFrom(layout: DashboardLayout, groupsShown: Group[], allGroups: Group[]): Draft {
  const accounts = new Set(allGroups.map((g) => g.accountId));
  const bots = new Set(allGroups.flatMap((g) => g.bots.map((b) => b.id)));
  const hidden = layout.hiddenGroups.filter((id) => accounts.has(id));
  const shownIds = groupsShown.map((g) => g.accountId);
  return {
    summary: [...layout.summary],
    charts: [...layout.charts],
    // Shown groups in their order, then the hidden ones where the arrangement had them.
    groups: [...shownIds, ...allGroups.map((g) => g.accountId).filter((id) => !shownIds.includes(id))],
    hiddenGroups: hidden,
    pinnedBots: layout.pinnedBots.filter((id) => bots.has(id)),
  };
}

/** Every summary card, the shown ones first in their order: what the panel lists. */
export function summaryRows(draft: Draft): { id: SummaryCardId; label: string; shown: boolean }[] {
  const hidden = SUMMARY_CARDS.filter((c) => !draft.summary.includes(c.id));
  return [
    ...draft.summary.map((id) => ({ id, label: SUMMARY_CARDS.find((c) => c.id === id)!.label, shown: true })),
    ...hidden.map((c) => ({ id: c.id, label: c.label, shown: false })),
  ];
}

export function chartRows(draft: Draft): { id: ChartCardId; label: string; shown: boolean }[] {
  const hidden = CHART_CARDS.filter((c) => !draft.charts.includes(c.id));
  return [
    ...draft.charts.map((id) => ({ id, label: CHART_CARDS.find((c) => c.id === id)!.label, shown: true })),
    ...hidden.map((c) => ({ id: c.id, label: c.label, shown: false })),
  ];
}

/** Shows or hides a card: shown, it goes after the shown ones; hidden, it leaves the list. */
export function toggled<T extends string>(list: readonly T[], id: T, show: boolean): T[] {
  return show ? (list.includes(id) ? [...list] : [...list, id]) : list.filter((x) => x !== id);
}

/** Moves a shown card (or a group, or a pinned bot) up or down by one. */
export function shifted<T>(list: readonly T[], item: T, by: -1 | 1): T[] {
  return moved(list, list.indexOf(item), by);
}
