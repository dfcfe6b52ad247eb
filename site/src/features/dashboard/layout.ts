/**
 * The player's dashboard arrangement on the site: the query (kept in the query cache, so a reload draws the
 * arranged dashboard at once, with no jump), saving and resetting one size, and the hook the dashboard
 * reads it through. Only a Professional player's dashboard asks for it; every other plan draws today's
 * dashboard without a request.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_LAYOUT, type DashboardLayout, type DeviceSize } from '@shared/dashboard';
import { api, unwrap } from '../../lib/api';
import { mutation } from '../../lib/data';
import { createQuery, type QueryState } from '../../lib/query/store';
import { record } from '../../lib/shapes';

export const dashboardLayoutQuery = createQuery(
  'dashboard-layout',
  () => unwrap(api.api.users.me['dashboard-layout'].get()),
  5 * 60_000,
  record({ custom: 'boolean', charts: 'boolean', wide: 'object?', narrow: 'object?' }),
);
export type LayoutAnswer = NonNullable<ReturnType<typeof dashboardLayoutQuery.store.get>['data']>;

/** Saves the arrangement for one size; the cache holds the answer at once. Throws ApiError with the API's sentence. */
export async function saveLayout(size: DeviceSize, layout: DashboardLayout): Promise<void> {
  const saved = await mutation(() => unwrap(api.api.users.me['dashboard-layout'].put({ size, layout })));
  const current = dashboardLayoutQuery.store.get().data;
  if (current) dashboardLayoutQuery.set({ ...current, [size]: saved });
  else await dashboardLayoutQuery.refetch();
}

/** Back to the default dashboard for one size. */
export async function resetLayout(size: DeviceSize): Promise<string> {
  const { message } = await mutation(() => unwrap(api.api.users.me['dashboard-layout']({ size }).delete()));
  const current = dashboardLayoutQuery.store.get().data;
  if (current) dashboardLayoutQuery.set({ ...current, [size]: null });
  return message;
}

export type DashboardArrangement = {
  /** Whether the arrangement is known (always, for plans that do not arrange: theirs is today's). */
  ready: boolean;
  /** The player may arrange (Professional). */
  custom: boolean;
  /** Chart cards are open to the player (their beta is active). */
  charts: boolean;
  layout: DashboardLayout;
  /** Whether a saved arrangement (not the default) is in use on this size. */
  saved: boolean;
};

/**
 * The arrangement for this size. Subscribed only when `custom` (the plan arranges), so other plans make no
 * request; a failed read draws today's dashboard rather than holding the page.
 */
export function useArrangement(custom: boolean, size: DeviceSize): DashboardArrangement {
  const [state, setState] = useState<QueryState<LayoutAnswer> | null>(null);
  useEffect(() => (custom ? dashboardLayoutQuery.store.subscribe(setState) : setState(null)), [custom]);
  if (!custom) return { ready: true, custom: false, charts: false, layout: DEFAULT_LAYOUT, saved: false };
  const current = state ?? dashboardLayoutQuery.store.get();
  const data = current.data;
  const stored = data?.custom ? data[size] : null;
  return {
    ready: current.status !== 'loading',
    custom: data?.custom ?? true,
    charts: data?.charts ?? false,
    // Chart cards drawn only while their beta is active; the saved choice is kept for when it is again.
    layout: stored ? ({ ...stored, charts: data?.charts ? stored.charts : [] } as DashboardLayout) : DEFAULT_LAYOUT,
    saved: Boolean(stored),
  };
}
