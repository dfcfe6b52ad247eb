/**
 * The API's HTTP series (issue 56): every answer counted and timed by method, route and status, the route
 * being Elysia's template (`/api/bots/:id`), never the path asked (a bot's id in a label would be a series
 * per bot, kept for the life of the process). A path no route matches is `unmatched`, whatever it was.
 *
 * One plugin, registered first in app.ts: `onRequest` notes when the request came in, `mapResponse`
 * (global, so every route's own chain runs it, once, for its answer, an error's included, with the status
 * final) reads the route, the status and the time. A request no route takes (a 404, a refusal before
 * routing) has no chain of its own: the error answer counts it (`observeUnrouted`, called by lib/http.ts).
 * Not `onAfterResponse`, which sees every answer itself: Elysia schedules it for each request, 1.0 µs of
 * CPU against ~0 for `mapResponse` (through app.handle, median of 8 rounds of 50,000), and it had made
 * GET /api/accounts 4–7 % dearer in CPU (docs/benchmarks.md, issue 56).
 *
 * Server-sent event streams (a bot's console, a live map) are answered with a Response whose body streams
 * for hours: the route returns it at once, so they are counted once, when they open, and their duration is
 * the time to open them (the session and access checks), not how long the reader stayed; http.test.ts
 * holds a stream that never ends and sees it counted.
 *
 * GET /api/auth/me is also answered by Bun directly, outside Elysia (lib/native-route.ts): `timedNative`
 * counts it under the same names.
 */
import { Elysia, StatusMap } from 'elysia';
import type { NativeHandler } from '../native-route';
import { timedCells } from './cells';
import { counter, histogram } from './registry';

const LABELS = ['method', 'route', 'status'] as const;

const requests = counter({ name: 'castellan_http_requests_total', help: 'HTTP requests answered, by method, route template and status.', labelNames: LABELS });
const durations = histogram({
  name: 'castellan_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being handed to the server, by method, route template and status (a server-sent event stream: the time to open it).',
  labelNames: LABELS,
});

/**
 * The route of a path no route matched (a 404 before any route, a refusal before routing: TRACE, %00). A CORS
 * preflight is answered by the CORS plugin before any of this (lib/cors.ts) and is not counted.
 */
export const UNMATCHED = 'unmatched';

/** The methods a label may name; any other a client sends (Bun accepts any token) is `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Both series at once, a few hundred nanoseconds a request (cells.ts). */
const counted = timedCells(LABELS, durations, requests);

/** Each status's label, made once. */
const statusLabels: string[] = [];
const statusLabel = (status: number) => (statusLabels[status] ??= String(status));

/** Counts one answer. `route`: the route's template. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  counted(seconds, METHODS.has(method) ? method : 'other', route, statusLabel(status));
}

/** When the request came in, kept on Elysia's context for the request (a WeakMap cost more: lib/http.ts). */
type Started = { castellanStartedAt?: number };

/** What Elysia's context holds once the answer is out. */
type Answered = { request: Request; route?: string; set: { status?: number | keyof StatusMap }; responseValue?: unknown; castellanStartedAt?: number };

function statusOf(set: Answered['set'], responseValue: unknown): number {
  // A Response the route returned carries its own status; otherwise the one set (Elysia may keep its name).
  if (responseValue instanceof Response) return responseValue.status;
  const status = set.status ?? 200;
  return typeof status === 'number' ? status : (StatusMap[status] ?? 200);
}

/**
 * The plugin; `enabled: false` (METRICS=off) adds no hook at all, so the app runs as it did without it.
 * The hooks name the parts of the context they read: Elysia reads each hook's source to know what every
 * route must prepare, and a context handed whole to a function would make it prepare everything (query,
 * headers, cookies) for every request. Each hook's body returns no call: Elysia reads a hook whose source
 * has `=> f(` or `return f(` as asynchronous and awaits it (lib/http.ts says the same).
 */
export function httpMetrics(enabled: boolean) {
  const plugin = new Elysia({ name: 'http-metrics', seed: enabled });
  if (!enabled) return plugin;
  return plugin
    .onRequest(function noteStart(context) {
      (context as Started).castellanStartedAt = performance.now();
    })
    .mapResponse({ as: 'global' }, function observeAnswer({ request, route, set, responseValue, castellanStartedAt }: Answered) {
      if (castellanStartedAt !== undefined)
        observeRequest(request.method, route || UNMATCHED, statusOf(set, responseValue), (performance.now() - castellanStartedAt) / 1000);
    });
}

/**
 * Counts an answer no route's chain saw (no route matched, or a refusal before routing), as `unmatched`;
 * nothing when metrics are off (no start was noted).
 */
export function observeUnrouted(request: Request, route: string | undefined, startedAt: number | undefined, status: number): void {
  if (startedAt === undefined || route) return;
  observeRequest(request.method, UNMATCHED, status, (performance.now() - startedAt) / 1000);
}

/** A route Bun serves natively (lib/native-route.ts), counted as its Elysia twin would be. */
export function timedNative(enabled: boolean, method: string, route: string, handler: NativeHandler): NativeHandler {
  if (!enabled) return handler;
  const count = counted.fixed(METHODS.has(method) ? method : 'other', route);
  const seen = (response: Response, started: number) => {
    count((performance.now() - started) / 1000, statusLabel(response.status));
    return response;
  };
  return (request, server) => {
    const started = performance.now();
    const response = handler(request, server);
    return response instanceof Promise ? response.then((answered) => seen(answered, started)) : seen(response, started);
  };
}
