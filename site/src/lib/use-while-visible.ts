import { useEffect, useRef } from 'react';

/**
 * Runs `run` every `ms` while the page is visible and `active`: a screen's data read again, so what changed
 * elsewhere (a Discord command, a schedule, another device, a player the account is shared with) shows
 * without a reload. Nothing runs in a hidden tab.
 */
export function useWhileVisible(run: () => void, ms: number, active = true): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => document.visibilityState === 'visible' && latest.current(), ms);
    return () => clearInterval(timer);
  }, [ms, active]);
}
