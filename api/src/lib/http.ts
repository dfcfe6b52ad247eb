/**
 * Cross-cutting HTTP behaviour for every route: request ids, the client address, security headers and
 * the one error shape. Registered once, globally, by the app.
 */
import { Elysia, t } from 'elysia';
import { isDatabaseUnavailable } from './db';
import { AppError, DatabaseUnavailableError, EngineUnavailableError } from './errors';
import { askedLocale, errorText } from './error-language';
import { isEngineUnavailable } from './engine';
import { commonErrors } from './errors.messages';
import { phrase, said } from '@shared/i18n/said';
import type { LineMessage } from '@shared/console';
import { log } from './logger';
import { observeUnrouted } from './metrics/http';

/** Marks the error schema, so the OpenAPI document can keep it once in components (docs/document.ts). */
export const ERROR_SCHEMA_ID = 'castellan:error';

export const ErrorBody = t.Object(
  {
    success: t.Literal(false),
    message: t.String({ description: 'What went wrong, in words a person understands.' }),
    code: t.String({ description: 'Stable machine-readable error code.' }),
    requestId: t.String({ description: 'Quote this when reporting a problem.' }),
    field: t.Optional(
      t.String({
        description:
          'The field of the request that was refused (`email`, `settings.minLevel`), when one was: the message is in the asker’s language, the field is what a form shows it under.',
      }),
    ),
  },
  { $id: ERROR_SCHEMA_ID },
);

/**
 * The request's id, as its answer's `x-request-id` header carries it (set first thing for every request).
 * Read from the answer's headers rather than kept per request object: a WeakMap entry per request cost the
 * signed-in path ~1-3 µs with its garbage collection (bench/api).
 */
export function requestIdOf(set: { headers: Record<string, unknown> }): string {
  const id = set.headers['x-request-id'];
  return typeof id === 'string' ? id : 'unknown';
}

/** The client's address; X-Forwarded-For is believed only from a configured proxy (the site). */
export function clientAddress(request: Request, peer: string | undefined, trustedProxies: readonly string[]): string {
  const direct = peer ?? 'local';
  const forwarded = request.headers.get('x-forwarded-for');
  if (forwarded && (trustedProxies.includes('*') || trustedProxies.includes(direct))) {
    const hops = forwarded
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return hops[hops.length - 1] ?? direct;
  }
  return direct;
}

