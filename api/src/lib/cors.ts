/**
 * CORS for the site's origin alone. The browser talks to the site, which forwards /api (docs/architecture.md,
 * "One origin"), so most requests carry no `Origin` and need no CORS headers: only a cross-origin request
 * from an allowed origin gets them, and only a preflight gets the methods, headers and max-age.
 *
 * Hand-written instead of @elysiajs/cors because that plugin put five headers on every answer (and a
 * method header the browser reads on preflights only) and made every request wait a turn of the event loop
 * for its hook: ~9 µs of CPU per signed-in request over HTTP (bench/api.ts, docs/benchmarks.md).
 */
import { Elysia } from 'elysia';

export type CorsOptions = {
  /** Origins let in (a Set: `Origin: constructor` is looked up, never found on a prototype). */
  origins: ReadonlySet<string>;
  allowedHeaders: readonly string[];
  exposeHeaders: readonly string[];
  maxAgeSeconds: number;
};

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

export interface Cors {
  /** The request's origin when it is one let in, else null (its answer then carries no CORS header but `vary`). */
  allowedOrigin(request: Request): string | null;
  /** The headers every answer to an allowed origin carries; the answer depends on `Origin`, whoever asks. */
  letIn(request: Request, headers: Record<string, unknown>): boolean;
  /** A preflight's headers: what the site's origin may send, and for how long a browser may keep it. */
  preflightHeaders(request: Request, headers: Record<string, unknown>): Record<string, string>;
}

/** The CORS answers of one app, shared by its Elysia plugin and the routes Bun serves natively (lib/native-route.ts). */
export function createCors({ origins, allowedHeaders, exposeHeaders, maxAgeSeconds }: CorsOptions): Cors {
  const allowed = allowedHeaders.join(', ');
  const exposed = exposeHeaders.join(', ');
  const allowedOrigin = (request: Request): string | null => {
    const origin = request.headers.get('origin');
    return origin && origins.has(origin) ? origin : null;
  };
  const letIn = (request: Request, headers: Record<string, unknown>): boolean => {
    headers.vary = 'Origin';
    const origin = allowedOrigin(request);
    if (!origin) return false;
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
    headers['access-control-expose-headers'] = exposed;
    return true;
  };
  const preflightHeaders = (request: Request, headers: Record<string, unknown>) => {
    if (letIn(request, headers)) {
      headers['access-control-allow-methods'] = METHODS;
      headers['access-control-allow-headers'] = allowed;
      headers['access-control-max-age'] = String(maxAgeSeconds);
    }
    return headers as Record<string, string>;
  };
  return { allowedOrigin, letIn, preflightHeaders };
}

/** `cors`: the app's answers (createCors), or the options to make them. */
export const corsPlugin = (cors: Cors | CorsOptions) => {
  const { letIn, preflightHeaders } = 'letIn' in cors ? cors : createCors(cors);
  // Before routing, so a preflight of any path is answered (204) before a route's checks (it carries no
  // credentials). No route of its own: two more routes in the app's type made it too deep for the compiler.
  // Elysia calls a hook in line unless its source reads as asynchronous (an `await`, or `return f(`), so
  // the preflight's answer is built right here.
  return new Elysia({ name: 'cors' }).onRequest(function corsHeaders({ request, set }) {
    if (request.method !== 'OPTIONS') return void letIn(request, set.headers);
    return new Response(null, { status: 204, headers: preflightHeaders(request, set.headers) });
  });
};
