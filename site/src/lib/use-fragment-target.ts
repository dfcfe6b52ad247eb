/**
 * A part of a page that the address's fragment names (`#invoices`) but that renders only after its data
 * arrives: the browser looks for the fragment when the page loads, finds nothing yet, and leaves the reader
 * at the top (issue 64: a receipt mail's and the bell's `/dashboard?tab=settings#invoices` opened Settings
 * but not its invoices). Once the part has rendered, this brings it into view and moves focus to its heading
 * (`tabIndex={-1}`), so a screen reader starts there too. Once per page: a later render (a refetch, the tab
 * opened again) leaves the reader where they are.
 */
import { useEffect, type RefObject } from 'react';

/** The fragments already brought into view on this page. */
const shown = new Set<string>();

/** Whether the address names `id` and it has not been brought into view yet on this page (then it counts as shown). */
export function takeFragment(id: string, hash: string, seen: Set<string> = shown): boolean {
  if (hash !== `#${id}` || seen.has(id)) return false;
  seen.add(id);
  return true;
}

/** `ready`: the part is drawn in its full height (its list, or its "none" line), not its loading lines. */
export function useFragmentTarget(id: string, ready: boolean, heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const target = heading.current;
    if (!ready || !target || !takeFragment(id, window.location.hash)) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready]);
}
