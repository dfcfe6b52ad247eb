/**
 * The in-game commands (everything after `lli`), with the live request shapes of
 * shared/src/game-wire/commands.ts. Each handler gets a player already advanced to now and the request
 * as sent; refusals throw CommandError with the live result code (GENERAL_ERROR where the live one is
 * not public), which the world answers with.
 */
import { decodeJsonText } from '@shared/game-wire/login';
import { FEAST_TYPE, KINGDOM_BY_ID, KINGDOM_ID, MINUTE_SKIPS, TAX_DURATIONS_S, UNIT, type MinuteSkip } from '@shared/game-wire/ids';
import type { AreaRow, LiveOwner } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import {
  castleDetails,
  castleResources,
  castleRow,
  castleUnits,
  commanders,
  gcu,
  npcRow,
  ownerRecord,
  specialCurrencies,
  taxIncome,
  taxInfo,
} from '../map/live-views';
import { movementList } from '../map/movement-views';
import { HelpList } from '../alliance/alliance';
import { openBerimond } from '../events/berimond';
import { ARMY_COMMANDS } from '../army/army-commands';
import { HOSPITAL_ANSWERS, HOSPITAL_LIST, hospitalList } from '../army/hospital';
import { unitUpkeep } from '@shared/game-data/upkeep';
import { CLIENT_READ_ANSWERS } from '../reads/client-reads';
import { BATTLE_LOG_ANSWERS } from '../army/battle-logs';
import { ALLIANCE_LIFE_ANSWERS } from '../alliance/alliance-life';
import { ALLY_DEFENCE_ANSWERS } from '../army/ally-defence';
import { LOGIN_REWARD_ANSWERS } from '../economy/login-rewards';
import { MERCENARY_ANSWERS } from '../economy/mercenaries';
import { EQUIPMENT_ANSWERS } from '../economy/equipment';
import { GENERAL_ANSWERS } from '../economy/generals';
import { GENERALS_HUB_ANSWERS } from '../economy/generals-hub';
import { PATCH_NOTE_ANSWERS } from '../mail/patch-notes';
import { SPY_MISSION_ANSWERS } from '../army/spies';
import { SPY_LOG_ANSWERS } from '../army/spy-logs';
import { LANDMARK_ANSWERS, giveToLandmark, landmarksOnMap } from '../army/landmark-actions';
import { ITEM_READ_ANSWERS } from '../economy/rewards';
import { isleRowsIn, RESOURCE_ISLE_ANSWERS } from '../army/resource-isles';
import { onMap, ownerWithRuin, RUIN_ANSWERS } from '../map/ruins';
import { joinedCastle, kingdomOf, ownCastleAt, ownCastleById, type GameCommand, type Handlers } from '../core/command-context';
import type { WorldContext } from './world-context';
import { DEFENCE_COMMANDS } from '../army/defence-commands';
import { EVENT_READ_ANSWERS } from '../reads/event-reads';
import { COLOSSUS_ANSWERS } from '../events/colossus';
import { GRAND_TOURNAMENT_ANSWERS } from '../events/grand-tournament';
import { RAID_BOSS_ANSWERS } from '../events/raid-boss';
import { SEASON_LEAGUE_ANSWERS } from '../events/season-league';
import { BATTLE_GROUND_TOWER_ANSWERS } from '../events/battle-ground-towers';
import { KINGDOM_COMMANDS } from '../economy/kingdom-commands';
import { donateCurrency, donateResources, finishCondition } from '../economy/quests';
import { buyPackage } from '../economy/shops';
import type { OurMarket } from '../economy/market';
import { goodsOf, marketInfo, sendGoods } from '../economy/carriages';
import { buildingRow, constructionList, expandGrounds, placeBuilding, startUpgrade } from '../economy/construction';
import { npcAt, npcsIn, presentNow } from '../map/npcs';
import { CommandError, int, oneOf, text } from '../core/payload';
import type { CastleRecord } from '../core/players';
import type { PlayerRecord } from './player-record';
import { FEAST, GAME_HOUR_MS, GAME_MINUTE_MS, MAX_AREA_SIDE, MAX_RECRUIT, TAX, realMs } from '../core/rules';

/** Our market's commands exist only while it is open: closed, they are answered as any unknown command. */
function openMarket(ctx: WorldContext, command: string): OurMarket {
  if (!ctx.market.open) throw new CommandError(`unknown command ${command}`, RESULT.GENERAL_ERROR);
  return ctx.market;
}

