/** Alliance spaces in the platform (app.ts): invitations by mail, and a space's rules laid over its members' Alliance Help bots. */
import type { Config } from '../../config';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuthService } from '../auth/service';
import type { Bots } from '../bots/control';
import { createInvitations } from './invitations';
import { allianceRoutes } from './routes';

type Needs = { config: Config; auth: AuthService; mailer: Mailer; bots: Pick<Bots, 'overlayChanged'> };

export const alliancesWiring = ({ config, auth, mailer, bots }: Needs) =>
  allianceRoutes({
    auth,
    invitations: createInvitations({ mailer, siteOrigin: config.siteOrigin }),
    // A space's rules are laid over its members' Alliance Help bots (alliances/rules.ts): running ones take a change before their next step.
    rulesChanged: (accountIds) =>
      bots.overlayChanged(accountIds, 'alliance-help', "Your alliance space's rules or members changed: the bot follows them from its next step."),
  });
