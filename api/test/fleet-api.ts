/**
 * An API instance whose bots play on fleet runners (over the test engine, under the test's namespace),
 * with its bots resumed: what the fleet tests start before their runners join; and the ceilings their
 * waits (conditions all) share on a loaded machine.
 */
import type { Simulator } from '../../simulator/server';
import { createPlatform } from '../src/app';
import type { Engine } from '../src/lib/engine';
import { fleetNames } from '../src/runtime/fleet/protocol';
import type { TestPlatform } from './bots';
import { ownCounters, RELAXED_THROTTLE, testConfig } from './helpers';

/**
 * A runner's boot is all CPU (loading the runtime, its hang watch's worker): 20 s was exceeded with the
 * machine's CPU under full pressure (load 35 on 2 cores), so the wait has room for that.
 */
export const RUNNER_BOOT_MS = 60_000;
/** Sessions logging in on a runner (a start, a failover): 7 s for 60 on a quiet machine, over 30 s on a loaded one. */
export const LOGINS_MS = 75_000;

export async function fleetApi(sim: Simulator, namespace: string, o: { engine?: Engine; heartbeatMs?: number } = {}): Promise<TestPlatform> {
  const base = testConfig();
  const platform = createPlatform({
    ...(o.engine ? { engine: o.engine } : {}),
    throttleNamespace: ownCounters(),
    fleetNamespace: namespace,
    config: testConfig({ gameUrl: sim.url, gameLoginPage: { url: sim.loginPageUrl, siteKey: null }, runtime: { ...base.runtime, runners: 'fleet' } }),
    throttle: RELAXED_THROTTLE,
    console: { stream: fleetNames(namespace).console, ...(o.heartbeatMs ? { heartbeatMs: o.heartbeatMs } : {}) },
    supervisor: { restartBackoffMs: 300, usageTickMs: 60_000 },
  });
  await platform.supervisor.resume();
  return Object.assign(platform, { sim });
}
