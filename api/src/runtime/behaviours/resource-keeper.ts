/**
 * Resource Collector & Feasts, in the live game's commands: the tax collector (taxes.ts), feasts (`bfs`,
 * GGE-BOT plugins/feast.js) when food is plentiful, recruiting from spare coins (`jca` into the castle, then `bup`: EmpireCore army/service.py:198-254,
 * GGE-BOT barracks.js), up to a target army when the player sets one (no public bot has a target: they fill
 * free queue slots; the cap is ours, the command theirs), and supplies for the castles in the other
 * kingdoms (`kgt`: EmpireCore movements/models/transfers.py:93-157; the GGE-BOT fork's resourceSendStorm.js
 * skips a kingdom with goods already on their way, as this does), and the building queue
 * (building-queue.ts).
 */
import { notificationLines } from '@shared/notifications.messages';
import type { Goods } from '@shared/game-wire/live-shapes';
import { FEAST_TYPE, KINGDOM_ID } from '@shared/game-wire/ids';
import { readGoodsTransfers, readState, type Castle, type Resources } from '@shared/game-wire/live-data';
import type { GameClient } from '../game/client';
import { parseUpgradeList } from '@shared/game-wire/upgrade-list';
import { upgradeNext } from '../actions/building-queue';
import { recruitSpearmen } from '../actions/recruit';
import { tendTaxes } from '../actions/taxes';
import { durationPart, resourcesPart } from '../words/format';
import { said } from '@shared/i18n/said';
import { economyLines } from '@shared/bot-lines/economy.messages';
import { kingdomPart } from '../words/line-words';
import type { BehaviourFactory } from '../actions/context';

const REPORT_EVERY = 10;

export const resourceKeeper: BehaviourFactory<'resource-keeper'> = (ctx) => {
  let collections = 0;
  let coinsCollected = 0;
  /** The building queue's last word when it started nothing: said once, not every round. */
  let lastUpgradeLine = '';

  return {
    async step() {
      const client = ctx.client();
      await client.send('dcl', { CD: 1 });
      // The running feast is read from the game each step, never remembered: after a restart mid-feast
      // the game refuses a second one.
      const state = readState(client.known, ctx.now(), client.receivedAt);
      const castle = state.castles.find((c) => c.kingdom === 'green' && c.details) ?? state.castles.find((c) => c.details);
      if (!castle?.details) return ctx.log(said(economyLines, 'noCastle'), { level: 'warning' });

      const tax = await tendTaxes(client, ctx.now(), ctx.settings.collectEveryMinutes);
      if (tax.collected !== undefined) {
        collections += 1;
        coinsCollected += tax.collected;
        ctx.log(said(economyLines, 'taxesCollectedStores', { count: tax.collected, castle: castle.name, stores: resourcesPart(castle.details.resources) }), {
          level: 'success',
          outcome: { kind: 'taxes', coins: tax.collected },
        });
        if (collections % REPORT_EVERY === 0) {
          ctx.notify(said(notificationLines, 'taxReport', { bot: ctx.botName, count: collections, coins: coinsCollected }));
        }
      } else if (tax.sentForMs !== undefined) {
        ctx.log(said(economyLines, 'collectorSent', { duration: durationPart(tax.sentForMs) }), { actions: 1 });
      }

      if (ctx.settings.feastLevel !== '0' && state.feast === null && castle.details.resources.food > ctx.settings.feastWhenFoodAbove) {
        const feast = await client.send('bfs', { T: FEAST_TYPE, CID: castle.id, KID: castle.kingdomId, PO: -1, PWR: 0 });
        ctx.log(
          typeof feast.RT === 'number'
            ? said(economyLines, 'feastLasts', { castle: castle.name, duration: durationPart(feast.RT * 1000) })
            : said(economyLines, 'feast', { castle: castle.name }),
          { outcome: { kind: 'feast' } },
        );
      }

      const threshold = ctx.settings.recruitWhenCoinsAbove;
      const upTo = ctx.settings.recruitUpTo;
      const room = upTo > 0 ? upTo - castle.details.troops : Number.POSITIVE_INFINITY;
      if (threshold > 0 && state.coins > threshold && room > 0) {
        const amount = Math.min(ctx.settings.recruitAmount, room);
        await recruitSpearmen(client, castle, amount);
        // Soldier counts as the English line writes them (no separators).
        const recruited = { soldiers: String(amount), castle: castle.name };
        ctx.log(
          upTo > 0
            ? said(economyLines, 'recruitedOf', { ...recruited, now: String(castle.details.troops + amount), wanted: String(upTo) })
            : said(economyLines, 'recruited', recruited),
          { outcome: { kind: 'recruit', soldiers: amount } },
        );
      }

      if (ctx.settings.supplyKingdoms === 'yes') await supply(client, castle, state.castles);

      const goals = parseUpgradeList(ctx.settings.upgradeList);
      if (goals.length > 0) {
        const outcome = await upgradeNext(client, castle, goals);
        if (outcome.kind === 'started') ctx.log(outcome.line, { actions: 1 });
        else if (outcome.line.text !== lastUpgradeLine) ctx.log(outcome.line, outcome.kind === 'missing' ? { level: 'warning' } : undefined);
        lastUpgradeLine = outcome.line.text;
      }
    },
  };

  /**
   * Sends the first castle in another kingdom that is short (a resource below "supply below") what it
   * lacks, up to "supply amount" per resource, from the main castle's stock above the same floor. One
   * kingdom per step; none while goods are on their way there.
   */
  async function supply(client: GameClient, main: Castle, castles: Castle[]): Promise<void> {
    const floor = ctx.settings.supplyBelow;
    const most = ctx.settings.supplyAmount;
    if (floor <= 0 || most <= 0 || !main.details || main.kingdomId !== KINGDOM_ID.green) return;
    const onTheWay = new Set(readGoodsTransfers(client.known.kpi, ctx.now(), client.receivedAt.kpi).map((t) => t.kingdomId));
    for (const outer of castles) {
      if (outer.kingdomId === KINGDOM_ID.green || outer.kingdomId === KINGDOM_ID.berimond || !outer.details || onTheWay.has(outer.kingdomId)) continue;
      const send: Resources = { wood: 0, stone: 0, food: 0 };
      for (const key of ['wood', 'stone', 'food'] as const) {
        if (outer.details.resources[key] >= floor) continue;
        send[key] = Math.max(0, Math.min(most, floor - outer.details.resources[key], main.details.resources[key] - floor));
      }
      const goods: Goods = (
        [
          ['W', send.wood],
          ['S', send.stone],
          ['F', send.food],
        ] as Goods
      ).filter(([, n]) => n > 0);
      if (goods.length === 0) continue;
      await client.send('kgt', { SCID: main.id, SKID: main.kingdomId, TKID: outer.kingdomId, G: goods });
      ctx.log(
        said(economyLines, 'supplied', { goods: resourcesPart(send), from: main.name, castle: outer.name, kingdom: kingdomPart(outer.kingdomId), floor }),
        { actions: 1 },
      );
      return;
    }
  }
};
