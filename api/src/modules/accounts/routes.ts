/** GET/POST /api/accounts, PATCH/DELETE /api/accounts/:id, POST /api/accounts/:id/resume — the caller's game accounts. */
import { Elysia, t } from 'elysia';
import { answerText } from '../../lib/answer-text';
import { said } from '@shared/i18n/said';
import { accountAnswers } from './answers.messages';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import { requireVerifiedEmail } from '../auth/credentials/verified';
import type { AuthService } from '../auth/service';
import type { UserDocument } from '../users/records';
import { AccountParams, CreateGameAccount, GameAccount, UpdateGameAccount } from './schemas';
import type { AccountService } from './service';
import { accountRiskRoutes } from './risk/routes';
import { LockSchema, resumeAccount } from './safety';
import { prose } from '../../lib/prose';

type Options = {
  auth: AuthService;
  accounts: AccountService;
  accountInUse: (accountId: string) => Promise<boolean>;
  /** How many bots of the account run now. */
  runningBots?: (accountId: string) => Promise<number>;
  /** The account's login changed: running sessions take it at their next login. */
  loginChanged?: (accountId: string) => Promise<void>;
  /** The account's safety lock was lifted: its running bots let go of it before their next step. */
  resumed?: (accountId: string) => Promise<void>;
  /** The account was removed: what other features kept about it goes with it (its shares: sharing/). */
  removed?: (accountId: string) => Promise<void>;
  /** Writes who lifted a lock in the audit log (admin/audit.ts: the accounts module imports no admin). */
  audit?: (actor: Pick<UserDocument, '_id' | 'email'>, action: string, target: string, details: string, about: { userId: string }) => Promise<void>;
};

export const accountRoutes = ({ auth, accounts, accountInUse, runningBots, loginChanged, resumed, removed, audit }: Options) =>
  new Elysia({ prefix: '/api/accounts', tags: ['accounts'] })
    .use(authPlugin(auth))
    .use(accountRiskRoutes({ auth, accounts, accountChanged: loginChanged }))
    .get('', ({ user }) => accounts.list(user.id), {
      auth: true,
      response: { 200: t.Array(GameAccount), 401: ErrorBody },
      detail: { summary: 'Your game accounts (never their passwords)' },
    })
    .post(
      '',
      async ({ user, body, status }) => {
        requireVerifiedEmail(user);
        return status(201, await accounts.create(user.id, body));
      },
      {
        auth: true,
        body: CreateGameAccount,
        response: { 201: GameAccount, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody },
        detail: { summary: 'Register a game account', description: 'The password (and the proxy URL, if given) is encrypted at rest (AES-256-GCM).' },
      },
    )
    .patch(
      '/:id',
      async ({ user, params, body }) => {
        const account = await accounts.update(user.id, params.id, body, runningBots);
        if (body.password !== undefined || body.proxy !== undefined || body.yield_minutes !== undefined) await loginChanged?.(account.id);
        return account;
      },
      {
        auth: true,
        params: AccountParams,
        body: UpdateGameAccount,
        response: { 200: GameAccount, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Change a game account: e-mail, server, password, tag, proxy or yield time',
          description: prose(
            'Fields left out stay as they are.',
            '`password`: stored encrypted, never returned; a new password or server drops the login token the game gave.',
            '`server`: refused (409) while bots on the account run.',
            '`proxy`: an http://, https:// or socks5:// URL with host and port (optionally user:password@), stored encrypted and',
            'returned without its login; null or "" removes it.',
            '`yield_minutes`: how long the bots step aside after someone else logged into the account.',
            'A running session takes a new password, proxy or yield time at its next login.',
          ),
        },
      },
    )
    .post(
      '/:id/resume',
      async ({ user, params, request }) => {
        const { lock, account } = await resumeAccount(user, params.id);
        await audit?.(user, 'account.resume', params.id, `${account}: safety lock of ${lock.at} lifted (${lock.reason})`, { userId: user.id });
        await resumed?.(params.id);
        return { success: true as const, message: answerText(request, said(accountAnswers, 'resumed')), lifted: lock };
      },
      {
        auth: true,
        params: AccountParams,
        response: { 200: t.Object({ success: t.Literal(true), message: t.String(), lifted: LockSchema }), 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        detail: {
          summary: "Resume a game account's bots after a safety lock",
          description: prose(
            'A safety lock stops every bot of a game account when the game answers with a code no bot knows, refuses one action five',
            'times in a row, bans the account or warns it (`locked` in GET /api/accounts says why).',
            "Resume lifts it: the account's running bots play again from their next step.",
            '409 when the account is not locked; 404 for an account that is not yours. Written in the audit log.',
          ),
        },
      },
    )
    .delete(
      '/:id',
      async ({ user, params, request }) => {
        await accounts.remove(user.id, params.id, accountInUse);
        await removed?.(params.id);
        return { success: true as const, message: answerText(request, said(accountAnswers, 'removed')) };
      },
      {
        auth: true,
        params: AccountParams,
        response: { 200: t.Object({ success: t.Literal(true), message: t.String() }), 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        detail: { summary: 'Remove a game account that no bot uses' },
      },
    );
