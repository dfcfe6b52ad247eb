/** GET/POST /api/accounts, DELETE /api/accounts/:id — the caller's game accounts. */
import { Elysia, t } from 'elysia';
import { ErrorBody } from '../../lib/http';
import { authPlugin } from '../auth/plugin';
import type { AuthService } from '../auth/service';
import { AccountParams, CreateGameAccount, GameAccount } from './model';
import type { AccountService } from './service';

type Options = { auth: AuthService; accounts: AccountService; accountInUse: (accountId: string) => Promise<boolean> };

export const accountRoutes = ({ auth, accounts, accountInUse }: Options) =>
  new Elysia({ prefix: '/api/accounts', tags: ['accounts'] })
    .use(authPlugin(auth))
    .get('', ({ user }) => accounts.list(user.id), {
      auth: true,
      response: { 200: t.Array(GameAccount), 401: ErrorBody },
      detail: { summary: 'Your game accounts (never their passwords)' },
    })
    .post('', async ({ user, body, status }) => status(201, await accounts.create(user.id, body)), {
      auth: true,
      body: CreateGameAccount,
      response: { 201: GameAccount, 401: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      detail: { summary: 'Register a game account', description: 'The password is encrypted at rest (AES-256-GCM).' },
    })
    .delete(
      '/:id',
      async ({ user, params }) => {
        await accounts.remove(user.id, params.id, accountInUse);
        return { success: true as const, message: 'Account removed' };
      },
      {
        auth: true,
        params: AccountParams,
        response: { 200: t.Object({ success: t.Literal(true), message: t.String() }), 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        detail: { summary: 'Remove a game account that no bot uses' },
      },
    );
