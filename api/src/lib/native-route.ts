/**
 * A JSON route that Bun calls directly (Bun.serve's `routes`), without Elysia's context, hook chain and
 * response mapping for each request: what the app's hottest route spent most of its time on (bench/api,
 * docs/benchmarks.md). The answer is Elysia's to the byte: the same opening (request id, security
 * headers, refusals: lib/http.ts), the same CORS (lib/cors.ts), the app's own headers, the same error
 * answer; auth/me.test.ts holds the two side by side.
 *
 * Only for a route whose Elysia twin has no hook of its own beyond the global ones above: the Elysia route
 * stays (OpenAPI documents it, the Eden client types it, `app.handle` calls it) and asks the same function.
 */
import type { Server } from 'bun';
import { ERROR_CODE } from 'elysia';
import type { Cors } from './cors';
import { errorAnswer, openAnswer, refusalBeforeRoute, requestIdFor } from './http';

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

const JSON_TYPE = 'application/json;charset=utf-8';

/**
 * The headers the global plugins give an answer, but its request id, when nothing in the request changes
 * them: no refusal before the route, no Origin let in. Found by running them once on such a request, so
 * they stay the plugins' own.
 */
function usualHeaders({ appHeaders, cors }: NativeRouteContext): Record<string, string> {
  const usual = new Request('http://localhost/');
  const headers: Record<string, unknown> = { ...appHeaders };
  openAnswer(usual, headers, '');
  cors.letIn(usual, headers);
  delete headers['x-request-id'];
  return headers as Record<string, string>;
}

export function nativeJsonRoute(context: NativeRouteContext, answer: JsonAnswer): NativeHandler {
  const { appHeaders, cors } = context;
  /**
   * The usual request's 200 headers (as Elysia's answer to a returned object: Response.json's content type,
   * elysia/adapter/bun/handler.ts), made once: Bun copies a Headers object at once but reads a plain
   * object's headers one property at a time (~1 µs each here), and building them per request cost more
   * than the session check (README "Benchmarks"). Only the request id is set on each answer.
   */
  const usual = new Headers({ ...usualHeaders(context), 'content-type': JSON_TYPE });
  const usualOk = (text: string, id: string) => {
    const response = new Response(text, { status: 200, headers: usual });
    response.headers.set('x-request-id', id);
    return response;
  };
  /** The headers so far as Elysia's hooks leave them, in their order: the app's, the opening hook's, CORS (a throw: the opening's refusal). */
  const opened = (request: Request, id: string, headers: Record<string, string>) => {
    openAnswer(request, headers, id);
    cors.letIn(request, headers);
  };
  const refused = (err: unknown, request: Request, headers: Record<string, string>) => errorAnswer(elysiaCode(err), err, request, { headers });
  /** A refusal by the route after a usual opening: the same headers, built as the hooks build them. */
  const refusedUsual = (err: unknown, request: Request, id: string) => {
    const headers = { ...appHeaders };
    opened(request, id, headers);
    return refused(err, request, headers);
  };

  return (request, server) => {
    const id = requestIdFor(request);
    if (refusalBeforeRoute(request) === null && cors.allowedOrigin(request) === null) {
      // The usual request (every page of the app asks /me so): the kept headers.
      try {
        const text = answer(request, server);
        if (text instanceof Promise)
          return text.then(
            (kept) => usualOk(kept, id),
            (err) => refusedUsual(err, request, id),
          );
        return usualOk(text, id);
      } catch (err) {
        return refusedUsual(err, request, id);
      }
    }
    // A cross-origin request let in, or one refused before the route: its headers built per request.
    const headers: Record<string, string> = { ...appHeaders };
    const ok = (text: string) => new Response(text, { status: 200, headers: { ...headers, 'content-type': JSON_TYPE } });
    try {
      opened(request, id, headers);
      const text = answer(request, server);
      if (text instanceof Promise) return text.then(ok, (err) => refused(err, request, headers));
      return ok(text);
    } catch (err) {
      return refused(err, request, headers);
    }
  };
}
