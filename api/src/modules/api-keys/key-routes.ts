/**
 * What a personal API key may call: this table and nothing else.
 *
 * A key is made for scripts that watch bots and start or stop them, and it is a long-lived secret that
 * ends up in scripts, CI settings and shell histories. So a leaked key must not be able to take the
 * account: it never reaches sign-in and sessions (/api/auth/*, including GET /api/auth/me, the app's own
 * session check), other keys, billing, admin, the data export, account deletion or any change of
 * settings. It reads what a dashboard needs, and with the `bots` scope starts and stops bots. A route
 * missing here is refused with a 403 that says to sign in instead: the safe default for new routes.
 */
import type { ApiKeyScope } from '@shared/security';

type KeyRoute = {
  method: 'GET' | 'POST';
  /** Elysia's route syntax: `:id` is one path segment, a trailing `/*` is the path and anything under it. */
  path: string;
  /** The scope the call needs. */
  scope: ApiKeyScope;
  /** Query parameters that turn the route into something a key may not do. */
  refusedQuery?: string[];
};

export const KEY_ROUTES: readonly KeyRoute[] = [
  { method: 'GET', path: '/api/bots', scope: 'read' },
  { method: 'GET', path: '/api/bots/:id', scope: 'read' },
  // Reading a console: a ticket, then the stream.
  { method: 'POST', path: '/api/bots/:id/console-ticket', scope: 'read' },
  { method: 'GET', path: '/api/bots/:id/console', scope: 'read' },
  { method: 'POST', path: '/api/bots/:id/actions', scope: 'bots' },
  // A schedule is read with `read`; "run now" is a start. Changing a schedule is a change of settings: not with a key.
  { method: 'GET', path: '/api/bots/:id/schedule', scope: 'read' },
  { method: 'POST', path: '/api/bots/:id/run-for', scope: 'bots' },
  { method: 'GET', path: '/api/bots/:id/trades', scope: 'read' },
  { method: 'GET', path: '/api/accounts', scope: 'read' },
  { method: 'GET', path: '/api/templates/*', scope: 'read' },
  { method: 'GET', path: '/api/users/me', scope: 'read' },
  { method: 'GET', path: '/api/users/me/notifications/*', scope: 'read' },
  // With `subscription_id` it finalises a PayPal subscription: billing, so not with a key.
  { method: 'GET', path: '/api/subscriptions/current', scope: 'read', refusedQuery: ['subscription_id'] },
];

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

const compiled = KEY_ROUTES.map((route) => {
  const base = route.path.endsWith('/*') ? route.path.slice(0, -2) : route.path;
  const body = base
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
    .join('/');
  return { route, pattern: new RegExp(`^${body}${route.path.endsWith('/*') ? '(?:/.*)?' : ''}$`) };
});

/**
 * The table's entry for a request (a path as sent, or a route template such as `/api/bots/{id}`), or
 * null when keys may not call it.
 */
export function keyRouteFor(method: string, path: string, query?: URLSearchParams): KeyRoute | null {
  const upper = method.toUpperCase();
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const hit = compiled.find(({ route, pattern }) => route.method === upper && pattern.test(trimmed))?.route;
  if (!hit) return null;
  if (query && hit.refusedQuery?.some((name) => query.has(name))) return null;
  return hit;
}
