/**
 * Mailed links carry their token in the URL fragment (`/reset-password#token=…`): the fragment never
 * reaches a server or a Referer header. The page reads it once and removes it from the address bar and the
 * history at once, so a screenshot, a shared screen or the back button does not hand it on.
 */

export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

type Place = { location: Pick<Location, 'hash' | 'pathname' | 'search'>; history: Pick<History, 'replaceState'> };

/** The link's token, taken out of the address (the path and query stay). */
export function takeLinkToken({ location, history }: Place): string | null {
  const token = tokenFromHash(location.hash);
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  return token;
}

let taken: { token: string | null } | undefined;

/** Once per page load: a second render (or a second effect) must not find the address already emptied. */
export function linkTokenOfThisPage(): string | null {
  taken ??= { token: takeLinkToken(window) };
  return taken.token;
}
