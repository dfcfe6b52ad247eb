/**
 * What the admin panel has open, kept in its address (`/admin?user=<id>`, `/admin?tab=support&ticket=<id>`)
 * so that a reload, or Back and Forward, open it again.
 */
type Opened = 'user' | 'ticket';

export function openedInUrl(what: Opened): string | null {
  return new URLSearchParams(window.location.search).get(what);
}

/** A new history entry when it changes what is open (null: nothing). */
export function setOpenedInUrl(what: Opened, id: string | null): void {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(what, id);
  else url.searchParams.delete(what);
  if (url.href !== window.location.href) history.pushState(history.state, '', url);
}
