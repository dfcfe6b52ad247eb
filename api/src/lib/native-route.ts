/**
 * A JSON route that Bun calls directly (Bun.serve's `routes`), without Elysia's context, hook chain and
 * response mapping for each request: what the app's hottest route spent most of its time on (bench/api,
 * README "Benchmarks"). The answer is Elysia's to the byte: the same opening (request id, security
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

export function nativeJsonRoute({ appHeaders, cors }: NativeRouteContext, answer: JsonAnswer): NativeHandler {
  return (request, server) => {
    // In Elysia's order: the app's headers, the opening hook, CORS, then the route.
    const headers: Record<string, string> = { ...appHeaders };
    const refused = (err: unknown) => errorAnswer(elysiaCode(err), err, request, { headers });
    const ok = (text: string) => {
      // As Elysia's answer to a returned object, Response.json's (elysia/adapter/bun/handler.ts): text made once is cheaper.
      headers['content-type'] = 'application/json;charset=utf-8';
      return new Response(text, { status: 200, headers });
    };
    try {
      openAnswer(request, headers);
      cors.letIn(request, headers);
      const text = answer(request, server);
      return text instanceof Promise ? text.then(ok, refused) : ok(text);
    } catch (err) {
      return refused(err);
    }
  };
}
