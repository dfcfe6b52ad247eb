/**
 * Discord's authorization screen (`GET https://discord.com/oauth2/authorize`), reduced to its outcome: the
 * URL Discord sends the browser back to after the user clicks Authorize or Cancel. The request is checked
 * as Discord checks it before it shows the screen; a bad one never reaches the redirect URI.
 */
import type { ChallengeMethod } from './pkce';
import type { Grant } from './store';

/** Scopes Discord knows (developer docs, OAuth2 scopes). */
const KNOWN_SCOPES = new Set([
  'activities.read',
  'activities.write',
  'applications.builds.read',
  'applications.builds.upload',
  'applications.commands',
  'applications.commands.update',
  'applications.commands.permissions.update',
  'applications.entitlements',
  'applications.store.update',
  'bot',
  'connections',
  'dm_channels.read',
  'email',
  'gdm.join',
  'guilds',
  'guilds.join',
  'guilds.members.read',
  'identify',
  'messages.read',
  'openid',
  'relationships.read',
  'role_connections.write',
  'rpc',
  'rpc.activities.write',
  'rpc.notifications.read',
  'rpc.voice.read',
  'rpc.voice.write',
  'voice',
  'webhook.incoming',
]);

/** The text Discord puts next to `error=access_denied` when the user cancels. */
export const ACCESS_DENIED_DESCRIPTION = 'The resource owner or authorization server denied the request';

/** An authorization request Discord would not show: the browser stays on Discord's error page. */
export class AuthorizeRefused extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export type AuthorizeRequest = {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  challenge: { value: string; method: ChallengeMethod } | null;
};

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Reads and checks the query of an authorize URL for `clientId`; `redirectUris` are the app's registered ones (any http(s) URL when empty). */
export function readAuthorizeRequest(url: URL, clientId: string, redirectUris: readonly string[]): AuthorizeRequest {
  const q = url.searchParams;
  if (q.get('client_id') !== clientId) throw new AuthorizeRefused('invalid_client', 'Unknown Application');
  if (q.get('response_type') !== 'code') throw new AuthorizeRefused('unsupported_response_type', 'Unsupported response type');
  const redirectUri = q.get('redirect_uri') ?? '';
  const registered = redirectUris.length ? redirectUris.includes(redirectUri) : isHttpUrl(redirectUri);
  if (!registered) throw new AuthorizeRefused('invalid_request', 'Invalid OAuth2 redirect_uri');
  const scopes = (q.get('scope') ?? '').split(' ').filter(Boolean);
  if (!scopes.length || scopes.some((s) => !KNOWN_SCOPES.has(s))) throw new AuthorizeRefused('invalid_scope', 'Invalid scope');
  const challengeValue = q.get('code_challenge');
  const method = q.get('code_challenge_method') ?? 'plain';
  if (challengeValue !== null && method !== 'S256' && method !== 'plain') {
    throw new AuthorizeRefused('invalid_request', 'Invalid code_challenge_method');
  }
  return {
    clientId,
    redirectUri,
    scopes,
    state: q.get('state'),
    challenge: challengeValue === null ? null : { value: challengeValue, method: method as ChallengeMethod },
  };
}

/** Where Discord sends the browser: `redirect_uri` with `code` (or the denial) and the same `state`. */
export function consentRedirect(request: AuthorizeRequest, outcome: { grant: Grant } | { denied: true }): string {
  const location = new URL(request.redirectUri);
  if ('grant' in outcome) {
    location.searchParams.set('code', outcome.grant.code);
  } else {
    location.searchParams.set('error', 'access_denied');
    location.searchParams.set('error_description', ACCESS_DENIED_DESCRIPTION);
  }
  if (request.state !== null) location.searchParams.set('state', request.state);
  return location.href;
}
