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
import { TEMP_SERVERS, type TempServer } from '@shared/game-wire/ids';
import { readState } from '@shared/game-wire/live-data';
import { AREA_TYPE } from '@shared/game-wire/ids';
import { GameError, type GameClient } from '../game/client';
import { Ledger } from '../ledger';
import { attackLoop } from './attack-loop';
import { EVENT_RECHECK_MS, eventWatch } from './event-watch';
import { formatDuration } from './format';
import { tendTaxes } from './taxes';
import type { BehaviourContext, BehaviourFactory } from './types';
import { waitNote } from './wait-note';

/** How often the tax collector on the temporary server is looked at (the fork's loop waits for its return). */
const TAX_EVERY_MS = 10 * 60_000;

export const tempServer: BehaviourFactory = (ctx) => {
  const events = eventWatch(ctx);
  let away: GameClient | null = null;
  let taxedAt = Number.NEGATIVE_INFINITY;
  const note = waitNote((line) => ctx.log(line));
  const server = () => TEMP_SERVERS[(String(ctx.settings.server) in TEMP_SERVERS ? String(ctx.settings.server) : 'outer-realms') as TempServer];
  // The loop on the temporary server: its own connection, and a ledger of its own (other castles, other armies).
  const there: BehaviourContext = { ...ctx, client: () => away!, ledger: new Ledger(), onPush: () => {} };
  const barons = attackLoop(there, () => ({
    label: 'robber baron camp',
    areaTypes: [AREA_TYPE.DUNGEON],
    kingdom: 'green',
    minLevel: Number(ctx.settings.minLevel),
    maxLevel: Number(ctx.settings.maxLevel),
    troops: Number(ctx.settings.troopsPerAttack),
    keepAtHome: Math.max(0, Number(ctx.settings.keepAtHome) || 0),
    maxPerDay: Number(ctx.settings.maxAttacksPerDay),
    skip: 'none',
  }));
  const leave = () => {
    away?.close();
    away = null;
  };
  ctx.signal.addEventListener('abort', leave);

  return {
    async step() {
      const { label, GST, event } = server();
      const main = ctx.client();
      const endsAt = await events.endsAt(main, [event]);
      if (endsAt === null) {
        if (away) ctx.log(`${label} has closed: left it.`);
        leave();
        note(`${label} is not open: waiting for its event.`);
        return EVENT_RECHECK_MS;
      }
      if (!away?.connected) {
        leave();
        try {
          const token = await main.send('glt', { GST });
          if (!token.TLT || !token.TSIP || !token.TSZ || token.TSP === undefined) return note(`The game gave no way into ${label} (its login token reply was incomplete); asking again soon.`);
          away = await ctx.openTempServer({ host: token.TSIP, port: Number(token.TSP), zone: token.TSZ }, GST, token.TLT);
        } catch (err) {
          if (!(err instanceof GameError)) throw err;
          return note(`The game did not let this account into ${label} (${err.reason}); asking again soon.`);
        }
        const state = readState(away.known, ctx.now(), away.receivedAt);
        ctx.log(`Entered ${label} as ${state.name} for the ${formatDuration(endsAt - ctx.now())} it stays open.`, { level: 'success' });
        if (!state.castles.some((c) => c.kingdom === 'green')) {
          leave();
          return note(`This account has no castle in ${label}: choose one there in the game first.`);
        }
      }
      if (String(ctx.settings.collectTaxes ?? 'yes') === 'yes' && ctx.now() - taxedAt >= ctx.interval(TAX_EVERY_MS)) {
        taxedAt = ctx.now();
        const tax = await tendTaxes(away!, ctx.now(), 30);
        if (tax.collected !== undefined) ctx.log(`Collected ${tax.collected.toLocaleString('en')} coins in taxes in ${label}.`, { level: 'success', outcome: { kind: 'taxes', coins: tax.collected } });
        else if (tax.sentForMs !== undefined) ctx.log(`Sent the tax collector out in ${label} for ${formatDuration(tax.sentForMs)} of game time.`, { actions: 1 });
      }
      return barons.step();
    },
  };
};
