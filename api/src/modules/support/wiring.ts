/**
 * Support in the platform (app.ts): a player's tickets (which may carry their bot's newest console lines, counted per hour) and the desk that answers them by
 * mail.
 */
import { TICKETS_PER_HOUR } from '@shared/support';
import { Elysia } from 'elysia';
import type { Config } from '../../config';
import type { Mailer } from '../../lib/mail/mailer';
import type { SharedCounter } from '../../lib/shared-counter';
import type { AuthService } from '../auth/service';
import type { ConsoleHub } from '../bots/control';
import { supportDeskRoutes } from './desk-routes';
import { createSupportDesk } from './desk';
import { supportRoutes } from './routes';
import { createSupportService } from './service';

type Needs = {
  config: Config;
  auth: AuthService;
  mailer: Mailer;
  hub: Pick<ConsoleHub, 'history'>;
  counter: (name: string, limit: number, windowMs: number) => SharedCounter;
};

export function supportWiring({ config, auth, mailer, hub, counter }: Needs) {
  const support = createSupportService({ consoleOf: (botId) => hub.history(botId), newTickets: counter('support-tickets', TICKETS_PER_HOUR, 3_600_000) });
  return new Elysia()
    .use(supportRoutes({ auth, support }))
    .use(supportDeskRoutes({ auth, desk: createSupportDesk({ mailer, siteOrigin: config.siteOrigin }) }));
}
