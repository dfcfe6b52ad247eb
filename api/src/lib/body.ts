/**
 * Request bodies, read once for every route before Elysia's own parsing: a size limit (413 before a byte
 * past it is buffered), JSON that must be an object (Elysia would quietly turn `[1]`, `"x"` or `5` into
 * `{}` and run the route with its defaults), and the raw text for the routes that verify a signature
 * over the exact bytes (webhooks).
 */
import { Elysia } from 'elysia';
import { AppError, BadRequestError, ValidationFailedError } from './errors';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth';
import { commonErrors } from './errors.messages';
import { DIRECTION_CONTROLS, showsNothing } from '@shared/text-safety';
import { said } from '@shared/i18n/said';

/** 64 KB is far above any form of ours (a bot's settings are well under 4 KB). */
export const JSON_BODY_LIMIT = 64 * 1024;

export class PayloadTooLargeError extends AppError {
  constructor(limit: number) {
    super(413, 'PAYLOAD_TOO_LARGE', said(commonErrors, 'tooLarge', { size: Math.round(limit / 1024) }));
  }
}

/** Reads at most `limit` bytes of the body; more is a 413, and reading stops there. */
async function readCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) throw new PayloadTooLargeError(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel();
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * JSON.parse makes `"__proto__"` an own key; anything that later copies the object by assignment (schema
 * cleaning, spreading into a record) turns it into a prototype and the key silently vanishes, so a setting
 * that was never checked looks accepted. `constructor` and `prototype` are the other way into a prototype
 * for code that merges objects key by key. No form of ours has such a field: refuse them at any depth.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/**
 * And the NUL character (U+0000), in a key or a text: PostgreSQL's jsonb cannot hold it, so FerretDB over
 * it failed the write with a 500 (schemathesis: an admin's plan change with a NUL in its reason), and no
 * form of ours means one.
 */
function refuseUnsafeKeys(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw new ValidationFailedError(said(commonErrors, 'forbiddenKey', { key }));
  if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
    throw new ValidationFailedError('The request body may not contain the NUL character (U+0000).');
  }
  if (typeof value === 'string' && !SECRET_KEY.test(key)) {
    // shared/src/text-safety.ts: text that reads otherwise than it is stored, a name that shows as nothing.
    if (DIRECTION_CONTROLS.test(value)) throw new ValidationFailedError(said(commonErrors, 'directionControls', { key }), key);
    if (NAME_KEYS.has(key) && showsNothing(value)) throw new ValidationFailedError(said(commonErrors, 'invisibleName', { key }), key);
  }
  return value;
}

/** Passwords (and the game's) are taken as typed: never shown, and one typed before this rule must still sign in. */
const SECRET_KEY = /password|secret/i;
/** The fields players name things with, shown to other players. */
const NAME_KEYS = new Set(['name', 'username', 'subject', 'title', 'game_alliance_name']);

type Route = { method: string; path: string; hooks: { body?: unknown } };

/**
 * "METHOD /route/:pattern" of every route whose body is required. Elysia fills a missing body with `{}`
 * before validating it when its schema has a default or a number field (a bodiless PATCH of a game
 * account answered 200), so a missing body is refused here, before Elysia sees it.
 */
export function routesNeedingBody(routes: Route[]): Set<string> {
  const optional = Symbol.for('TypeBox.Optional');
  return new Set(
    routes
      .filter((r) => r.hooks.body && typeof r.hooks.body === 'object' && (r.hooks.body as Record<symbol, unknown>)[optional] !== 'Optional')
      .map((r) => `${r.method} ${r.path}`),
  );
}

/**
 * `rawRoutes`: path → limit for routes that receive the body as text (signed webhooks). `needsBody`: whether
 * a route (its method and pattern) requires a body, so that an empty one is a 422 with a clear message.
 */
export const bodyPlugin = (rawRoutes: Record<string, number> = {}, needsBody: (method: string, route: string) => boolean = () => false) =>
  new Elysia({ name: 'body', seed: rawRoutes }).onParse({ as: 'global' }, async ({ request, path, route, contentType }) => {
    const raw = rawRoutes[path];
    if (raw !== undefined) return readCapped(request, raw);
    const text = await readCapped(request, JSON_BODY_LIMIT);
    if (!text.trim()) {
      if (needsBody(request.method, route)) throw new ValidationFailedError('This request needs a JSON body (Content-Type: application/json).');
      return;
    }
    if (!contentType?.toLowerCase().includes('json'))
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
    if (jsonNestsDeeperThan(text)) throw new BadRequestError(said(commonErrors, 'tooDeep', { count: MAX_JSON_DEPTH }));
    let value: unknown;
    try {
      value = JSON.parse(text, refuseUnsafeKeys);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new BadRequestError('The request body is not valid JSON.');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ValidationFailedError('The request body must be a JSON object.');
    return value;
  });
