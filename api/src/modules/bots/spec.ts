/**
 * What the runtime needs to run a bot: its template, settings, opened secrets and its game account's
 * session facts (login, where the game server is, proxy, how long to yield to the player). Built here
 * only, so everything the runtime learns about a bot passes one place.
 */
import type { Sealer } from '../../lib/crypto';
import { ForbiddenError } from '../../lib/errors';
import type { BotSpec } from '../../runtime';
import { GameAccountModel } from '../accounts/account.model';
import type { ServerDirectory } from '../game-network/directory';
import type { AccountService } from '../accounts/service';
import { BotModel, type BotDocument } from './bot.model';

/** `servers`: each game server's zone and WebSocket URL (the game's network document, or GAME_WS_URL). */
export type SpecDeps = { accounts: AccountService; sealer: Sealer; servers: Pick<ServerDirectory, 'resolve'> };

export async function specFor(bot: BotDocument, deps: SpecDeps): Promise<BotSpec> {
  const account = await GameAccountModel.findById(bot.accountId);
  if (!account) throw new ForbiddenError('The game account of this bot was removed. Delete the bot and create it again.');
  const login = deps.accounts.loginFor(account);
  const deviceId = await deps.accounts.deviceIdOf(account);
  const where = await deps.servers.resolve(login.server);
  return {
    botId: bot.id,
    botName: bot.name,
    templateId: bot.templateId,
    settings: bot.settings as Record<string, string | number>,
    secrets: bot.secretsSealed ? (JSON.parse(deps.sealer.open(bot.secretsSealed)) as Record<string, string>) : {},
    account: {
      id: account.id,
      server: login.server,
      zone: where.zone,
      username: login.username,
      password: login.password,
      gameUrl: where.url,
      proxy: login.proxy,
      yieldMinutes: login.yieldMinutes,
      loginToken: login.loginToken,
      deviceId,
    },
    today: bot.today ? { day: bot.today.day, actions: bot.today.actions, loot: bot.today.loot } : null,
  };
}

/** The specs of those of these bots that should run now: deleted and stopped bots are left out (a fleet moving sessions). */
export async function onlineSpecs(botIds: string[], deps: SpecDeps): Promise<BotSpec[]> {
  const bots = await BotModel.find({ _id: { $in: botIds }, desiredState: 'online' });
  const specs = await Promise.allSettled(bots.map((bot) => specFor(bot, deps)));
  return specs.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
}
