/**
 * Discord's error bodies: OAuth 2.0 errors on the token endpoint, `{ message, code }` on the REST API, so
 * our error handling is tested against what Discord really answers.
 */
import type { DiscordApiError, DiscordOAuthError } from './shapes';

export function json(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

export function oauthError(status: 400 | 401, error: string, description?: string): Response {
  const body: DiscordOAuthError = description === undefined ? { error } : { error, error_description: description };
  return json(status, body);
}

/** The description Discord gives for every code it will not redeem: unknown, used, expired or someone else's. */
export const invalidCode = () => oauthError(400, 'invalid_grant', 'Invalid "code" in request.');

/** A missing, unknown, expired or revoked bearer token. */
export function unauthorized(): Response {
  const body: DiscordApiError = { message: '401: Unauthorized', code: 0 };
  return json(401, body);
}

export function notFound(): Response {
  const body: DiscordApiError = { message: '404: Not Found', code: 0 };
  return json(404, body);
}
