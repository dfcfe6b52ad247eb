/**
 * The small HTTP server of a process that has no API of its own to answer on (issue 56): a runner node,
 * and the bot runtime process an API spawns. Three answers, GET only:
 *
 *   /metrics       this process's registry (registry.ts), behind `Authorization: Bearer <token>` when a
 *                  token is given, as the API's own /metrics is behind METRICS_TOKEN
 *   /health/live   200 while the process answers at all (its event loop turns)
 *   /health/ready  200 when every dependency it was given answers, else 503 naming each one that does not,
 *                  as the API's GET /api/health/ready names them (modules/health/routes.ts), with why:
 *                  `{ success: false, ready: false, down: ["engine"], checks: { engine: { state: "down",
 *                  reason: "the engine (NATS) is down" }, game: { state: "up" } } }`
 *
 * Anything else is the API's one error shape (404, 405, 401), in the asker's language. A check is a
 * function answering null when its dependency is fine, or why it is not; one that throws counts as down.
 * Each check must answer quickly (its owner caches what is slow: the runner's read of the game's document).
 */
import { bearerMatches } from './bearer';
import { said, type Said } from '@shared/i18n/said';
import { askedLocale, errorText } from '../error-language';
import { commonErrors } from '../errors.messages';
import { exposition } from './registry';

/** null: the dependency answers; a text: why it does not. */
export type ReadinessCheck = () => string | null | Promise<string | null>;

export type ProbeServerOptions = {
  /** 0: a free port, read back from `port`. */
  port: number;
  hostname: string;
  /** What `/metrics` asks for as a bearer token; null or empty: open to whoever reaches the port. */
  token?: string | null;
  /** false: `/metrics` answers 404 (production without METRICS_TOKEN, as the API's own endpoint.ts); health still answers. */
  metrics?: boolean;
  /** What `/health/ready` asks, by name (`engine`, `game`…). */
  checks: Record<string, ReadinessCheck>;
};

export type ProbeServer = { port: number; url: string; stop(): Promise<void> };

export type CheckState = { state: 'up' } | { state: 'down'; reason: string };
export type Readiness = { success: boolean; ready: boolean; down: string[]; checks: Record<string, CheckState> };

/** Runs every check at once; a check that throws is down with its error's words. */
export async function readiness(checks: Record<string, ReadinessCheck>): Promise<Readiness> {
  const answers = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        return [name, await check()] as const;
      } catch (err) {
        return [name, err instanceof Error ? err.message : String(err)] as const;
      }
    }),
  );
  const down = answers.filter(([, why]) => why !== null).map(([name]) => name);
  const states = Object.fromEntries(
    answers.map(([name, why]): [string, CheckState] => [name, why === null ? { state: 'up' } : { state: 'down', reason: why }]),
  );
  return { success: down.length === 0, ready: down.length === 0, down, checks: states };
}

/** Open to whoever reaches the port without a token; else the token as bearer (bearer.ts). */
const authorized = (request: Request, token: string | null | undefined): boolean => !token || bearerMatches(request, token);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/** The API's one error shape (lib/http.ts), without the API's plugins: this server has no Elysia. */
function refusal(request: Request, status: number, code: string, words: Said, headers: Record<string, string> = {}): Response {
  return json(status, { success: false, code, message: errorText(askedLocale(request), words.text, words.message), requestId: crypto.randomUUID() }, headers);
}

/** Starts the server; throws (EADDRINUSE…) when the port cannot be had: the caller says so and decides. */
export function startProbeServer(options: ProbeServerOptions): ProbeServer {
  const server = Bun.serve({
    port: options.port,
    hostname: options.hostname,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      if (path !== '/metrics' && path !== '/health/live' && path !== '/health/ready')
        return refusal(request, 404, 'NOT_FOUND', said(commonErrors, 'noSuchEndpoint'));
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return refusal(request, 405, 'METHOD_NOT_ALLOWED', said(commonErrors, 'methodNotAllowed', { method: request.method }), { allow: 'GET, HEAD' });
      if (path === '/metrics' && options.metrics === false) return refusal(request, 404, 'NOT_FOUND', said(commonErrors, 'noSuchEndpoint'));
      if (path === '/health/live') return json(200, { live: true, uptimeSeconds: Math.round(process.uptime()) });
      if (path === '/health/ready') {
        const answer = await readiness(options.checks);
        return json(answer.ready ? 200 : 503, answer);
      }
      if (!authorized(request, options.token)) return refusal(request, 401, 'UNAUTHORIZED', said(commonErrors, 'signIn'), { 'www-authenticate': 'Bearer' });
      const { body, contentType } = await exposition();
      return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
    },
  });
  const port = server.port ?? options.port;
  return { port, url: `http://${options.hostname === '0.0.0.0' ? '127.0.0.1' : options.hostname}:${port}`, stop: () => server.stop(true) };
}
