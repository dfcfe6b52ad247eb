/**
 * The public status page in the platform (app.ts): the parts as this instance sees them, the game worlds as the bots' logins tell, its routes and its probes.
 */
import type { Config } from '../../config';
import type { AuthService } from '../auth/service';
import { statusPlugin } from './plugin';
import { createStatusService, type StatusServiceOptions } from './service';

type Needs = Omit<StatusServiceOptions, 'siteOrigin' | 'now'> & { config: Config };

export function statusWiring({ config, ...parts }: Needs) {
  const status = createStatusService({ ...parts, siteOrigin: config.siteOrigin });
  return {
    status,
    routes: (auth: AuthService) => statusPlugin({ auth, status }),
    jobs: { probe: status.probe, sweep: status.sweep },
  };
}
