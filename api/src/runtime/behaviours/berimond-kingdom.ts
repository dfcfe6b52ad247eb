/**
 * Berimond Kingdom: the faction event (3 FACTION, EmpireCore gamedata/ids/events.py:36) in its kingdom
 * (10), as the GGE-BOT fork's attackBerimondKingdom.js plays it, whose request shapes these are:
 * - opening Berimond when the account has no camp there: `fsc {ID:2, PWR:0, OC2:0, SID:10}`, answered
 *   as `fjf` (the shape is bot-only; the fork first wants 9,000 wood and stone in the main castle, and
 *   so does this);
 * - the camp's upkeep every 10 minutes (the fork's campMaintenanceLoop), inside the camp (`jca`): plots
 *   unlocked with `ebe {X, Y, R, CT:1}` at the fork's ten plots (6 = unlocked already), the unit tents
 *   upgraded lowest first (`eup`, building-queue.ts), new tents placed with
 *   `ebu {WID:242, X, Y, R:0, PWR:0, PO:-1, DOID:-1}` at the fork's tent places (EmpireCore
 *   castle/models/buildings.py:85-147, 560-614);
 * - soldiers brought from the main castle (`kut` to kingdom 10, kingdom-troops.ts) and the watch towers
 *   (area type 17) attacked from the camp (attack-loop.ts).
 * The fork also recruits auxiliaries, buys tools (`sbp`, bot-only) and spends skip items on every
 * construction (`msb`, `fco`); this does none of those: the player's skip items and coins are not
 * spent unasked, and a construction is waited out.
 */
import { said, type Said } from '@shared/i18n/said';
import { watchLines } from '@shared/bot-lines/watch.messages';
import { BUILDINGS } from '@shared/game-wire/buildings';
import { AREA_TYPE, EVENT_ID, KINGDOM_ID } from '@shared/game-wire/ids';
import { readBuildings, readFreeSlots, readState, type Castle } from '@shared/game-wire/live-data';
import { RESULT } from '@shared/game-wire/protocol';
import type { JoinedCastle } from '@shared/game-wire/commands';
import { GameError, type GameClient } from '../game/client';
import { attackLoop } from '../actions/attack-loop';
import { CANNOT_PAY, upgradeIn } from '../actions/building-queue';
import { EVENT_RECHECK_MS, eventWatch } from '../actions/event-watch';
import type { BehaviourFactory } from '../actions/context';
import { waitNote } from '../words/wait-note';

/** The fork's camp upkeep interval. */
export const CAMP_EVERY_MS = 10 * 60_000;
/** What the fork wants in the main castle before it opens Berimond (the join's live price is not public). */
const OPEN_NEEDS = 9_000;
/** The fork's ten plots, top then right side (attackBerimondKingdom.js CAMP_EXPANSION_STEPS). */
const PLOTS = [
  { x: 190, y: 220, r: 2 },
  { x: 190, y: 200, r: 2 },
  { x: 180, y: 220, r: 2 },
  { x: 180, y: 200, r: 2 },
  { x: 180, y: 190, r: 3 },
  { x: 200, y: 190, r: 3 },
  { x: 220, y: 190, r: 3 },
  { x: 180, y: 180, r: 3 },
  { x: 200, y: 180, r: 3 },
  { x: 220, y: 180, r: 3 },
];
/** The fork's tent places, in its order (createCampBuildingSteps, its decorations left out). */
export const TENT_PLACES: ReadonlyArray<{ x: number; y: number }> = [
  ...[235, 230, 225, 220, 215, 210, 205, 200].flatMap((y) => [
    { x: 195, y },
    { x: 190, y },
  ]),
  ...[190, 195, 200, 205, 210, 215, 220, 225, 230, 235].flatMap((x) => [
    { x, y: 195 },
    { x, y: 190 },
  ]),
  ...[190, 195, 200, 205, 210, 215, 220, 225, 230, 235].flatMap((x) => [
    { x, y: 185 },
    { x, y: 180 },
  ]),
];
const TENT = BUILDINGS.FACTION_UNITTENT;

