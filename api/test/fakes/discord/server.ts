/**
 * A local fake of Discord's OAuth2 token endpoint and `GET /users/@me`, so our Discord sign-in is tested at
 * its HTTP boundary against Discord's real request and response shapes. Point DISCORD_API_BASE at
 * `fake.apiBase`; it stands in for `https://discord.com/api`.
 *
 *   const discord = await startFakeDiscord();
 *   const player = discord.addUser({ username: 'nelly', email: 'nelly@example.com' });
 *   // …our API builds an authorize URL and the browser goes to Discord…
 *   const back = discord.authorize(authorizeUrl, player.id);   // what the user does on Discord's screen
 *   // …the browser follows `back` to our callback with `code` and `state`…
 *
 * Other processes (the browser tests) use the same helpers over HTTP: `POST /_fake/users`,
 * `POST /_fake/authorize` and `POST /_fake/interactions` (a user's slash command, signed and posted to the
 * application's Interactions Endpoint URL; answers the endpoint's status and answer). Run it on its own: `bun api/test/fakes/discord/server.ts`
 * (DISCORD_FAKE_PORT, default 8789).
 */
import { createDiscordInteractions } from './interactions';
import { AuthorizeRefused, consentRedirect, readAuthorizeRequest } from './consent';
import { invalidCode, json, notFound, oauthError, unauthorized } from './errors';
import { verifierMatches } from './pkce';
import { createStore, type NewUser } from './store';
import type { DiscordTokenResponse, DiscordUser } from './shapes';

export type * from './shapes';

export type FakeDiscord = {
  /** http://127.0.0.1:<port>: stands in for https://discord.com. */
  url: string;
  /** `${url}/api`: the value for DISCORD_API_BASE. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  users: Map<string, DiscordUser>;
  addUser(fields?: NewUser): DiscordUser;
  /**
   * What `userId` does on Discord's authorization screen for `authorizeUrl` (the URL our API built):
   * Authorize, or Cancel with `deny`. Returns where Discord sends the browser; throws AuthorizeRefused for
   * a request Discord would not show.
   */
  authorize(authorizeUrl: string | URL, userId: string, options?: { deny?: boolean }): string;
  requests: { method: string; path: string; body: Record<string, string> | unknown; headers: Record<string, string> }[];
  /** The application's public key (hex): the value for DISCORD_PUBLIC_KEY. */
  publicKeyHex: string;
  /** Where Discord posts slash commands (the application's Interactions Endpoint URL). */
  interactionsTo(url: string): void;
  stop(): Promise<void>;
};

/** Fixed, obviously fake credentials: stable across runs so a local `.env` can hold them. Discord app ids are snowflakes. */
const CLIENT_ID = '1100000000000000001';
const CLIENT_SECRET = 'FakeDiscordClientSecretForTests';

type Options = {
  port?: number;
  /** Registered redirect URIs; when empty any http(s) URI is accepted. */
  redirectUris?: string[];
  /** Discord's codes are short-lived; 10 minutes unless a test needs to see one expire. */
  codeTtlSeconds?: number;
  /** Discord's access tokens last 7 days (expires_in 604800). */
  accessTokenTtlSeconds?: number;
};

type Context = { req: Request; url: URL; text: string };

const FORM = 'application/x-www-form-urlencoded';