function gaaReply(ctx: WorldContext, player: PlayerRecord, kingdom: string, rect: { x1: number; y1: number; x2: number; y2: number }) {
  const rows: AreaRow[] = [];
  const owners = new Map<number, LiveOwner>();
  for (const site of npcsIn(ctx.seed, player.zone, kingdom as CastleRecord['kingdom'], rect)) {
    // Event targets are on the map only while their event runs.
    if (!presentNow(ctx, site.kind)) continue;
    const until = ctx.cooldownUntil(player.zone, site.id);
    rows.push(npcRow(site, player.victories[site.id] ?? 0, until > ctx.now ? Math.ceil((until - ctx.now) / 1000) : 0));
  }
  for (const { row, owner } of landmarksOnMap(ctx, player, kingdom as CastleRecord['kingdom'], rect)) {
    rows.push(row);
    if (owner) owners.set(owner.OID, owner);
  }
  for (const { castle, owner } of ctx.castlesIn(kingdom)) {
    if (castle.x < rect.x1 || castle.x > rect.x2 || castle.y < rect.y1 || castle.y > rect.y2 || !onMap(owner, ctx.now, ctx.timeScale)) continue;
    rows.push(castleRow(castle, owner.playerId));
    owners.set(owner.playerId, ownerWithRuin({ OID: owner.playerId, N: owner.name, L: owner.level }, owner, ctx.now, ctx.timeScale));
  }
  if (kingdom === 'storm') {
    const isles = isleRowsIn(ctx, player, rect);
    rows.push(...isles.rows);
    for (const o of isles.owners) owners.set(o.OID, o);
  }
  return {
    KID: KINGDOM_ID[kingdom as CastleRecord['kingdom']],
    AI: rows,
    OI: [...owners.values()],
    uap: { KID: KINGDOM_ID[kingdom as CastleRecord['kingdom']], NS: 0, PMS: 0, PMT: 0 },
  };
}

