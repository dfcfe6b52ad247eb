/** The window that opened this one, if it is ours: a popup reports only to a same-origin opener. */
export function sameOriginOpener(self: Window): Window | null {
  const opener = self.opener as Window | null;
  if (!opener || opener === self || opener.closed) return null;
  try {
    // Reading another origin's location throws; that is the answer "not ours".
    return opener.location.origin === self.location.origin ? opener : null;
  } catch {
    return null;
  }
}
