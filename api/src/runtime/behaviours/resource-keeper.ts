/**
 * Resource Collector & Feasts, in the live game's commands: the tax collector (`txi` to read it, `txs`
 * to send it out, `txc` to bring the coins in: EmpireCore castle/models/tax.py, GGE-BOT
 * externalEventHelper.js), feasts (`bfs`, GGE-BOT plugins/feast.js) when food is plentiful, and
 * recruiting from spare coins (`jca` into the castle, then `bup`: EmpireCore army/service.py:198-254,
 * GGE-BOT barracks.js).
 */
import { FEAST_TYPE, TAX_DURATIONS_S, UNIT } from '@shared/game-wire/ids';
import { readState, readTax } from '@shared/game-wire/live-data';
import { formatDuration, formatResources } from './format';
import type { BehaviourFactory } from './types';

const REPORT_EVERY = 10;

/**
 * The tax collector type for an interval: the longest of the types 0-4 that fits it (type 0, ten game
 * minutes, is free; 1-4 cost a tenth of their income; 5 and 6 cost rubies: EmpireCore tax.py:19-34).
 */
export function taxTypeFor(everyMinutes: number): number {
  let type = 0;
  for (let t = 1; t <= 4; t++) if (TAX_DURATIONS_S[t]! <= everyMinutes * 60) type = t;
  return type;
}

export const resourceKeeper: BehaviourFactory = (ctx) => {
  let collections = 0;
  let coinsCollected = 0;

  return {
    async step() {
      const client = ctx.client();
      await client.send('dcl', { CD: 1 });
      // The running feast is read from the game each step, never remembered: after a restart mid-feast
      // the game refuses a second one.
      const state = readState(client.known, ctx.now(), client.receivedAt);
      const castle = state.castles.find((c) => c.kingdom === 'green' && c.details) ?? state.castles.find((c) => c.details);
      if (!castle?.details) return ctx.log('No castle found on this account.', { level: 'warning' });

      // The collector's time left is counted from when the game said it: asked afresh each step.
      const tax = readTax(await client.send('txi', {}), ctx.now());
      if (tax?.state === 'ready') {
        const { CT } = await client.send('txc', { TR: 29 });
        collections += 1;
        coinsCollected += CT ?? 0;
        ctx.log(`Collected ${(CT ?? 0).toLocaleString('en')} coins in taxes. Stores in ${castle.name}: ${formatResources(castle.details.resources)}.`, { level: 'success', actions: 1 });
        if (collections % REPORT_EVERY === 0) {
          ctx.notify(`${ctx.botName}: ${collections} tax collections, ${coinsCollected.toLocaleString('en')} coins gathered since start.`);
        }
      } else if (tax?.state === 'none' || tax === null) {
        const type = taxTypeFor(Number(ctx.settings.collectEveryMinutes));
        await client.send('txs', { TT: type, TX: 3 });
        ctx.log(`Sent the tax collector out for ${formatDuration(TAX_DURATIONS_S[type]! * 1000)} of game time.`, { actions: 1 });
      }

      if (Number(ctx.settings.feastLevel) > 0 && state.feast === null && castle.details.resources.food > Number(ctx.settings.feastWhenFoodAbove)) {
        const feast = await client.send('bfs', { T: FEAST_TYPE, CID: castle.id, KID: castle.kingdomId, PO: -1, PWR: 0 });
        ctx.log(`Held a feast in ${castle.name}${typeof feast.RT === 'number' ? `: it lasts ${formatDuration(feast.RT * 1000)}` : ''}.`, { actions: 1 });
      }

      const threshold = Number(ctx.settings.recruitWhenCoinsAbove);
      if (threshold > 0 && state.coins > threshold) {
        const amount = Number(ctx.settings.recruitAmount);
        await client.send('jca', { CID: castle.id, KID: castle.kingdomId });
        await client.send('bup', { LID: 0, WID: UNIT.SPEARMAN, AMT: amount, PO: -1, PWR: 0, SK: 73, SID: castle.kingdomId, AID: castle.id });
        ctx.log(`Recruited ${amount} spearmen in ${castle.name}.`, { actions: 1 });
      }
    },
  };
};