export const COMMANDS: Handlers<GameCommand, WorldContext> = {
  ...ARMY_COMMANDS,
  ...DEFENCE_COMMANDS,
  ...KINGDOM_COMMANDS,
  ...CLIENT_READ_ANSWERS,
  ...BATTLE_LOG_ANSWERS,
  ...ALLIANCE_LIFE_ANSWERS,
  ...EVENT_READ_ANSWERS,
  ...COLOSSUS_ANSWERS,
  ...GRAND_TOURNAMENT_ANSWERS,
  ...RAID_BOSS_ANSWERS,
  ...SEASON_LEAGUE_ANSWERS,
  ...BATTLE_GROUND_TOWER_ANSWERS,
  ...LOGIN_REWARD_ANSWERS,
  ...ITEM_READ_ANSWERS,
  ...MERCENARY_ANSWERS,
  ...ALLY_DEFENCE_ANSWERS,
  ...GENERAL_ANSWERS,
  ...GENERALS_HUB_ANSWERS,
  ...EQUIPMENT_ANSWERS,
  ...PATCH_NOTE_ANSWERS,
  ...SPY_MISSION_ANSWERS,
  ...SPY_LOG_ANSWERS,
  ...LANDMARK_ANSWERS,
  ...RESOURCE_ISLE_ANSWERS,
  ...RUIN_ANSWERS,
  ...HOSPITAL_ANSWERS,

  dcl: (ctx, player) => castleDetails(player, ctx.now),

  grc: (_ctx, player, req) => castleResources(ownCastleById(player, int(req, 'AID', 0))),

  gam: (ctx, player) => movementList(player, ctx.now, ctx.seed, ctx.allies(player)),

  sei: (ctx) => ctx.events(),

  gli: (_ctx, player) => commanders(player),

  gaa: (ctx, player, req) => {
    const kingdom = kingdomOf(req);
    const [x1, y1, x2, y2] = ['AX1', 'AY1', 'AX2', 'AY2'].map((f) => int(req, f, -10_000, 10_000)) as [number, number, number, number];
    const rect = { x1: Math.min(x1, x2), y1: Math.min(y1, y2), x2: Math.max(x1, x2), y2: Math.max(y1, y2) };
    if (rect.x2 - rect.x1 + 1 > MAX_AREA_SIDE || rect.y2 - rect.y1 + 1 > MAX_AREA_SIDE) {
      throw new CommandError(`at most ${MAX_AREA_SIDE} tiles a side`, RESULT.INVALID_PARAMETER_VALUE);
    }
    ctx.readTiles((rect.x2 - rect.x1 + 1) * (rect.y2 - rect.y1 + 1));
    return gaaReply(ctx, player, kingdom, rect);
  },

  msd: (ctx, player, req) => {
    const skip = oneOf(req, 'MST', Object.keys(MINUTE_SKIPS) as MinuteSkip[]);
    const kid = Number(text(req, 'KID', 3));
    const kingdom = KINGDOM_BY_ID.get(kid);
    if (!kingdom) throw new CommandError(`no kingdom ${kid}`, RESULT.INVALID_PARAMETER_VALUE);
    const target = npcAt(ctx.seed, player.zone, kingdom, int(req, 'X', 0), int(req, 'Y', 0));
    if (!target || !presentNow(ctx, target.kind)) throw new CommandError('no camp there', RESULT.INVALID_AREA);
    if (player.skips[skip] <= 0) throw new CommandError(`no ${skip} skips left`, RESULT.NOT_ENOUGH_RUBIES);
    const until = ctx.cooldownUntil(player.zone, target.id);
    if (until <= ctx.now) throw new CommandError('the camp is not cooling down', RESULT.COOLING_DOWN);
    player.skips[skip] -= 1;
    const left = Math.max(ctx.now, until - Math.round(realMs(MINUTE_SKIPS[skip] * GAME_MINUTE_MS, ctx.timeScale)));
    ctx.setCooldown(player.zone, target.id, left);
    return { AI: npcRow(target, player.victories[target.id] ?? 0, Math.ceil((left - ctx.now) / 1000)) };
  },

  txi: (ctx, player) => ({ TX: taxInfo(player, ctx.now) }),

  txs: (ctx, player, req) => {
    const type = int(req, 'TT', 0, TAX_DURATIONS_S.length - 1);
    if (player.tax) throw new CommandError('a tax collector is out already', RESULT.ALREADY_COLLECTING_TAXES);
    const coins = taxIncome(type, TAX.coinsPerHour);
    // Types 1-4 cost a tenth of their income up front; 5 and 6 cost rubies (EmpireCore tax.py:25-34).
    const fee = type >= 1 && type <= 4 ? Math.round(coins * TAX.paidShare) : 0;
    if (type >= 5) throw new CommandError('tax types 5 and 6 cost rubies', RESULT.NOT_ENOUGH_RUBIES);
    if (player.coins < fee) throw new CommandError(`the collector costs ${fee} coins`, RESULT.NOT_ENOUGH_COINS);
    player.coins -= fee;
    player.tax = { type, startedAt: ctx.now, endsAt: ctx.now + Math.round(realMs(TAX_DURATIONS_S[type]! * 1000, ctx.timeScale)), coins };
    return { gcu: gcu(player), txi: { TX: taxInfo(player, ctx.now) } };
  },

  txc: (ctx, player) => {
    const tax = player.tax;
    if (!tax) throw new CommandError('no tax collector is out', RESULT.GENERAL_ERROR);
    // Collecting early brings the share earned so far (EmpireCore castle/service.py:1354-1356).
    const share = Math.min(1, (ctx.now - tax.startedAt) / Math.max(1, tax.endsAt - tax.startedAt));
    const collected = Math.floor(tax.coins * share);
    player.coins += collected;
    player.tax = null;
    return { gcu: gcu(player), txi: { TX: taxInfo(player, ctx.now) }, CT: collected };
  },

  bfs: (ctx, player, req) => {
    // The one feast type public bots send (ids.ts FEAST_TYPE); other values have no public meaning.
    const type = oneOf(req, 'T', [FEAST_TYPE] as const);
    const castle = ownCastleById(player, int(req, 'CID', 0));
    if (KINGDOM_ID[castle.kingdom] !== int(req, 'KID', 0)) throw new CommandError('the castle is in another kingdom', RESULT.INVALID_PARAMETER_VALUE);
    if (player.feastUntil > ctx.now) throw new CommandError('a feast is running already');
    if (castle.resources.food < FEAST.food) throw new CommandError(`a feast needs ${FEAST.food} food`, RESULT.NOT_ENOUGH_RESOURCES);
    castle.resources.food -= FEAST.food;
    player.feastLevel = type;
    player.feastUntil = ctx.now + Math.round(realMs(FEAST.hours * GAME_HOUR_MS, ctx.timeScale));
    return { T: type, RT: Math.round((player.feastUntil - ctx.now) / 1000) };
  },

  jca: (ctx, player, req) => {
    const castle = ownCastleById(player, int(req, 'CID', 0));
    if (KINGDOM_ID[castle.kingdom] !== int(req, 'KID', 0)) throw new CommandError('the castle is in another kingdom', RESULT.INVALID_PARAMETER_VALUE);
    ctx.joined.castleId = castle.id;
    const rows = castle.buildings.map((b) => buildingRow(b, ctx.now));
    return { KID: KINGDOM_ID[castle.kingdom], T: 1, gca: { BD: rows, scl: constructionList(castle) }, grc: castleResources(castle) };
  },

  spl: (ctx, player, req) => {
    const castle = joinedCastle(ctx, player);
    const lid = int(req, 'LID', 0, 3);
    if (lid === HOSPITAL_LIST) return hospitalList(castle, ctx.now, ctx.timeScale);
    // Not live: recruiting is instant here, so the queue is always free.
    return { LID: lid, QS: [{ SI: { RUT: -1, VIP: 0 } }], PS: {}, RM: 0, TCT: 0 };
  },

  bup: (ctx, player, req) => {
    const castle = joinedCastle(ctx, player);
    if (int(req, 'AID', 0) !== castle.id || int(req, 'SID', 0) !== KINGDOM_ID[castle.kingdom]) {
      throw new CommandError('bup names another castle than the one joined', RESULT.NOT_IN_OWNED_CASTLE);
    }
    int(req, 'LID', 0, 0);
    const wod = int(req, 'WID', 0);
    if (wod !== UNIT.SPEARMAN) throw new CommandError(`unit ${wod} cannot be recruited here`, RESULT.INVALID_PARAMETER_VALUE);
    const amount = int(req, 'AMT', 1, MAX_RECRUIT);
    // The game's price: units.json `costC1` coins a spearman (30), no resources.
    const coins = amount * (unitUpkeep(wod)?.coins ?? 0);
    if (player.coins < coins) throw new CommandError(`recruiting ${amount} needs ${coins} coins`, RESULT.NOT_ENOUGH_COINS);
    player.coins -= coins;
    castle.troops += amount;
    return {
      spl: { LID: 0, QS: [{ SI: { RUT: -1, VIP: 0 } }], PS: {}, RM: 0, TCT: 0 },
      grc: castleResources(castle),
      gcu: gcu(player),
      gui: castleUnits(castle),
    };
  },

  crm: (ctx, player, req) => {
    const from = ownCastleById(player, int(req, 'SID', 0));
    const kid = int(req, 'KID', 0);
    if (KINGDOM_ID[from.kingdom] !== kid) throw new CommandError('KID is not the source castle’s kingdom', RESULT.INVALID_PARAMETER_VALUE);
    const landmark = ctx.landmarks.at(player.zone, from.kingdom, int(req, 'TX', 0), int(req, 'TY', 0));
    if (landmark) return giveToLandmark(ctx, player, from, landmark, goodsOf(req));
    const to = ownCastleAt(player, kid, int(req, 'TX', 0), int(req, 'TY', 0));
    if (to === from) throw new CommandError('the castle cannot send goods to itself', RESULT.INVALID_PARAMETER_VALUE);
    return sendGoods(ctx, player, from, to, goodsOf(req), { toCastleId: to.id });
  },

  cmi: (ctx, player, req) => marketInfo(player, req, ctx.now),

  eup: (ctx, player, req) => {
    const castle = joinedCastle(ctx, player);
    const { rubiesSpent, building } = startUpgrade(castle, int(req, 'OID', 0), int(req, 'PWR', 0, 1) === 1, player.rubies, ctx.now, ctx.timeScale);
    player.rubies -= rubiesSpent;
    // The reply carries the construction list too (EmpireCore castle/models/buildings.py:172-194).
    return { O: [buildingRow(building, ctx.now)], grc: castleResources(castle), scl: constructionList(castle), gcu: gcu(player) };
  },

  scl: (ctx, player) => constructionList(joinedCastle(ctx, player)),

  ebu: (ctx, player, req) => {
    const castle = joinedCastle(ctx, player);
    const { rubiesSpent, building } = placeBuilding(
      castle,
      int(req, 'WID', 0),
      int(req, 'X', -1),
      int(req, 'Y', -1),
      int(req, 'PWR', 0, 1) === 1,
      player.rubies,
      ctx.now,
      ctx.timeScale,
    );
    player.rubies -= rubiesSpent;
    return { NO: buildingRow(building, ctx.now), grc: castleResources(castle), scl: constructionList(castle), gcu: gcu(player) };
  },

  ebe: (ctx, player, req) => {
    const castle = joinedCastle(ctx, player);
    player.rubies -= expandGrounds(castle, int(req, 'X', -1), int(req, 'Y', -1), int(req, 'R', 0), int(req, 'CT', 0, 1), player.rubies);
    return {
      gca: { BD: castle.buildings.map((b) => buildingRow(b, ctx.now)), scl: constructionList(castle) },
      grc: castleResources(castle),
      scl: constructionList(castle),
      gcu: gcu(player),
    };
  },

  fsc: (ctx, player, req) => openBerimond(ctx, player, req),

  sbp: (ctx, player, req) => buyPackage(ctx, player, req),

  sce: (_ctx, player) => specialCurrencies(player),

  qdr: (ctx, player, req) => donateResources(ctx, player, req),
  qdc: (ctx, player, req) => donateCurrency(ctx, player, req),
  fcq: (ctx, player, req) => finishCondition(ctx, player, req),

  ahr: (ctx, player, req) => {
    const request = ctx.help.ask(player, int(req, 'ID', 0), int(req, 'T', 0));
    // Every member online sees the new request at once (EmpireCore help.py:211-238, `ahh` with `TSL`).
    ctx.tellAlliance(player, 'ahh', (member) => ({ ...HelpList.view(request, member.playerId), TSL: -1 }));
    return {};
  },

  aha: (ctx, player, req) => {
    oneOf(req, 'KID', [15] as const);
    for (const request of ctx.help.helpAll(player)) {
      // The asker and the others see the request's progress (`ahh`), as after any member's help.
      ctx.tellAlliance(player, 'ahh', (member) => ({ ...HelpList.view(request, member.playerId), TSL: -1 }));
    }
    return {};
  },

  wsp: (ctx, _player, req) => {
    // A player by name in this zone: their main castle's row and owner record (EmpireCore
    // player/models/info.py:243-300, the client's WSPCommand); none is 153, as fnm answers an empty search.
    const name = decodeJsonText(text(req, 'PN', 64));
    const found = ctx.castlesIn('green').find(({ owner, castle }) => owner.name === name && owner.castles[0] === castle);
    if (!found) throw new CommandError('no player of that name', RESULT.NO_PLAYER_FOUND);
    const { castle, owner } = found;
    return { gaa: { KID: KINGDOM_ID.green, AI: [castleRow(castle, owner.playerId)], OI: [ownerRecord(owner)] }, X: castle.x, Y: castle.y };
  },

  // Ours, not live (market.ts, shared/src/game-wire/our-market.ts).
  omp: (ctx, player) => openMarket(ctx, 'omp').priceList(player.zone, ctx.now, ctx.timeScale),
  omt: (ctx, player, req) => openMarket(ctx, 'omt').trade(player, req, ctx.now, ctx.timeScale),

  // Not live: every player has one empty attack preset slot.
  gas: () => ({ S: [{ S: 0, SN: '', A: '[[],[],[],[],[],[]]' }] }),

  fnt: (ctx, player) => {
    // The nearest Berimond tower to the player's Berimond camp while Berimond runs; none: 153 (EmpireCore areas.py:533-534).
    const camp = player.castles.find((c) => c.kingdom === 'berimond');
    if (!camp || !presentNow(ctx, 'berimond')) throw new CommandError('no tower found', RESULT.NO_PLAYER_FOUND);
    const rect = { x1: camp.x - 50, y1: camp.y - 50, x2: camp.x + 50, y2: camp.y + 50 };
    const tower = npcsIn(ctx.seed, player.zone, 'berimond', rect).filter((s) => s.kind === 'berimond')[0];
    if (!tower) throw new CommandError('no tower found', RESULT.NO_PLAYER_FOUND);
    return { gaa: { KID: KINGDOM_ID.berimond, AI: [npcRow(tower, player.victories[tower.id] ?? 0, 0)], OI: [] }, X: tower.x, Y: tower.y };
  },
};

export function isGameCommand(name: string): name is GameCommand {
  return Object.hasOwn(COMMANDS, name);
}
