/**
 * An API instance whose bots play on fleet runners (over the test engine, under the test's namespace),
 * with its bots resumed: what the fleet tests start before their runners join.
 */
import type { Simulator } from '../../simulator/server';
import { createPlatform } from '../src/app';
import type { Engine } from '../src/lib/engine';
import { fleetNames } from '../src/runtime/fleet/protocol';
import type { TestPlatform } from './bots';
import { ownCounters, RELAXED_THROTTLE, testConfig } from './helpers';

export async function fleetApi(
  sim: Simulator,
  namespace: string,
  o: { engine?: Engine; heartbeatMs?: number; adminEmails?: string[] } = {},
): Promise<TestPlatform> {
  const base = testConfig();
  const platform = createPlatform({
    ...(o.engine ? { engine: o.engine } : {}),
    throttleNamespace: ownCounters(),
    fleetNamespace: namespace,
    config: testConfig({
      gameUrl: sim.url,
      gameLoginPage: { url: sim.loginPageUrl, siteKey: null },
      runtime: { ...base.runtime, runners: 'fleet' },
      ...(o.adminEmails ? { adminEmails: o.adminEmails } : {}),
    }),
    throttle: RELAXED_THROTTLE,
    console: { stream: fleetNames(namespace).console, ...(o.heartbeatMs ? { heartbeatMs: o.heartbeatMs } : {}) },
    supervisor: { restartBackoffMs: 300, usageTickMs: 60_000 },
  });
  await platform.supervisor.resume();
  return Object.assign(platform, { sim });
}
