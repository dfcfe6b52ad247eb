/**
 * "Download my data": everything Castellan keeps about a person, as one JSON document. Built from
 * allow-lists of fields, never by removing fields from stored documents, so a secret added to a model
 * later stays out of the export until someone decides it belongs in it.
 */
import type { PlanTier } from '@shared/plans';
import { allActivity } from '../auth/activity/list';
import { gameAccountsOf } from '../accounts/service';
import { billingRecordsOf } from '../billing/ledger';
import type { SubscriptionStatus } from '../billing/subscription.model';
import type { BotService } from '../bots/service';
import { schedulesOf } from '../bots/schedule/service';
import { tradesOf } from '../bots/trades/service';
import type { MarketResource, TradeKind, TradeMarket } from '@shared/market';
import type { ConsoleHub } from '../bots/console/hub';
import { allNotificationsOf } from '../notifications/service';
import { settingsOf } from '../notifications/settings';
import type { UserDocument } from '../users/records';
import { signInProviders, usesTwoFactor } from '../users/presenter';
import type { DataExport, ExportedMembership, ExportedPreferences, ExportedScript, ExportedTicket } from './schemas';

export type ExportDeps = {
  bots: Pick<BotService, 'list'>;
  /** The console lines the engine keeps for a bot. */
  hub: Pick<ConsoleHub, 'history'>;
  /** The player's support tickets as they see them, without the admins' notes (support/service.ts, given by the app: support registers its own deletion here). */
  supportTickets: (userId: string) => Promise<ExportedTicket[]>;
  /** The player's dashboard arrangements and beta opt-ins (dashboard/ and flags/, given by the app: both register their own deletion here). */
  preferences: (userId: string) => Promise<ExportedPreferences>;
  /** The alliance spaces the player belongs to (alliances/members.ts, given by the app: alliances registers its own deletion). */
  allianceSpaces: (userId: string) => Promise<ExportedMembership[]>;
  /** The player's scripts, every version (scripts/service.ts, given by the app: scripts registers its own deletion). */
  playerScripts: (userId: string) => Promise<ExportedScript[]>;
};

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export async function exportData(user: UserDocument, { bots, hub, supportTickets, preferences, allianceSpaces, playerScripts }: ExportDeps, now = new Date()): Promise<DataExport> {
  const userId = user.id as string;
  const [accounts, botViews, notifications, alertSettings, [subscription, billing], activity, schedules, tickets, spaces, trades, scripts] = await Promise.all([
    gameAccountsOf(userId),
    bots.list(userId),
    allNotificationsOf(userId),
    settingsOf(userId),
    billingRecordsOf(userId),
    allActivity(userId),
    schedulesOf(userId),
    supportTickets(userId),
    allianceSpaces(userId),
    tradesOf(userId),
    playerScripts(userId),
  ]);
  const { dashboardLayouts, betaOptIns } = await preferences(userId);
  const consoleHistory = await Promise.all(
    botViews.map(async (bot) => ({
      botId: bot.id,
      botName: bot.name,
      lines: (await hub.history(bot.id)).filter((l) => l.text).map((l) => ({ at: new Date(l.at).toISOString(), level: l.level, text: l.text })),
    })),
  );
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: userId,
      email: user.email,
      username: user.username ?? null,
      avatar: user.avatar ?? null,
      plan: user.plan as PlanTier,
      createdAt: iso(user.createdAt)!,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      lastSignInAt: iso(user.lastSignInAt),
      signInMethods: signInProviders(user),
      twoFactor: usesTwoFactor(user),
      timeZone: user.timeZone ?? null,
      language: user.language ?? null,
    },
    gameAccounts: accounts.map((a) => ({
      id: String(a._id),
      username: a.username,
      gameEmail: a.gameEmail,
      server: a.server,
      tag: a.tag,
      proxy: a.proxyDisplay ?? null,
      proxyHasLogin: a.proxyHasLogin === true,
      yieldMinutes: a.yieldMinutes,
      createdAt: iso(a.createdAt)!,
      updatedAt: iso(a.updatedAt)!,
    })),
    bots: botViews,
    consoleHistory,
    schedules: schedules.map((s) => ({
      botId: String(s._id),
      windows: (s.windows ?? []).map((w) => ({ day: w.day, start: w.start, end: w.end })),
      duringEvent: s.duringEvent === true,
      runUntil: iso(s.runUntil),
    })),
    trades: trades.map((tr) => ({
      botId: String(tr.botId),
      id: tr._id,
      at: iso(tr.at)!,
      side: tr.side as TradeKind,
      resource: tr.resource as MarketResource,
      amount: tr.amount,
      ...(tr.to ? { to: tr.to } : {}),
      price: tr.price ?? null,
      coins: tr.coins ?? null,
      reason: tr.reason,
      executed: tr.executed,
      market: tr.market as TradeMarket,
    })),
    notifications: notifications.map((n) => ({ id: String(n._id), kind: n.kind, message: n.message, read: n.read === true, createdAt: iso(n.createdAt)! })),
    notificationSettings: {
      bell: alertSettings.bell,
      discordWebhookSet: Boolean(alertSettings.discordSealed),
      discordKinds: alertSettings.discordKinds,
      emailKinds: alertSettings.emailKinds,
      quietHours: alertSettings.quiet,
    },
    subscription: subscription
      ? {
          plan: subscription.plan as PlanTier,
          status: subscription.status as SubscriptionStatus,
          provider: (subscription.provider ?? null) as 'stripe' | 'paypal' | null,
          providerSubscriptionId: subscription.providerSubscriptionId ?? null,
          stripeCustomerId: subscription.stripeCustomerId ?? null,
          currentPeriodEnd: iso(subscription.currentPeriodEnd),
          createdAt: iso(subscription.createdAt)!,
        }
      : null,
    billingHistory: billing.map((e) => {
      const change = (e.change ?? {}) as { plan?: string; status?: string; periodEnd?: Date };
      return {
        provider: e.provider,
        eventType: e.eventType,
        providerSubscriptionId: e.providerSubscriptionId ?? null,
        occurredAt: iso(e.occurredAt)!,
        plan: change.plan ?? null,
        status: change.status ?? null,
        periodEnd: iso(change.periodEnd),
      };
    }),
    activity,
    supportTickets: tickets,
    dashboardLayouts,
    betaOptIns,
    allianceSpaces: spaces,
    scripts,
  };
}
