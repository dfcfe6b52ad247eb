/**
 * GET /api/auth/me, the session check every page of the app asks, answered two ways from one
 * implementation: the Elysia route (routes.ts: OpenAPI, the Eden client, `app.handle`) and a route Bun
 * calls directly whenever the app listens (lib/native-route.ts), without Elysia's per-request work
 * (docs/benchmarks.md). Both ask `sessionAuthUser` (plugin.ts) and build the body with `meBody`; me.test.ts
 * compares their answers case by case.
 */
import type { AuthUser } from '@shared/auth';
import { getSchemaValidator, ValidationError } from 'elysia';
import type { JsonAnswer } from '../../lib/native-route';
import { sessionAuthUser } from './plugin';
import { MeResponse } from './schemas';
import type { AuthService } from './service';

export const ME_PATH = '/api/auth/me';

/** The answer's body. */
export const meBody = (user: AuthUser) => ({ success: true as const, user });

// The route's response schema, applied as Elysia applies it to a 200 (normalize: the default): cleaned to
// the schema's keys, then checked, a failure being Elysia's response ValidationError.
const response = getSchemaValidator(MeResponse, { normalize: true });

/**
 * The JSON of `user`'s answer. A user the session check keeps is one object shared by every request
 * (user-cache.ts, read-only), so its text is made and checked once and kept beside it.
 */
const texts = new WeakMap<AuthUser, string>();
function meText(user: AuthUser): string {
  let text = texts.get(user);
  if (text === undefined) {
    let body: unknown = meBody(user);
    try {
      if (response.Clean) body = response.Clean(body);
    } catch {
      // As Elysia: what cannot be cleaned is checked as it is.
    }
    if (!response.Check(body)) throw new ValidationError('response', response, body);
    text = JSON.stringify(body);
    texts.set(user, text);
  }
  return text;
}

/** The native route's answer: the same session check, the same body. */
export const meAnswer =
  (auth: AuthService): JsonAnswer =>
  (request, server) => {
    const user = sessionAuthUser(auth, request, server);
    return user instanceof Promise ? user.then(meText) : meText(user);
  };