export const berimondKingdom: BehaviourFactory<'berimond-kingdom'> = (ctx) => {
  const towers = attackLoop(ctx, () => ({
    label: 'Berimond watchtower',
    areaTypes: [AREA_TYPE.FACTION_TOWER],
    kingdom: 'berimond',
    event: { ids: [EVENT_ID.BERIMOND], name: 'Battle for Berimond' },
    minLevel: 1,
    maxLevel: ctx.settings.maxLevel,
    troops: ctx.settings.troopsPerAttack,
    keepAtHome: Math.max(0, ctx.settings.keepAtHome),
    keptIn: 'camp',
    maxPerDay: Number.POSITIVE_INFINITY,
    bringTroops: ctx.settings.bringTroops,
    skip: 'none',
  }));
  const events = eventWatch(ctx);
  let upkeepAt = Number.NEGATIVE_INFINITY;
  /** The first plot not known to be unlocked (the fork's campExpansionStepIndex). */
  let plot = 0;
  const told = new Set<string>();
  const note = waitNote((line) => ctx.log(line));
  /** A line said once per kind of news (a full camp, every plot unlocked). */
  const once = (line: Said) => {
    if (!told.has(line.text)) ctx.log(line);
    told.add(line.text);
  };

  return {
    async step() {
      const client = ctx.client();
      // The towers' loop says when the event is not running, and waits for it.
      if ((await events.endsAt(client, [EVENT_ID.BERIMOND])) === null) return towers.step();
      let camp = readState(client.known, ctx.now(), client.receivedAt).castles.find((c) => c.kingdomId === KINGDOM_ID.berimond);
      if (!camp) {
        const opened = await open(client);
        if (!opened) return EVENT_RECHECK_MS;
        camp = opened;
      }
      if (ctx.now() - upkeepAt >= ctx.interval(CAMP_EVERY_MS)) {
        upkeepAt = ctx.now();
        await client.inCastle(camp, (jaa) => upkeep(client, camp, jaa));
      }
      return towers.step();
    },
  };

  /** Opens Berimond with a camp there, when the player allows it and the main castle holds what the fork asks. */
  async function open(client: GameClient): Promise<Castle | null> {
    if (ctx.settings.openBerimond !== 'yes') {
      note(said(watchLines, 'berimondNoCamp'));
      return null;
    }
    await client.send('dcl', { CD: 1 });
    const main = readState(client.known, ctx.now(), client.receivedAt).castles.find((c) => c.kingdomId === KINGDOM_ID.green);
    const stock = main?.details?.resources;
    if (!main || !stock || stock.wood < OPEN_NEEDS || stock.stone < OPEN_NEEDS) {
      note(main ? said(watchLines, 'berimondWaits', { castle: main.name, needs: OPEN_NEEDS }) : said(watchLines, 'berimondWaitsMain', { needs: OPEN_NEEDS }));
      return null;
    }
    await client.send('fsc', { ID: 2, PWR: 0, OC2: 0, SID: 10 });
    const camp = readState(client.known, ctx.now(), client.receivedAt).castles.find((c) => c.kingdomId === KINGDOM_ID.berimond);
    if (!camp) {
      note(said(watchLines, 'berimondNoCampYet'));
      return null;
    }
    ctx.log(said(watchLines, 'berimondOpened', { camp: camp.name, x: String(camp.x), y: String(camp.y) }), { level: 'success', actions: 1 });
    return camp;
  }

  /** One round of the camp's upkeep, in the fork's order: plots, tent upgrades, new tents. */
  async function upkeep(client: GameClient, camp: Castle, jaa: JoinedCastle): Promise<void> {
    if (ctx.settings.expandCamp === 'yes') await expand(client, camp);
    const level = ctx.settings.tentLevel;
    if (level > 0) {
      const outcome = await upgradeIn(client, camp, jaa, [{ name: 'FACTION_UNITTENT', level }]);
      if (outcome.kind === 'started') ctx.log(outcome.line, { actions: 1 });
      else if (outcome.kind === 'done') once(said(watchLines, 'tentsAtLevel', { camp: camp.name, level: String(level) }));
      else if (outcome.kind !== 'busy') note(outcome.line);
    }
    const wanted = ctx.settings.tents;
    if (wanted > 0) await placeTents(client, camp, wanted);
  }

  async function expand(client: GameClient, camp: Castle): Promise<void> {
    let unlockedNow = false;
    while (plot < PLOTS.length) {
      const { x, y, r } = PLOTS[plot]!;
      try {
        await client.send('ebe', { X: x, Y: y, R: r, CT: 1 });
        unlockedNow = true;
        plot += 1;
        ctx.log(said(watchLines, 'plotUnlocked', { plot: String(plot), plots: String(PLOTS.length), camp: camp.name, x: String(x), y: String(y) }), {
          actions: 1,
        });
      } catch (err) {
        if (!(err instanceof GameError)) throw err;
        // 6: unlocked in an earlier session (the fork's reading), unless this round just unlocked one.
        if (err.result === RESULT.INVALID_POSITION && !unlockedNow) {
          plot += 1;
          continue;
        }
        if (CANNOT_PAY.has(err.result)) return note(said(watchLines, 'plotShort', { camp: camp.name, count: CAMP_EVERY_MS / 60_000 }));
        return note(said(watchLines, 'plotRefused', { plot: String(plot + 1), camp: camp.name, reason: err.reason, count: CAMP_EVERY_MS / 60_000 }));
      }
    }
    once(said(watchLines, 'plotsDone', { camp: camp.name }));
  }

  /** New tents at the fork's places until the camp has `wanted`, while a construction slot is free. */
  async function placeTents(client: GameClient, camp: Castle, wanted: number): Promise<void> {
    const jaa = await client.send('jca', { CID: camp.id, KID: camp.kingdomId });
    const rows = readBuildings(jaa);
    const tents = rows.filter((b) => b.name === 'FACTION_UNITTENT').length;
    if (tents >= wanted) return once(said(watchLines, 'tentsDone', { camp: camp.name, tents: String(wanted) }));
    if ((readFreeSlots(jaa.gca?.scl) ?? 1) === 0) return;
    const taken = new Set(((jaa.gca?.BD ?? []) as unknown[][]).map((row) => `${row[2]}:${row[3]}`));
    for (const place of TENT_PLACES) {
      if (taken.has(`${place.x}:${place.y}`)) continue;
      try {
        await client.send('ebu', { WID: TENT.levels[0], X: place.x, Y: place.y, R: 0, PWR: 0, PO: -1, DOID: -1 });
        ctx.log(said(watchLines, 'tentPlaced', { camp: camp.name, x: String(place.x), y: String(place.y), tent: String(tents + 1), tents: String(wanted) }), {
          actions: 1,
        });
        return;
      } catch (err) {
        if (!(err instanceof GameError)) throw err;
        if (err.result === RESULT.INVALID_POSITION) continue;
        if (err.result === RESULT.NO_FREE_CONSTRUCTION_SLOT) return;
        if (CANNOT_PAY.has(err.result)) return note(said(watchLines, 'tentShort', { camp: camp.name, count: CAMP_EVERY_MS / 60_000 }));
        return note(said(watchLines, 'tentRefused', { camp: camp.name, reason: err.reason, count: CAMP_EVERY_MS / 60_000 }));
      }
    }
    once(said(watchLines, 'noTentPlace', { camp: camp.name }));
  }
};
