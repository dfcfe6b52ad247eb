/**
 * Discord sign-in settings, all or nothing: without a client id and secret the Discord routes answer a
 * clear 503; in production half a configuration refuses to start. DISCORD_API_BASE points the API's calls
 * to Discord at a local fake and exists for tests only, so production refuses it outright.
 */
export type DiscordConfig = {
  clientId: string;
  clientSecret: string;
  /** Where Discord sends the browser back: the site's origin, which forwards /api to the API. */
  redirectUri: string;
  /** Test-only replacement for https://discord.com/api (a fake); null means the real Discord. */
  apiBase: string | null;
};

type Env = Record<string, string | undefined>;

export const CALLBACK_PATH = '/api/auth/login/discord/callback';

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function loadDiscordConfig(env: Env, production: boolean, siteOrigin: string, problems: string[]): DiscordConfig | null {
  const clientId = env.DISCORD_CLIENT_ID ?? '';
  const clientSecret = env.DISCORD_CLIENT_SECRET ?? '';
  const apiBase = env.DISCORD_API_BASE || null;
  const redirectUri = env.DISCORD_REDIRECT_URI || `${siteOrigin.replace(/\/$/, '')}${CALLBACK_PATH}`;

  if (production && apiBase) problems.push('DISCORD_API_BASE is for tests only (it sends Discord calls to a fake); unset it in production.');
  if (apiBase && !isHttpUrl(apiBase)) problems.push('DISCORD_API_BASE must be an http(s) URL.');
  if (!isHttpUrl(redirectUri)) problems.push('DISCORD_REDIRECT_URI must be an http(s) URL.');
  // Outside production a half configuration is simply off, so a developer's partial .env does no harm.
  if (production && Boolean(clientId) !== Boolean(clientSecret)) {
    problems.push(`Discord sign-in is half configured; also set ${clientId ? 'DISCORD_CLIENT_SECRET' : 'DISCORD_CLIENT_ID'} (or neither).`);
  }
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, redirectUri, apiBase };
}
