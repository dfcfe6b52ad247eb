/**
 * The one inline script every page carries (and the only script of the marketing pages). It runs in
 * <head> before first paint: applies the stored theme, and shows the header's signed-in state from the
 * session token's claims (no request needed), so static pages need no framework at all.
 *
 * It is serialised with Function#toString at build time, so it must stay self-contained: no imports,
 * no closures; constants arrive as its argument.
 */
export type BootConstants = {
  tokenKey: string;
  headerKey: string;
  themeKey: string;
  themes: readonly string[];
  defaultTheme: string;
  dashboard: string;
  /** Tier → the name shown in the header badge. */
  planNames: Record<string, string>;
};

export function boot(c: BootConstants): void {
  const root = document.documentElement;
  let theme: string | null = null;
  try {
    theme = localStorage.getItem(c.themeKey);
  } catch {}
  root.dataset.theme = theme && c.themes.indexOf(theme) >= 0 ? theme : c.defaultTheme;

  type Meta = { plan?: string; username?: string | null; avatar?: string | null; isAdmin?: boolean };
  type Person = { email?: string; user_metadata?: Meta };

  /** Shows the signed-in or signed-out header; the app's session store calls it again with fresh data. */
  function paint(person: Person | null): void {
    root.dataset.session = person ? 'in' : 'out';
    delete root.dataset.admin;
    delete root.dataset.plan;
    if (!person) return;
    const meta = person.user_metadata ?? {};
    const email = person.email ?? '';
    if (meta.isAdmin) root.dataset.admin = 'true';
    // The pricing page marks the player's plan and speaks to a paying player as one (its CSS reads this).
    root.dataset.plan = meta.plan || 'starter';
    const fill = () => {
      const set = (selector: string, text: string) =>
        document.querySelectorAll(selector).forEach((el) => {
          el.textContent = text;
        });
      set('[data-user-name]', meta.username || email);
      set('[data-user-initial]', (email.charAt(0) || '?').toUpperCase());
      set('[data-user-plan]', (c.planNames[meta.plan || 'starter'] || c.planNames.starter || '').toUpperCase());
      // Signed in, "get started" goes straight to the dashboard, keeping a plan chosen on the pricing page.
      document.querySelectorAll<HTMLAnchorElement>('a[data-get-started]').forEach((a) => {
        a.href = a.dataset.plan ? c.dashboard + '?plan=' + a.dataset.plan : c.dashboard;
      });
      // The initial shows until the avatar image has actually loaded (and stays if it fails).
      const avatar = meta.avatar;
      document.querySelectorAll<HTMLImageElement>('img[data-user-avatar]').forEach((img) => {
        const initial = img.nextElementSibling as HTMLElement | null;
        img.hidden = true;
        if (initial) initial.hidden = false;
        if (!avatar) return;
        img.onload = () => {
          img.hidden = false;
          if (initial) initial.hidden = true;
        };
        img.src = avatar;
      });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fill);
    else fill();
  }
  (window as unknown as { castellanHeader: { paint: typeof paint } }).castellanHeader = { paint };

  let claims: (Person & { exp?: number }) | null = null;
  try {
    const token = localStorage.getItem(c.tokenKey);
    const part = token ? token.split('.')[1] : undefined;
    if (part) {
      const json = decodeURIComponent(
        atob(part.replace(/-/g, '+').replace(/_/g, '/'))
          .split('')
          .map((ch) => '%' + ('00' + ch.charCodeAt(0).toString(16)).slice(-2))
          .join(''),
      );
      const parsed = JSON.parse(json) as Person & { exp?: number; sub?: string };
      if (!parsed.exp || parsed.exp * 1000 > Date.now()) claims = parsed;
      // The claims are as old as the sign-in; the app's last reading of the same user is newer (a plan change).
      const snapshot = JSON.parse(localStorage.getItem(c.headerKey) || 'null') as { id?: string; user_metadata?: Meta } | null;
      if (claims && snapshot && snapshot.id === parsed.sub && snapshot.user_metadata) claims.user_metadata = snapshot.user_metadata;
    }
  } catch {}
  paint(claims);
}

/** Sign-out from the header, on any page: forget the token, clear the cookie, go home. */
export function bootSignOut(c: BootConstants): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target || !target.closest('[data-sign-out]')) return;
    event.preventDefault();
    // The page is being left for home: the app's guard must not send it to the sign-in page meanwhile (a
    // request answered 401 once the token is gone sets the session to signed out; AppRoot reads this).
    document.documentElement.dataset.leaving = 'sign-out';
    // The token goes with the request (besides the cookie): signing out ends its session on the server.
    let token: string | null = null;
    try {
      token = localStorage.getItem(c.tokenKey);
      localStorage.removeItem(c.tokenKey);
      localStorage.removeItem(c.headerKey);
    } catch {}
    fetch('/api/auth/logout', { method: 'POST', credentials: 'include', headers: token ? { authorization: `Bearer ${token}` } : {} }).finally(() => {
      location.href = '/';
    });
  });
}
