/**
 * Splits the `bun test` files into shards that run side by side (scripts/test.ts). Most of the suite's
 * time is waiting, not computing (a runner killed and its bots moving, a database paused, a public client
 * holding its session), so shards overlap those waits on a 2-core machine. Files go to the least loaded
 * shard, longest first, by the seconds they took in a full CI run (`SECONDS`, measured 2026-11-25: the sum
 * of a file's test times in the log, plus half a second for its start; a file not listed counts 1 s).
 * Refresh the list when a file's time changes a lot: a stale one only balances worse (the 11-24 list
 * left 70 s between the shortest shard and the longest), it never skips a file.
 */
const SECONDS: Record<string, number> = {
  'simulator/empire-core.test.ts': 101,
  'api/src/modules/bots/outage.test.ts': 82,
  'api/src/runtime/fleet/fleet.test.ts': 70,
  'api/src/modules/bots/runtime.test.ts': 62,
  'api/src/modules/docs/schemathesis.test.ts': 62,
  'api/src/runtime/session.test.ts': 49,
  'api/src/modules/scripts/scripts.test.ts': 32,
  'api/src/runtime/behaviours/invasions.test.ts': 31,
  'api/src/runtime/behaviours/castle-defence.test.ts': 28,
  'api/src/runtime/process-runtime.test.ts': 27,
  'api/src/runtime/behaviours/kingdoms.test.ts': 22,
  'api/src/runtime/fleet/fleet-outage.test.ts': 20,
  'api/src/runtime/behaviours/custom-script.test.ts': 14,
  'api/src/runtime/bot-run.test.ts': 14,
  'api/src/modules/billing/stripe/stripe.test.ts': 12,
  'api/src/runtime/behaviours/economy.test.ts': 12,
  'api/src/runtime/fleet/fleet-events.test.ts': 12,
  'api/src/modules/billing/paypal/paypal.test.ts': 10,
  'api/src/runtime/behaviours/restart.test.ts': 10,
  'api/src/modules/bots/console/hub-outage.test.ts': 9,
  'api/src/runtime/behaviours/alliance-help.test.ts': 8,
  'scripts/lib/ferretdb.test.ts': 8,
  'api/src/modules/bots/bots.test.ts': 7,
  'api/src/outage.test.ts': 7,
  'api/src/runtime/game/live-frames.test.ts': 7,
  'api/src/runtime/game/login-token.test.ts': 7,
  'api/src/lib/engine-cluster.test.ts': 6,
  'api/src/modules/leaving/leaving.test.ts': 6,
  'api/src/modules/planner/planner.test.ts': 6,
  'api/src/runtime/behaviours/strategy-planner.test.ts': 6,
  'api/src/shutdown.test.ts': 6,
  'api/src/lib/engine-lock.test.ts': 5,
  'api/src/modules/alliances/space.test.ts': 5,
  'api/src/modules/analytics/analytics.test.ts': 5,
  'api/src/modules/bots/console/hub.test.ts': 5,
  'api/src/modules/auth/credentials/verification.test.ts': 4,
  'api/src/modules/bots/console/console.test.ts': 4,
  'api/src/modules/bots/schedule/schedule.test.ts': 4,
  'api/src/modules/game-network/bot-servers.test.ts': 4,
  'scripts/lib/process-keeper.test.ts': 4,
  'api/src/modules/accounts/accounts.test.ts': 3,
  'api/src/modules/admin/user-detail.test.ts': 3,
  'api/src/modules/api-keys/api-keys.test.ts': 3,
  'api/src/modules/notifications/attack-alerts.test.ts': 3,
  'api/src/runtime/behaviours/berimond-kingdom.test.ts': 3,
};

/** Every `*.test.ts` under `dirs` (relative to `root`), outside node_modules. */
export function testFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    for (const file of new Bun.Glob(`${dir}/**/*.test.ts`).scanSync({ cwd: root })) {
      if (!file.includes('node_modules/')) files.push(file);
    }
  }
  return files.sort();
}

/** `files` in `count` shards of about equal expected time, longest files first. */
export function shard(files: string[], count: number, seconds: Record<string, number> = SECONDS): string[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => (seconds[b] ?? 1) - (seconds[a] ?? 1) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(file);
    lightest.seconds += seconds[file] ?? 1;
  }
  return shards.map((s) => s.files).filter((f) => f.length > 0);
}
