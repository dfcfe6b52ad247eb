/**
 * What the runtime needs to run a bot: its template, settings, opened secrets and its game account's
 * session facts (login, where the game server is, proxy, how long to yield to the player). Built here
 * only, so everything the runtime learns about a bot passes one place.
 */
import { secretsTaken } from '../../templates/settings';
import type { Sealer } from '../../../lib/crypto';
import { ForbiddenError } from '../../../lib/errors';
import { DAY_COUNTERS, RISK_COUNTERS, riskOwner, type BotSpec, type DayCounts, type DayCountStore } from '../../../runtime';
import { budgetOf } from '@shared/risk';
import type { OpenAttack } from '@shared/timeline';
import type { ServerDirectory } from '../../game-network/directory';
import { storedAccount, storedAccounts, type AccountService, type GameAccountDocument } from '../../accounts/service';
import { scriptForBot } from '../../scripts/service';
import { safetyOf } from '../../accounts/safety';
import { BotModel, type BotDocument } from '../records/bot.model';
import { tradedToday } from './trades/service';
import { dayCountsOf, reserveDayCount } from './day-counts/service';
import { riskCounts } from '../../accounts/risk/service';

/** The runtime's day counts are answered here too: what the runtime learns about a bot passes this one place. */
export const dayCounts: DayCountStore = { reserve: reserveDayCount };
export { sweepDayCounts } from './day-counts/service';
// The accounts' ban-risk meters read their figures from the same store (accounts/risk/service.ts).
riskCounts.read = dayCountsOf;

/**
 * `servers`: each game server's zone and WebSocket URL (the game's network document, or GAME_WS_URL); `openAttacks`: the game
 * account's attacks whose end no bot saw (analytics/timeline.ts openAttacksOf, given by the app: analytics imports bots).
 */
export type SpecDeps = {
  accounts: AccountService;
  sealer: Sealer;
  servers: Pick<ServerDirectory, 'resolve'>;
  openAttacks?: (accountId: string) => Promise<OpenAttack[]>;
};

export async function specFor(bot: BotDocument, deps: SpecDeps): Promise<BotSpec> {
  const account = await storedAccount(String(bot.userId), String(bot.accountId));
  if (!account) throw accountRemoved();
  return buildSpec(bot, account, deps);
}

/**
 * The specs of many bots with one read of their game accounts (a restart resuming a thousand bots): each
 * bot's spec, or why it cannot run.
 */
export async function specsFor(bots: BotDocument[], deps: SpecDeps): Promise<Map<string, BotSpec | Error>> {
  const accounts = new Map((await storedAccounts([...new Set(bots.map((b) => String(b.accountId)))])).map((a) => [a.id as string, a]));
  // Each account's device id first, once: its bots share it (and one made now is stored once, not per bot).
  await Promise.all([...accounts.values()].map((account) => deps.accounts.deviceIdOf(account).catch(() => undefined)));
  const specs = new Map<string, BotSpec | Error>();
  await Promise.all(
    bots.map(async (bot) => {
      const account = accounts.get(String(bot.accountId));
      const spec = account
        ? await buildSpec(bot, account, deps).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))))
        : accountRemoved();
      specs.set(bot.id, spec);
    }),
  );
  return specs;
}

/**
 * Settings another feature lays over a bot's own while it runs (an alliance space's rules for its
 * members' Alliance Help bots): registered by that module at load, so bots imports none of them. Each
 * answers the settings it sets for this bot, or null.
 */
export type SettingsOverlay = (bot: { templateId: string; accountId: string; userId: string }) => Promise<Record<string, string | number> | null>;
export const settingsOverlays: SettingsOverlay[] = [];

async function overlaid(bot: BotDocument): Promise<Record<string, string | number>> {
  const own = bot.settings as Record<string, string | number>;
  if (!settingsOverlays.length) return own;
  const key = { templateId: bot.templateId, accountId: String(bot.accountId), userId: String(bot.userId) };
  const layers = await Promise.all(settingsOverlays.map((overlay) => overlay(key)));
  return Object.assign({}, own, ...layers.filter(Boolean));
}

/**
 * An account's ban-risk figures for its bots' specs, read once for the bots started together (a player's
 * four bots of one account: five reads each became five in all; bench/runtime counted 5,000 of its 14,400
 * database operations for 1,000 starts here). Only the first bot of an account in a runtime uses them (its
 * meter counts on from there: runtime/risk/meters.ts), and they are as old as RISK_READ_KEPT_MS at most.
 */
