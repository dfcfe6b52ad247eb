/**
 * Play now: POST /api/bots/:id/play-now. The player takes their game account back on purpose while its
 * bot waits (stepped aside for someone else playing it, or waiting while another Castellan bot holds it):
 * the bot's session takes the hold at its next ask (within seconds, runtime/session-guard.ts) and logs in
 * at once. It is a login like any other: it counts in the account's budget, and when the budget is used
 * up the answer says when Play now can log in.
 */
import { reachBot, botAnswers, botErrors, BotParams } from '../../records';
import { Elysia, t } from 'elysia';
import { said } from '@shared/i18n/said';
import { answerText } from '../../../../lib/answer-text';
import { ConflictError, NotFoundError } from '../../../../lib/errors';
import { clientPlugin, ErrorBody } from '../../../../lib/http';
import { gameAccountKey, LOGIN_BUDGET, LOGIN_WINDOW_MS } from '../../../../runtime';
import { storedAccount } from '../../../accounts/service';
import { authPlugin } from '../../../auth/plugin';
import type { AuthService } from '../../../auth/service';
import type { Bots } from '../service';
import { nextLoginAt, type LoginGuardService } from './service';
import { prose } from '../../../../lib/prose';

type Options = { auth: AuthService; bots: Pick<Bots, 'runningOn'>; guard: LoginGuardService; paceScale: number; trustedProxies: readonly string[] };

const PlayNowAnswer = t.Object({ success: t.Literal(true), message: t.String() });

export const playNowRoutes = ({ auth, bots, guard, paceScale, trustedProxies }: Options) =>
  new Elysia({ prefix: '/api/bots', tags: ['bots'] })
    .use(authPlugin(auth))
    .use(clientPlugin(trustedProxies))
    .post(
      '/:id/play-now',
      async ({ user, params, request, status }) => {
        const { bot, owner } = await reachBot(user, params.id, 'POST /api/bots/:id/play-now');
        const account = await storedAccount(owner.id, String(bot.accountId));
        if (!account) throw new NotFoundError('Bot');
        if ((await bots.runningOn(String(bot.accountId))) === 0) throw new ConflictError(said(botErrors, 'playNowNotRunning'));
        const key = gameAccountKey(account.server, account.username);
        const windowMs = LOGIN_WINDOW_MS * paceScale;
        const at = await nextLoginAt(key, Date.now(), windowMs, LOGIN_BUDGET);
        if (at > Date.now())
          throw new ConflictError(
            said(botErrors, 'playNowBudget', { count: LOGIN_BUDGET, minutes: Math.round(LOGIN_WINDOW_MS / 60_000), time: { at: at + 59_999 } }),
          );
        await guard.playNow(key, String(bot.accountId));
        return status(202, { success: true as const, message: answerText(request, said(botAnswers, 'playNow')) });
      },
      {
        auth: true,
        params: BotParams,
        response: { 202: PlayNowAnswer, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
        detail: {
          summary: 'Play now: a waiting bot logs into its game account at once',
          description: prose(
            'While the bot waits (it stepped aside because someone else played the account, or another Castellan bot holds the',
            'account), its session takes the account within seconds and logs in.',
            "The login counts in the account's budget of 3 logins in 10 minutes: 409 when the bot does not run, or when the budget",
            'is used up (the message says when Play now can log in).',
          ),
        },
      },
    );
