/**
 * The live server answers only a socket whose `Origin` is the game's own site (docs/game.md "The login,
 * step by step" 1: a public capture notes it; EmpireCore does not model it). Ours is its own address: the origin of the page it serves, under whatever host
 * name the client used.
 */
export function isOwnOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  const host = req.headers.get('host');
  if (!origin || !host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
  } catch {
    return false;
  }
}
