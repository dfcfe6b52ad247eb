/** A bot's trade log: GET /api/bots/:id/trades, the owner's only. */
import { reachBot, BotParams } from '../../records';
import { Elysia } from 'elysia';
import { ErrorBody } from '../../../../lib/http';
import { authPlugin } from '../../../auth/plugin';
import type { AuthService } from '../../../auth/service';
import { TradesQuery, TradesResponse } from './schemas';
import { KEEP_PER_BOT, listTrades } from './service';
import { prose } from '../../../../lib/prose';

type Options = { auth: AuthService };

export const tradeRoutes = ({ auth }: Options) =>
  new Elysia({ prefix: '/api/bots', tags: ['bots'] }).use(authPlugin(auth)).get(
    '/:id/trades',
    async ({ user, params, query }) => {
      const { bot } = await reachBot(user, params.id, 'GET /api/bots/:id/trades');
      return { trades: await listTrades(bot.id, query.limit ?? 50, query.before ? new Date(query.before) : undefined) };
    },
    {
      auth: true,
      params: BotParams,
      query: TradesQuery,
      response: { 200: TradesResponse, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      detail: {
        summary: "Your bot's market trades and carriage sends, newest first",
        description: prose(
          `Each trade the bot made, or would have made, with its time, resource, amount, price (coins per 100 units), coins and`,
          `the rule that asked for it, and each carriage of goods it sent to another of your castles ("side" send, "to" the`,
          `castle).`,
          `"market" says where: "ours" is the local game server's market; "none" a server without one — the live game's commands`,
          `to sell and buy resources are not public, so there the bot only reports what it would trade; "carriage" a send by the`,
          `Marketplace's carriages, on every server.`,
          `The newest ${KEEP_PER_BOT} are kept per bot; page with "before" (the "at" of a page's last trade).`,
        ),
      },
    },
  );
