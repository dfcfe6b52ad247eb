/**
 * A JSON route that Bun calls directly (Bun.serve's `routes`), without Elysia's context, hook chain and
 * response mapping for each request: what the app's hottest route spent most of its time on (bench/api,
 * docs/benchmarks.md). The answer is Elysia's to the byte: the same opening (request id, security
 * headers, refusals: lib/http.ts), the same CORS (lib/cors.ts), the app's own headers, the same error
 * answer; native-route.test.ts and auth/me.test.ts hold the two side by side.
 *
 * Only for a route whose Elysia twin has no hook of its own beyond the global ones above: the Elysia route
 * stays (OpenAPI documents it, the Eden client types it, `app.handle` calls it) and asks the same function.
 */
import type { Server } from 'bun';
import { ERROR_CODE } from 'elysia';
import type { Cors } from './cors';
import { errorAnswer, openAnswer } from './http';

/** What the global plugins give every answer: `appHeaders` are the app's own (`app.headers`, HSTS in production). */
export type NativeRouteContext = { appHeaders: Readonly<Record<string, string>>; cors: Cors };

/** The route's 200 as JSON text (or a promise of it); a throw is answered as Elysia's error hook answers it. */
export type JsonAnswer = (request: Request, server: Server<unknown>) => string | Promise<string>;

export type NativeHandler = (request: Request, server: Server<unknown>) => Response | Promise<Response>;

/** Elysia's name for a failure, as its compiled handler gives it to the error hook. */
const elysiaCode = (err: unknown): string | number => {
  const raised = err as { code?: string | number; [ERROR_CODE]?: string } | null;
  return raised?.code ?? raised?.[ERROR_CODE] ?? 'UNKNOWN';
};

/**
 * Bun reads a plain object's headers into an answer one property at a time (~1 µs each here: eight cost
 * more than the whole session check) but copies a Headers object at once. Nearly every answer has the same
 * headers but for its request id, so they are kept as one Headers object, made again whenever they differ.
 */
function keptHeaders(): (headers: Record<string, string>) => Headers {
  let source: Record<string, string> = {};
  let sourceSize = -1;
  let kept = new Headers();
  const sameButId = (headers: Record<string, string>) => {
    let size = 0;
    for (const name in headers) {
      size += 1;
      if (name !== 'x-request-id' && headers[name] !== source[name]) return false;
    }
    return size === sourceSize;
  };
  return (headers) => {
    if (!sameButId(headers)) {
      source = headers;
      sourceSize = Object.keys(headers).length;
      kept = new Headers(headers);
    }
    return kept;
  };
}

export function nativeJsonRoute({ appHeaders, cors }: NativeRouteContext, answer: JsonAnswer): NativeHandler {
  const usual = keptHeaders();
  const ok = (text: string, headers: Record<string, string>) => {
    // As Elysia's answer to a returned object, Response.json's (elysia/adapter/bun/handler.ts): text made once is cheaper.
    headers['content-type'] = 'application/json;charset=utf-8';
    const response = new Response(text, { status: 200, headers: usual(headers) });
    response.headers.set('x-request-id', headers['x-request-id']!);
    return response;
  };
  const refused = (err: unknown, request: Request, headers: Record<string, string>) => errorAnswer(elysiaCode(err), err, request, { headers });
  return (request, server) => {
    // In Elysia's order: the app's headers, the opening hook, CORS, then the route.
    const headers: Record<string, string> = { ...appHeaders };
    try {
      openAnswer(request, headers);
      cors.letIn(request, headers);
      const text = answer(request, server);
      if (text instanceof Promise) return text.then((kept) => ok(kept, headers), (err) => refused(err, request, headers));
      return ok(text, headers);
    } catch (err) {
      return refused(err, request, headers);
    }
  };
}
