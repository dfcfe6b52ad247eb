/**
 * Outer Realms & Beyond the Horizon: while the temporary server's event runs (106 / 113, `sei` on the
 * main server), asks the main server for a login token (`glt {GST}`: ggejs src/commands/glt.js, pygge
 * events/outer_realms.py with GST 2, beyond_the_horizon.py with GST 3), opens a second connection to the
 * host, port and zone it names and logs in there with `tle` (ggejs src/ExternalClient.js; pygge and a
 * GGE-BOT fork send `tlep {TLT}` instead: the sources disagree, and we follow the client library whose
 * request names the game client's own VO, C2SRegisterOrLoginVO). There it plays the loop the GGE-BOT
 * fork's externalEventHelper.js plays: the tax collector (`txi`, `txc`, `txs`), then the robber barons
 * with the attack loop, in their own ledger and pace. When the event ends the connection closes.
 * Left out: buying a castle there (`tsc`, pygge: its ids are not public) and the master blacksmith's
 * shop (`sbp` TID 116, the fork's own list): an account without a castle there is told so.
 */
import { said } from '@shared/i18n/said';
import { economyLines } from '@shared/bot-lines/economy.messages';
import { TEMP_SERVERS, type TempServer } from '@shared/game-wire/ids';
import { readState } from '@shared/game-wire/live-data';
import { AREA_TYPE } from '@shared/game-wire/ids';
import { GameError, type GameClient } from '../game/client';
import { Ledger } from '../reservations/ledger';
import { attackLoop } from '../actions/attack-loop';
import { EVENT_RECHECK_MS, eventWatch } from '../actions/event-watch';
import { durationPart } from '../words/format';
import { gameWord } from '../words/line-words';
import { tendTaxes } from '../actions/taxes';
import type { BehaviourContext, BehaviourFactory } from '../actions/context';
import { waitNote } from '../words/wait-note';

/** How often the tax collector on the temporary server is looked at (the fork's loop waits for its return). */
const TAX_EVERY_MS = 10 * 60_000;

export const tempServer: BehaviourFactory<'temp-servers'> = (ctx) => {
  const events = eventWatch(ctx);
  let away: GameClient | null = null;
  let taxedAt = Number.NEGATIVE_INFINITY;
  const note = waitNote((line) => ctx.log(line));
  const server = () => TEMP_SERVERS[(ctx.settings.server in TEMP_SERVERS ? ctx.settings.server : 'outer-realms') as TempServer];
  // The loop on the temporary server: its own connection, and a ledger of its own (other castles, other armies).
  const there: BehaviourContext = { ...ctx, client: () => away!, ledger: new Ledger(), onPush: () => {} };
  const barons = attackLoop(there, () => ({
    label: 'robber baron castle',
    areaTypes: [AREA_TYPE.DUNGEON],
    kingdom: 'green',
    minLevel: ctx.settings.minLevel,
    maxLevel: ctx.settings.maxLevel,
    troops: ctx.settings.troopsPerAttack,
    keepAtHome: Math.max(0, ctx.settings.keepAtHome),
    maxPerDay: ctx.settings.maxAttacksPerDay,
    skip: 'none',
  }));
  const leave = () => {
    away?.close();
    away = null;
  };
  ctx.signal.addEventListener('abort', leave);

  return {
    async step() {
      const { label: name, GST, event } = server();
      const label = gameWord(name);
      const main = ctx.client();
      const endsAt = await events.endsAt(main, [event]);
      if (endsAt === null) {
        if (away) ctx.log(said(economyLines, 'tempClosed', { server: label }));
        leave();
        note(said(economyLines, 'tempNotOpen', { server: label }));
        return EVENT_RECHECK_MS;
      }
      if (!away?.connected) {
        leave();
        try {
          const token = await main.send('glt', { GST });
          if (!token.TLT || !token.TSIP || !token.TSZ || token.TSP === undefined) return note(said(economyLines, 'tempNoWay', { server: label }));
          away = await ctx.openTempServer({ host: token.TSIP, port: Number(token.TSP), zone: token.TSZ }, GST, token.TLT);
        } catch (err) {
          if (!(err instanceof GameError)) throw err;
          return note(said(economyLines, 'tempRefused', { server: label, reason: err.reason }));
        }
        const state = readState(away.known, ctx.now(), away.receivedAt);
        ctx.log(said(economyLines, 'tempEntered', { server: label, name: state.name, duration: durationPart(endsAt - ctx.now()) }), { level: 'success' });
        if (!state.castles.some((c) => c.kingdom === 'green')) {
          leave();
          return note(said(economyLines, 'tempNoCastle', { server: label }));
        }
      }
      if (ctx.settings.collectTaxes === 'yes' && ctx.now() - taxedAt >= ctx.interval(TAX_EVERY_MS)) {
        taxedAt = ctx.now();
        const tax = await tendTaxes(away!, ctx.now(), 30);
        if (tax.collected !== undefined)
          ctx.log(said(economyLines, 'tempTaxes', { count: tax.collected, server: label }), {
            level: 'success',
            outcome: { kind: 'taxes', coins: tax.collected },
          });
        else if (tax.sentForMs !== undefined)
          ctx.log(said(economyLines, 'tempCollector', { server: label, duration: durationPart(tax.sentForMs) }), { actions: 1 });
      }
      return barons.step();
    },
  };
};
