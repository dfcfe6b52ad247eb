/**
 * Live figures (issue 64): with the production's reporting cadence (runtime/report-cadence.ts: sums once a
 * minute, an attack within a moment), a bot playing fast shows each attack on the timeline, as the Attacks
 * panel reads it, moments after its console line, and its result moments after its army's return (LIVE_MS);
 * and while it plays, its card's today and Analytics' figures equal the timeline's sums. The lags are printed.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { lootOf } from '@shared/outcomes';
import { dayOf } from '@shared/day';
import type { TimelineEntry } from '@shared/timeline';
import { startSimulator } from '../../../../simulator/server';
import { action, botPlatform, playerWithBot, waitForState, type TestPlatform } from '../../../test/bots';
import { call, waitFor } from '../../../test/helpers';
import { REPORT_CADENCE } from '../../runtime';

/**
 * The most a player waits between a console line and its row (or a return and its result) on the timeline:
 * 2 s is the product's word, measured 0.5 s here alone (the figures printed). In the full suite eight shards
 * share two cores and one read took 4.2 s, so the test holds the lag to 10 s: far from the minute a report
 * waited before (75 s), which it catches, and never a flake of the machine's load.
 */
const LIVE_MS = 10_000;
/** Launches and returns measured. */
const MEASURED = 3;

let p: TestPlatform;
beforeAll(async () => {
  // A game hour passes in a real second (armies are home within seconds); bots at 1/100 of human waits,
  // reporting at the production's cadence, which is not scaled.
  p = await botPlatform({ reportCadence: REPORT_CADENCE }, await startSimulator({ port: 0, seed: 7, timeScale: 3600, raidChancePerHour: 0 }));
});
afterAll(async () => {
  await p.close();
  await p.sim.stop();
}, 30_000);

test('an attack is on the timeline moments after its console line and its result moments after its return, not a report period later; the card and Analytics agree with it while the bot plays', async () => {
  const { token, botId } = await playerWithBot(p, 'baron-farmer', { troopsPerAttack: 60, maxLevel: 10 });
  const rows = async () => ((await call(p.app, 'GET', `/api/analytics/timeline?botId=${botId}`, { token })).body as { entries: TimelineEntry[] }).entries;
  expect((await action(p, token, botId, 'start')).status).toBe(200);

  // Asked as the Attacks panel asks, over and over: when a row, and then its result, was first there.
  const sentLag = new Map<string, number>();
  const endedLag = new Map<string, number>();
  await waitFor(
    `${MEASURED} attacks sent and ${MEASURED} home on the timeline`,
    async () => {
      const seenAt = Date.now();
      for (const row of await rows()) {
        if (!sentLag.has(row.id)) sentLag.set(row.id, seenAt - row.sentAt);
        if (row.endedAt !== null && !endedLag.has(row.id)) endedLag.set(row.id, seenAt - row.endedAt);
      }
      return sentLag.size >= MEASURED && endedLag.size >= MEASURED;
    },
    90_000,
    25,
  );
  // Each row's launch is its console line's moment (the runtime stamps both with the same time).
  const said = new Set((await p.hub.history(botId)).map((line) => line.at));
  const launches = (await rows()).filter((r) => sentLag.has(r.id));
  expect(launches.filter((r) => said.has(r.sentAt)).length).toBe(launches.length);
  const figures = (lags: Map<string, number>) => [...lags.values()].map((ms) => `${ms} ms`).join(', ');
  console.log(`live figures: on the timeline after its console line ${figures(sentLag)}; its result after the return ${figures(endedLag)}`);
  expect(Math.max(...sentLag.values())).toBeLessThanOrEqual(LIVE_MS);
  expect(Math.max(...endedLag.values())).toBeLessThanOrEqual(LIVE_MS);

  // While it plays: within moments, the card's today and Analytics' figures are the timeline's sums.
  const today = dayOf(Date.now());
  let seen = '';
  const agreed = await waitFor(
    "the card's today and Analytics equal to the timeline's sums",
    async () => {
      const [list, analytics, entries] = await Promise.all([
        call(p.app, 'GET', '/api/bots', { token }),
        call(p.app, 'GET', `/api/analytics?range=24h&botId=${botId}`, { token }),
        rows(),
      ]);
      const bot = (list.body as { id: string; state: string; today: { actions: number; loot: number } }[]).find((b) => b.id === botId)!;
      const card = bot.today;
      const totals = analytics.body.totals as Record<string, number>;
      const ofToday = entries.filter((r) => dayOf(r.sentAt) === today);
      const loot = ofToday.reduce((sum, r) => sum + lootOf(r.loot), 0);
      seen = `card ${JSON.stringify(card)}, analytics ${JSON.stringify(totals)}, timeline ${ofToday.length} sent, ${loot} loot`;
      const agree =
        bot.state === 'online' &&
        loot > 0 &&
        card.loot === loot &&
        lootOf(totals) === loot &&
        (totals.attacksSent ?? 0) === ofToday.length &&
        card.actions === (totals.actions ?? 0);
      return agree ? { card, loot } : null;
    },
    LIVE_MS,
    50,
  ).catch((err: Error) => {
    throw new Error(`${err.message}: ${seen}`);
  });
  expect(agreed.card.loot).toBe(agreed.loot);
  await action(p, token, botId, 'stop');
  await waitForState(botId, 'offline');
}, 150_000);
