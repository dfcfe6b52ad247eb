/**
 * The admins' alerts in the platform (app.ts): the rules over the product's own records, told to every admin and their Discord channel, looked at by a periodic
 * job.
 */
import type { AppOptions } from '../../app-options';
import type { Config } from '../../config';
import type { Engine } from '../../lib/engine';
import type { Mailer } from '../../lib/mail/mailer';
import { createAdminAlerts } from './service';
import { openAlerts } from './open-alerts';

type Needs = {
  config: Config;
  engine: Engine;
  mailer: Mailer;
  runners: Parameters<typeof createAdminAlerts>[0]['runners'];
  options: AppOptions['adminAlerts'];
};

export function adminAlertsWiring({ config, engine, mailer, runners, options }: Needs) {
  const adminAlerts = createAdminAlerts({
    settings: config.adminAlerts,
    admins: { emails: config.adminEmails, requireTwoFactor: config.adminRequire2fa },
    mailer,
    siteOrigin: config.siteOrigin,
    discordWebhookBase: config.alerts.discordWebhookBase,
    runners,
    // Every instance reports its outboxes there, and the leader's rule reads the others'.
    engine,
    ...options,
  });
  // The System tab, where an alert's bell item leads, lists the alerts open now (admin/wiring.ts).
  return { adminAlerts, openAlerts, job: { run: adminAlerts.evaluate, everyMs: adminAlerts.everyMs }, outboxReport: adminAlerts.outboxReport };
}
