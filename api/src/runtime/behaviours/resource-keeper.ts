/** Resource Collector & Feasts: taxes on schedule, feasts when food is plentiful, recruits from spare coins. */
import { readState } from '@shared/game-wire/live-data';
import { formatResources } from './format';
import type { BehaviourFactory } from './types';

const REPORT_EVERY = 10;

export const resourceKeeper: BehaviourFactory = (ctx) => {
  let nextCollectAt = 0;
  let collections = 0;
  let coinsCollected = 0;

  return {
    async step() {
      const client = ctx.client();
      // The running feast is read from the game each step, never remembered: after a restart mid-feast
      // the game refuses a second one.
      const state = readState(await client.send('gbd', {}), ctx.now());
      const castle = state.castles[0];
      if (!castle) return ctx.log('No castle found on this account.', { level: 'warning' });
      const gameMinuteMs = 60_000 / state.timeScale;

      if (ctx.now() >= nextCollectAt) {
        const { collected } = await client.send('txc', { castleId: castle.id });
        nextCollectAt = ctx.now() + Number(ctx.settings.collectEveryMinutes) * gameMinuteMs;
        collections += 1;
        coinsCollected += collected;
        ctx.log(`Collected ${collected.toLocaleString('en')} coins in taxes in ${castle.name}. Stores: ${formatResources(castle.resources)}.`, { level: 'success', actions: 1 });
        if (collections % REPORT_EVERY === 0) {
          ctx.notify(`${ctx.botName}: ${collections} tax collections, ${coinsCollected.toLocaleString('en')} coins gathered since start.`);
        }
      }

      const level = Number(ctx.settings.feastLevel);
      if (level > 0 && state.feast === null && castle.resources.food > Number(ctx.settings.feastWhenFoodAbove)) {
        const feast = await client.send('fst', { castleId: castle.id, level: level as 1 | 2 | 3 });
        ctx.log(`Held a level ${level} feast (${feast.food.toLocaleString('en')} food): production +${level * 10} % for a while.`, { actions: 1 });
      }

      const threshold = Number(ctx.settings.recruitWhenCoinsAbove);
      if (threshold > 0 && state.coins > threshold) {
        const amount = Number(ctx.settings.recruitAmount);
        const { troops } = await client.send('rcu', { castleId: castle.id, amount });
        ctx.log(`Recruited ${amount} soldiers; ${troops} now at home.`, { actions: 1 });
      }
    },
  };
};
