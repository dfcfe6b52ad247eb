/**
 * Test login: POST /api/accounts/test-login (details not saved yet: the add form) and
 * POST /api/accounts/:id/test-login (a saved account, with the changes not saved yet: the edit dialog).
 * One short session against the game from where bots log in (the runtime), answering "logged in" or the
 * game's reason. The game allows one session per account, so an account whose bots play is not tried.
 */
import { newDeviceId } from '@shared/game-wire/login';
import { Elysia, t } from 'elysia';
import { oneOf } from '../../lib/one-of';
import { DEFAULT_GAME_SERVER, GAME_SERVERS, YIELD_MINUTES } from '@shared/game';
import { parseProxyUrl, PROXY_URL_MAX_LENGTH } from '@shared/proxy';
import { ConflictError, TooManyRequestsError, ValidationFailedError } from '../../lib/errors';
import { ErrorBody } from '../../lib/http';
import type { SharedCounter } from '../../lib/shared-counter';
import type { AccountSpec, LoginCheck } from '../../runtime';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import type { ServerDirectory } from '../game-network/directory';
import { AccountParams, GameName, GamePassword } from './schemas';
import type { AccountService } from './service';
import { said } from '@shared/i18n/said';
import { fixedText } from '../../lib/error-language';
import { accountErrors } from './errors.messages';
import { answerText } from '../../lib/answer-text';
// The runtime's words for a test login, answered here in the asker's language.
import '@shared/login-check.messages';
import '@shared/bot-lines/session.messages';

type Options = {
  auth: AuthService;
  accounts: AccountService;
  servers: Pick<ServerDirectory, 'resolve'>;
  checkLogin: (account: AccountSpec) => Promise<LoginCheck>;
  runningBots: (accountId: string) => Promise<number>;
  /** Tries per user in a window (each is a real login to the game). */
  throttle: SharedCounter;
};

const Server = oneOf(GAME_SERVERS, { error: 'Choose a game server from the list (for example INT1).' });
const Proxy = t.Union([t.String({ maxLength: PROXY_URL_MAX_LENGTH }), t.Null()], {
  error: fixedText(accountErrors, 'proxyLength', { count: PROXY_URL_MAX_LENGTH }),
});

const NewDetails = t.Object({
  server: t.Optional(Server),
  username: GameName,
  password: GamePassword,
  proxy: t.Optional(Proxy),
});
const Changes = t.Object({ server: t.Optional(Server), password: t.Optional(GamePassword), proxy: t.Optional(Proxy) });

const LoginCheckResponse = t.Object({
  success: t.Literal(true),
  ok: t.Boolean({ description: 'Whether the game took the login' }),
  message: t.String({ description: '"Logged in as … on …", or the game\'s reason' }),
});

/** The proxy as typed: a URL checked like the account's, or none. */
function proxyOf(input: string | null | undefined, saved: string | null): string | null {
  if (input === undefined) return saved;
  if (input === null || input.trim() === '') return null;
  const check = parseProxyUrl(input);
  if (!check.ok) throw new ValidationFailedError(check.said);
  return check.proxy.url;
}

export const loginCheckRoutes = ({ auth, accounts, servers, checkLogin, runningBots, throttle }: Options) => {
  async function run(
    request: Request,
    userId: string,
    login: {
      id: string;
      server: string;
      username: string;
      password: string;
      proxy: string | null;
      loginToken: string | null;
      yieldMinutes: number;
      deviceId: string;
    },
  ) {
    const wait = await throttle.reserve(userId);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw new TooManyRequestsError(said(accountErrors, 'tooManyTestLogins', { count: minutes }), wait);
    }
    const where = await servers.resolve(login.server);
    const check = await checkLogin({ ...login, zone: where.zone, gameUrl: where.url });
    return { success: true as const, ok: check.ok, message: answerText(request, check.said ? { text: check.message, message: check.said } : check.message) };
  }

  return new Elysia({ prefix: '/api/accounts', tags: ['accounts'] })
    .use(authPlugin(auth))
    .post(
      '/test-login',
      ({ user, body, request }) =>
        run(request, user.id, {
          // Not an account yet: a login token the game hands out is not kept.
          id: `login-check-${crypto.randomUUID()}`,
          server: body.server ?? DEFAULT_GAME_SERVER,
          username: body.username.trim(),
          password: body.password,
          proxy: proxyOf(body.proxy, null),
          loginToken: null,
          yieldMinutes: YIELD_MINUTES.default,
          // Not an account yet either: a device id of its own, made as the game client makes one.
          deviceId: newDeviceId(),
        }),
      {
        auth: true,
        body: NewDetails,
        response: { 200: LoginCheckResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody },
        detail: {
          summary: 'Test login with details not saved yet',
          description: 'Logs into the game once and out again. If you are playing on the account right now, the game signs you out (one session per account).',
        },
      },
    )
    .post(
      '/:id/test-login',
      async ({ user, params, body, request }) => {
        const account = await accounts.get(user.id, params.id);
        const running = await runningBots(account.id);
        if (running > 0) throw new ConflictError(said(accountErrors, 'botsPlaying', { count: running }));
        const saved = accounts.loginFor(account);
        const changed = body.password !== undefined || (body.server !== undefined && body.server !== saved.server);
        return run(request, user.id, {
          id: account.id,
          server: body.server ?? saved.server,
          username: saved.username,
          password: body.password ?? saved.password,
          proxy: proxyOf(body.proxy, saved.proxy),
          // A changed password or server is tried with the password itself, not the old login token.
          loginToken: changed ? null : saved.loginToken,
          yieldMinutes: saved.yieldMinutes,
          deviceId: await accounts.deviceIdOf(account),
        });
      },
      {
        auth: true,
        params: AccountParams,
        body: Changes,
        response: { 200: LoginCheckResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody },
        detail: {
          summary: 'Test login with a saved account (and changes not saved yet)',
          description:
            'Logs into the game once and out again with the saved details, or with `password`, `server` or `proxy` as given. Refused (409) while bots on the account run.',
        },
      },
    );
};