const RISK_READ_KEPT_MS = 2_000;
const recentRisk = new Map<string, { at: number; counts: Promise<DayCounts> }>();
function accountRiskCounts(accountId: string): Promise<DayCounts> {
  const now = Date.now();
  const kept = recentRisk.get(accountId);
  if (kept && now - kept.at < RISK_READ_KEPT_MS) return kept.counts;
  if (recentRisk.size >= 1_000) for (const [id, entry] of recentRisk) if (now - entry.at >= RISK_READ_KEPT_MS) recentRisk.delete(id);
  const counts = dayCountsOf(riskOwner(accountId), RISK_COUNTERS);
  recentRisk.set(accountId, { at: now, counts });
  counts.catch(() => recentRisk.delete(accountId));
  return counts;
}

/**
 * An account's attacks no bot saw end, read once for its bots started together (a restart resuming them, a session moved with its
 * four bots), as old as RISK_READ_KEPT_MS at most: a bot started twice within it may be handed an attack ended meanwhile, which its
 * session ends once (the API writes a report's end only on a row still open).
 */
const recentOpen = new Map<string, { at: number; open: Promise<OpenAttack[]> }>();
function accountOpenAttacks(accountId: string, read: (accountId: string) => Promise<OpenAttack[]>): Promise<OpenAttack[]> {
  const now = Date.now();
  const kept = recentOpen.get(accountId);
  if (kept && now - kept.at < RISK_READ_KEPT_MS) return kept.open;
  if (recentOpen.size >= 1_000) for (const [id, entry] of recentOpen) if (now - entry.at >= RISK_READ_KEPT_MS) recentOpen.delete(id);
  const open = read(accountId);
  recentOpen.set(accountId, { at: now, open });
  open.catch(() => recentOpen.delete(accountId));
  return open;
}

const accountRemoved = () => new ForbiddenError('The game account of this bot was removed. Delete the bot and create it again.');

async function buildSpec(bot: BotDocument, account: GameAccountDocument, deps: SpecDeps): Promise<BotSpec> {
  const login = deps.accounts.loginFor(account);
  const deviceId = await deps.accounts.deviceIdOf(account);
  const where = await deps.servers.resolve(login.server);
  const settings = bot.settings as Record<string, string | number>;
  // A Custom Script bot runs its owner's chosen version (0: the newest); a script gone since runs nothing (the bot says so).
  const script =
    bot.templateId === 'custom-script' && settings.scriptId
      ? await scriptForBot(String(bot.userId), String(settings.scriptId), Number(settings.scriptVersion) || 0)
      : null;
  return {
    botId: bot.id,
    botName: bot.name,
    templateId: bot.templateId,
    settings: await overlaid(bot),
    secrets: bot.secretsSealed ? secretsTaken(bot.templateId, JSON.parse(deps.sealer.open(bot.secretsSealed)) as Record<string, string>) : {},
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
      // The account's ban-risk meter counts on from today's figures and holds its bots to the player's budget.
      budget: budgetOf(account.budget),
      riskCounts: await accountRiskCounts(account.id),
      safety: safetyOf(account),
    },
    today: bot.today ? { day: bot.today.day, actions: bot.today.actions, loot: bot.today.loot } : null,
    // The Market Trader's daily caps hold across restarts: it counts on from today's log.
    ...(bot.templateId === 'market-trader' && { tradedToday: await tradedToday(bot.id) }),
    // The limits it obeys per day count on from the database (a market bot's caps, every other bot's attacks).
    counts: await dayCountsOf(bot.id, bot.templateId === 'market-trader' ? DAY_COUNTERS.filter((c) => c !== 'attacks') : ['attacks']),
    script: script ? { ...script, state: bot.scriptState ?? '{}' } : null,
    // Armies out when the account's bots stopped, restarted or moved: the session reads their battle reports (runtime/unseen-attacks.ts).
    openAttacks: deps.openAttacks ? await accountOpenAttacks(account.id, deps.openAttacks) : [],
  };
}

/** The specs of those of these bots that should run now: deleted and stopped bots are left out (a fleet moving sessions). */
export async function onlineSpecs(botIds: string[], deps: SpecDeps): Promise<BotSpec[]> {
  const bots = await BotModel.find({ _id: { $in: botIds }, desiredState: 'online' });
  return [...(await specsFor(bots, deps)).values()].filter((spec): spec is BotSpec => !(spec instanceof Error));
}
