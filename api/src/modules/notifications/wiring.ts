/**
 * Notifications in the platform (app.ts): alerts by mail, Discord and push, each also to the player's
 * webhooks of its kind (handed in), the incoming attacks' escalation, and their routes.
 */
import { Elysia } from 'elysia';
import type { AppOptions } from '../../app-options';
import type { Config } from '../../config';
import type { Sealer } from '../../lib/crypto';
import { log } from '../../lib/logger';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuthService } from '../auth/service';
import { userById } from '../users/records';
import { createAlerts, type AlertItem } from './alerts';
import { createAttackAlerts } from './attack-alerts';
import { createPushSender } from './push';
import { pushRoutes } from './push-routes';
import { notificationRoutes } from './routes';
import { sendAlertsWith } from './service';

type Needs = {
  config: Config;
  sealer: Sealer;
  mailer: Mailer;
  perUser: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  alertClock: NonNullable<AppOptions['alertClock']>;
  /** Queues the alerts for the player's webhooks of their kind (webhooks/). */
  toWebhooks: (items: AlertItem[]) => Promise<unknown>;
};

export function notificationsWiring({ config, sealer, mailer, perUser, alertClock, toWebhooks }: Needs) {
  const alerts = createAlerts({
    sealer,
    mailer,
    siteOrigin: config.siteOrigin,
    discordWebhookBase: config.alerts.discordWebhookBase,
    sendPush: createPushSender(config.push),
    now: () => new Date(alertClock.now()),
    personOf: async (userId) => {
      const user = await userById(userId);
      return user ? { id: user.id, email: user.email, plan: user.plan as string, language: user.language ?? null } : null;
    },
  });
  // Webhooks out: each notification also goes to the player's endpoints of its kind (Premium and up).
  const sendAlerts = async (items: AlertItem[]) => {
    await alerts.deliver(items);
    await toWebhooks(items).catch((err) => log.warn('webhook deliveries not queued', { error: String(err) }));
  };
  // An incoming attack escalates as it nears (reminders at a third and two thirds of its travel).
  const attackAlerts = createAttackAlerts({ send: sendAlerts, now: alertClock.now });
  sendAlertsWith(attackAlerts.route);

  return {
    attackAlerts,
    routes: (auth: AuthService) =>
      new Elysia().use(notificationRoutes(auth, alerts, attackAlerts)).use(pushRoutes({ auth, alerts, sealer, config: config.push, perUser })),
    job: { run: attackAlerts.tick, everyMs: alertClock.tickMs },
    /** The Discord alerts whose retry is due (periodic-jobs.ts). */
    discordRetries: () => alerts.sendDue(),
  };
}
