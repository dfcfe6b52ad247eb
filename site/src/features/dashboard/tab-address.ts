/**
 * The dashboard's open tab lives in its address (`?tab=…`, the vocabulary in shared/src/routes.ts): a
 * reload, a link, a mail and a payment provider's return open that tab, and each tab opened is a history
 * entry, so Back and Forward move between the tabs as between pages.
 */
import { useCallback, useEffect, useState } from 'react';
import { DASHBOARD_TAB_PARAM, DEFAULT_DASHBOARD_TAB, dashboardTabOf, type DashboardTab } from '@shared/routes';

/**
 * The address of `tab`, from the page's own (its language prefix and other parameters kept, such as a
 * provider's return the page has not read yet); Bot Management is the plain address. Path and query only:
 * a fragment names a place in the tab it was written for.
 */
export function addressOfTab(current: URL, tab: DashboardTab): string {
  const query = new URLSearchParams(current.search);
  if (tab === DEFAULT_DASHBOARD_TAB) query.delete(DASHBOARD_TAB_PARAM);
  else query.set(DASHBOARD_TAB_PARAM, tab);
  const search = query.toString();
  return `${current.pathname}${search ? `?${search}` : ''}`;
}

const here = () => new URL(window.location.href);

/**
 * The open tab and the way to open another. `opening` says which tab the visit opens (a plan chosen on
 * the pricing page opens Settings whatever the address says); the address is then set to it, so a
 * reload opens it again, and a tab name that is none leaves the address.
 */
export function useTabInAddress(opening: (named: DashboardTab) => DashboardTab): [DashboardTab, (tab: DashboardTab) => void] {
  const [tab, setTab] = useState<DashboardTab>(() => {
    const first = opening(dashboardTabOf(window.location.search));
    window.history.replaceState(window.history.state, '', addressOfTab(here(), first) + window.location.hash);
    return first;
  });

  useEffect(() => {
    const followAddress = () => setTab(dashboardTabOf(window.location.search));
    window.addEventListener('popstate', followAddress);
    return () => window.removeEventListener('popstate', followAddress);
  }, []);

  const open = useCallback((next: DashboardTab) => {
    setTab(next);
    const address = addressOfTab(here(), next);
    if (address !== window.location.pathname + window.location.search) window.history.pushState(null, '', address);
  }, []);

  return [tab, open];
}
