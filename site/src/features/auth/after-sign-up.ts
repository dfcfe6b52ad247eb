/**
 * Where a sign-up goes once its mailed link is opened: the page the sign-in form would have gone to
 * (?redirect, e.g. a plan chosen on the pricing page). Kept in this browser's storage, since the link opens
 * a new page; another browser has none and goes to the dashboard.
 */
const KEY = 'castellan.afterSignUp';

export function rememberAfterSignUp(target: string): void {
  try {
    localStorage.setItem(KEY, target);
  } catch {
    // Storage refused (private mode): the link then lands on the dashboard.
  }
}

/** The remembered target (once: it is forgotten as it is read), or null: the dashboard. */
export function takeAfterSignUp(): string | null {
  try {
    const target = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    // Only a path of this site (safeRedirect made it so when it was remembered).
    return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
  } catch {
    return null;
  }
}