const JSON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Production's own headers on every answer (the app's `headers`, so no hook per request): HTTPS only, for a year. */
export const PRODUCTION_HEADERS: Readonly<Record<string, string>> = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** Elysia's own failures in our words (`said`: how another language says it, when the English is not one of our texts). */
function describeFrameworkError(code: string | number, error: unknown): { status: number; code: string; message: string; said?: LineMessage; field?: string } {
  switch (code) {
    case 'VALIDATION': {
      const field = validationField(error);
      return { status: 422, code: 'VALIDATION_FAILED', ...validationMessage(error), ...(field && { field }) };
    }
    case 'PARSE':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
    case 'NOT_FOUND':
      return { status: 404, code: 'NOT_FOUND', message: 'No such endpoint.' };
    case 'INVALID_COOKIE_SIGNATURE':
      return { status: 400, code: 'BAD_REQUEST', message: 'A cookie was tampered with.' };
    default:
      return { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
  }
}

type ValidationLike = {
  customError?: unknown;
  all?: { path?: string; summary?: string; message?: string; schema?: { error?: unknown } }[];
};

/** The first failing field's path in the body, dotted (`settings.minLevel`); none for the body as a whole. */
function validationField(error: unknown): string | undefined {
  const path = (error as ValidationLike).all?.[0]?.path ?? '';
  return path.replace(/^\//, '').replaceAll('/', '.') || undefined;
}

/**
 * The first failing field, with the schema's own message when it has one. Without one, the validator's
 * English summary ("Expected string") is what an English client gets; another language says which field is
 * not valid, in its own words.
 */
function validationMessage(error: unknown): { message: string; said?: LineMessage } {
  const v = error as ValidationLike;
  const first = v.all?.[0];
  const custom = first?.schema?.error;
  if (typeof custom === 'string') return { message: custom };
  if (!first) return { message: 'The request is not valid.' };
  const field = (first.path ?? '').replace(/^\//, '').replaceAll('/', '.');
  const summary = first.summary ?? first.message ?? 'is not valid';
  if (!field) return { message: summary, said: phrase(commonErrors, 'notValid') };
  return { message: `${field}: ${summary}`, said: phrase(commonErrors, 'fieldNotValid', { field }) };
}

/**
 * A document read at the start of a request and deleted by another before this one saved it (a stop
 * racing a delete): the thing asked about is gone, which is a 404, not a 500.
 */
const isGoneMeanwhile = (err: unknown) => (err as { name?: string } | null)?.name === 'DocumentNotFoundError';

/** The request's id: the client's own when it sends a plausible one (to follow a request across systems), else a new one. */
export function requestIdFor(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}

/** Why a request is refused before any route looks at it, or null: the refusals `openAnswer` makes. */
export function refusalBeforeRoute(request: Request): AppError | null {
  // TRACE (and IIS's TRACK) echo a request back, headers included: no route of ours answers them.
  if (request.method === 'TRACE' || request.method === 'TRACK') {
    return new AppError(405, 'METHOD_NOT_ALLOWED', said(commonErrors, 'methodNotAllowed', { method: request.method }), {
      allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    });
  }
  // As in bodies (lib/body.ts): PostgreSQL cannot hold a NUL, and no address of ours has one.
  if (request.url.includes('%00')) return new AppError(400, 'BAD_REQUEST', 'The address may not contain the NUL character (%00).');
  return null;
}

/**
 * Opens every answer: its request id (`id`, else the request's own: requestIdFor), the security headers,
 * and the refusals that need no route. The plugin below runs it before routing; a route Bun serves natively
 * (lib/native-route.ts) answers as it does.
 */
export function openAnswer(request: Request, headers: Record<string, unknown>, id = requestIdFor(request)): void {
  headers['x-request-id'] = id;
  Object.assign(headers, JSON_HEADERS);
  const refusal = refusalBeforeRoute(request);
  if (refusal) throw refusal;
}

/**
 * Any failure as the one error shape, in the asker's language, on the headers the answer has so far.
 * `code` is Elysia's name for its own failures (VALIDATION, PARSE, NOT_FOUND…), else the error's own.
 */
export function errorAnswer(code: string | number, raised: unknown, request: Request, set: { headers: Record<string, unknown>; status?: unknown }): Response {
  const requestId = requestIdOf(set);
  // A dependency that is down is a 503 that says so, wherever it surfaces.
  // Elysia wraps whatever a body parser throws (our size and shape checks, lib/body.ts) in its ParseError.
  const cause = code === 'PARSE' && (raised as { cause?: unknown }).cause instanceof AppError ? (raised as { cause: AppError }).cause : raised;
  const error = isDatabaseUnavailable(cause)
    ? new DatabaseUnavailableError()
    : isEngineUnavailable(cause)
      ? new EngineUnavailableError()
      : isGoneMeanwhile(cause)
        ? new AppError(404, 'NOT_FOUND', 'Not found: it was deleted meanwhile.')
        : cause;
  let status: number;
  let body: { code: string; message: string; field?: string };
  if (error instanceof AppError) {
    status = error.status;
    body = { code: error.code, message: errorText(askedLocale(request), error.message, error.said), ...(error.field && { field: error.field }) };
    Object.assign(set.headers, error.headers);
  } else {
    const described = describeFrameworkError(code, error);
    status = described.status;
    body = {
      code: described.code,
      message: errorText(askedLocale(request), described.message, described.said),
      ...(described.field && { field: described.field }),
    };
  }
  if (status >= 500 && error instanceof AppError) {
    // Ours and expected (a provider not configured, a dependency down): one line, no stack.
    log.warn('request refused', { requestId, path: new URL(request.url).pathname, status, message: error.message });
  } else if (status >= 500) {
    log.error('request failed', {
      requestId,
      method: request.method,
      path: new URL(request.url).pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
  set.status = status;
  set.headers['content-type'] = 'application/json; charset=utf-8';
  return new Response(JSON.stringify({ success: false, ...body, requestId }), {
    status,
    headers: set.headers as Record<string, string>,
  });
}

/** What the error hook reads: Elysia's, and when the request came in (noted by lib/metrics/http.ts when metrics are on). */
type ErrorContext = {
  code: string | number;
  error: unknown;
  request: Request;
  set: { headers: Record<string, unknown>; status?: unknown };
  route?: string;
  castellanStartedAt?: number;
};

// Each hook is a body that returns no call: Elysia reads a hook whose source has `=> f(` or `return f(` as
// asynchronous and awaits it, a turn of the event loop on every request (lib/cors.ts says the same).
export const httpPlugin = new Elysia({ name: 'http' })
  .onRequest(function open({ request, set }) {
    openAnswer(request, set.headers);
  })
  .onError({ as: 'global' }, function answerError({ code, error, request, set, route, castellanStartedAt }: ErrorContext) {
    const answer = errorAnswer(code, error, request, set);
    observeUnrouted(request, route, castellanStartedAt, answer.status);
    return answer;
  });

/** Gives the routes after it `clientIp` (throttling keys on it). */
export const clientPlugin = (trustedProxies: readonly string[]) =>
  new Elysia({ name: 'client', seed: trustedProxies }).derive({ as: 'scoped' }, ({ request, server }) => ({
    clientIp: clientAddress(request, server?.requestIP(request)?.address, trustedProxies),
  }));