/** Client authentication: HTTP Basic (what Arctic sends) or client_id/client_secret in the form. */
function clientOf(req: Request, form: URLSearchParams): { id: string; secret: string } | null {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (basic) {
    let decoded = '';
    try {
      decoded = atob(basic);
    } catch {
      return null;
    }
    const colon = decoded.indexOf(':');
    return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

/** The user as `GET /users/@me` shows it to a token with `scopes`: no `email`/`verified` without the email scope. */
function visibleUser(user: DiscordUser, scopes: string[]): DiscordUser {
  if (scopes.includes('email')) return { ...user };
  const { email: _email, verified: _verified, ...rest } = user;
  return rest;
}

export async function startFakeDiscord(options: Options = {}): Promise<FakeDiscord> {
  const store = createStore({
    codeTtlMs: (options.codeTtlSeconds ?? 600) * 1000,
    accessTokenTtlMs: (options.accessTokenTtlSeconds ?? 604_800) * 1000,
  });
  const redirectUris = options.redirectUris ?? [];
  const requests: FakeDiscord['requests'] = [];

  function authorize(authorizeUrl: string | URL, userId: string, { deny = false }: { deny?: boolean } = {}): string {
    const request = readAuthorizeRequest(new URL(authorizeUrl), CLIENT_ID, redirectUris);
    if (deny) return consentRedirect(request, { denied: true });
    if (!store.users.has(userId)) throw new Error(`The Discord fake has no user ${userId}; add one with addUser()`);
    const grant = store.createGrant({
      clientId: request.clientId,
      userId,
      redirectUri: request.redirectUri,
      scopes: request.scopes,
      challenge: request.challenge,
    });
    return consentRedirect(request, { grant });
  }

  // --- OAuth2 --------------------------------------------------------------------------------------

  function exchangeToken({ req, text }: Context): Response {
    const form = (req.headers.get('content-type') ?? '').includes(FORM) ? new URLSearchParams(text) : new URLSearchParams();
    const client = clientOf(req, form);
    if (!client || client.id !== CLIENT_ID || client.secret !== CLIENT_SECRET) return oauthError(401, 'invalid_client');
    if (form.get('grant_type') !== 'authorization_code') return oauthError(400, 'unsupported_grant_type');
    const code = form.get('code');
    if (!code) return oauthError(400, 'invalid_request', 'Missing "code" in request.');
    const grant = store.redeemableGrant(code, client.id);
    if (!grant) return invalidCode();
    // One try per code: a failed check below still uses it up, so a stolen code cannot be retried.
    store.redeem(grant);
    if ((form.get('redirect_uri') ?? null) !== grant.redirectUri) {
      return oauthError(400, 'invalid_grant', 'Invalid "redirect_uri" in request.');
    }
    const verifier = form.get('code_verifier');
    if (grant.challenge && !(verifier && verifierMatches(verifier, grant.challenge.value, grant.challenge.method))) {
      return oauthError(400, 'invalid_grant', 'Invalid "code_verifier" in request.');
    }
    const issued = store.issueAccessToken(grant);
    const body: DiscordTokenResponse = {
      access_token: issued.accessToken,
      token_type: 'Bearer',
      expires_in: issued.expiresInSeconds,
      refresh_token: issued.refreshToken,
      scope: grant.scopes.join(' '),
    };
    return json(200, body);
  }

  function currentUser({ req }: Context): Response {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    const access = token ? store.accessGrant(token) : undefined;
    const user = access && store.users.get(access.userId);
    if (!access || !user || !access.scopes.includes('identify')) return unauthorized();
    return json(200, visibleUser(user, access.scopes));
  }

  // --- Test helpers over HTTP, for the browser tests (another process) -------------------------------

  function addUserOverHttp({ text }: Context): Response {
    let fields: NewUser = {};
    try {
      fields = text.trim() ? (JSON.parse(text) as NewUser) : {};
    } catch {
      return json(400, { message: 'Body must be JSON' });
    }
    return json(201, store.addUser(fields));
  }

  function authorizeOverHttp({ text }: Context): Response {
    let body: { url?: string; user_id?: string; deny?: boolean };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return json(400, { message: 'Body must be JSON: { url, user_id, deny? }' });
    }
    try {
      return json(200, { location: authorize(body.url ?? '', body.user_id ?? '', { deny: body.deny === true }) });
    } catch (error) {
      if (error instanceof AuthorizeRefused) return oauthError(400, error.error, error.description);
      return json(400, { message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Messages posted to webhooks (Execute Webhook: 204 without ?wait=true), for the tests to read. */
  const webhookMessages: { webhookId: string; content: string; allowedMentions: unknown }[] = [];

  function executeWebhook({ url, text }: Context): Response {
    const [, webhookId] = /\/webhooks\/(\d+)\//.exec(url.pathname) ?? [];
    let body: { content?: string; allowed_mentions?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return json(400, { message: 'The request body contains invalid JSON.', code: 50109 });
    }
    if (!body.content) return json(400, { message: 'Cannot send an empty message', code: 50006 });
    webhookMessages.push({ webhookId: webhookId!, content: body.content, allowedMentions: body.allowed_mentions });
    return new Response(null, { status: 204 });
  }

  // Slash commands: a user's command, signed with the application's key and posted to its endpoint, as
  // Discord does; the endpoint's answer is what Discord would show the user.
  const interactions = createDiscordInteractions();
  let interactionsUrl: string | null = null;
  async function sendCommandOverHttp({ text }: Context): Promise<Response> {
    if (!interactionsUrl) return json(409, { message: 'No Interactions Endpoint URL is set for this application.', code: 0 });
    const { user_id, name, option, locale } = JSON.parse(text || '{}') as {
      user_id: string;
      name: string;
      option?: { name: string; value: string };
      locale?: string;
    };
    const signed = interactions.signed(interactions.command(user_id, name, option, { locale }));
    const res = await fetch(interactionsUrl, { method: 'POST', headers: signed.headers, body: signed.body });
    return json(200, { status: res.status, answer: await res.json() });
  }

  const routes: { method: string; pattern: RegExp; handle: (ctx: Context) => Response | Promise<Response> }[] = [
    // Discord serves its API unversioned and under /v6…/v10; the same handlers answer all of them.
    { method: 'POST', pattern: /^\/api(?:\/v\d+)?\/oauth2\/token$/, handle: exchangeToken },
    { method: 'GET', pattern: /^\/api(?:\/v\d+)?\/users\/@me$/, handle: currentUser },
    { method: 'POST', pattern: /^\/_fake\/users$/, handle: addUserOverHttp },
    { method: 'POST', pattern: /^\/_fake\/authorize$/, handle: authorizeOverHttp },
    { method: 'POST', pattern: /^\/api(?:\/v\d+)?\/webhooks\/\d+\/[\w-]+$/, handle: executeWebhook },
    { method: 'GET', pattern: /^\/_fake\/webhook-messages$/, handle: () => json(200, webhookMessages) },
    { method: 'POST', pattern: /^\/_fake\/interactions$/, handle: sendCommandOverHttp },
  ];

  async function handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const text = await req.text();
    const headers = Object.fromEntries(req.headers.entries());
    const body = (headers['content-type'] ?? '').includes(FORM) ? Object.fromEntries(new URLSearchParams(text)) : text || undefined;
    requests.push({ method: req.method, path: url.pathname + url.search, body, headers });
    const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
    if (!route) return notFound();
    try {
      return await route.handle({ req, url, text });
    } catch (error) {
      console.error('Discord fake failed on', req.method, url.pathname, error);
      return json(500, { message: '500: Internal Server Error', code: 0 });
    }
  }

  const server = Bun.serve({ hostname: '127.0.0.1', port: options.port ?? 0, fetch: handle });
  const url = `http://127.0.0.1:${server.port}`;

  return {
    url,
    apiBase: `${url}/api`,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    users: store.users,
    addUser: store.addUser,
    authorize,
    requests,
    publicKeyHex: interactions.publicKeyHex,
    interactionsTo: (to) => {
      interactionsUrl = to;
    },
    stop: async () => {
      await server.stop(true);
    },
  };
}

if (import.meta.main) {
  const fake = await startFakeDiscord({ port: Number(process.env.DISCORD_FAKE_PORT ?? 8789) });
  // Printed as the API's own settings (api/src/modules/auth/discord/config.ts), ready to paste into .env.
  const lines = [`DISCORD_API_BASE=${fake.apiBase}`, `DISCORD_CLIENT_ID=${fake.clientId}`, `DISCORD_CLIENT_SECRET=${fake.clientSecret}`];
  console.log(`Discord fake listening on ${fake.url}\n${lines.join('\n')}`);
}
