/**
 * Spies (shapes and sources in shared/src/game-wire/spying.ts): an account owns spies (`gms.MS`), every
 * castle and NPC camp has guards, and the spy dialog reads both (`ssi`). `csm` sends spies from one's
 * castle to another player's castle or an NPC camp on the map; they travel as an army does and, on
 * arrival, are caught with the risk the game client shows for the mission (its SpyConst.getSpyRisk, as
 * EmpireCore spy/risk.py ports it), rolled from the seed. Either way a spy log lands in the mailbox
 * (spy-logs.ts, read with `bsd`); spies that got through come home as a new spy movement, caught ones are
 * lost.
 *
 * Ours, not live: the spies' and guards' numbers (rules.ts SPY); that the live server rolls the risk the
 * client shows (the server's rule is not public); spies travel at an army's speed; sabotage (`ST` 2) is
 * refused (1: the world has no buildings to damage between players), as are horses, feathers and slowdown
 * (2: the world has none); an economy mission on an NPC camp is refused (2: the world keeps no stock
 * there); the spied player gets no log of their own, and no map row shows a spy age.
 */
import { KINGDOM_ID, UNIT, type Kingdom } from '@shared/game-wire/ids';
import type { LiveOwner, UnitCount } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import type { SpyReportArea } from '@shared/game-wire/spying';
import { defendersByPosition } from './ally-defence';
import { kingdomOf, ownCastleById, type CommandContext, type Handlers } from '../core/command-context';
import { castleRow, gcu, npcRow, ownerOf, ownerRecord } from '../map/live-views';
import { sentMovement } from '../map/movement-views';
import { defenceOf, levelFor, npcAt, npcById, presentNow } from '../map/npcs';
import { baronDefence } from '../map/camp-fights';
import { campFortificationLevel } from '@shared/combat/camp-defence';
import { CommandError, int, oneOf, type Payload } from '../core/payload';
import { floorResources, type CastleRecord, type MovementRecord, type PlayerCore, type SpyTarget } from '../core/players';
import { createRng, hashKey } from '../core/rng';
import { SPY } from '../core/rules';
import type { SimContext } from './sim-context';
import { travelMs } from '../map/travel';
import { recordSpyLog, type SpiedArea } from './spy-logs';

/** A spy mission's kinds (EmpireCore enums/spy.py SpyType). */
export const SPY_TYPE = { MILITARY: 0, ECO: 1, SABOTAGE: 2, PLAGUE: 3 } as const;

// The game client's SpyConst (EmpireCore spy/risk.py:31-60, dll lines 19738-19757).
const MAX_GUARD = 180;
const MAX_SPY = 15;
const MAX_RISK = 95;
const RATIO_GUARD_SPY = MAX_GUARD / MAX_SPY;
const RATIO_ACCURACY = 50 - (100 + 50) / 2;

/**
 * The chance in percent that a military or economy mission is caught, as the client shows it
 * (SpyConst.getSpyRisk, EmpireCore spy/risk.py:120-150): its floor is 5 against a player, 0 against a
 * dungeon (an NPC owner).
 */
export function spyRisk(spies: number, guards: number, accuracy: number, npc: boolean): number {
  const floor = npc ? 0 : 5;
  const clamp = (v: number) => Math.max(floor, Math.min(MAX_RISK, v));
  const direct = clamp(-(RATIO_GUARD_SPY * spies - guards) + RATIO_ACCURACY + accuracy);
  const ratio = clamp(Math.floor((guards / spies / RATIO_GUARD_SPY) * (RATIO_ACCURACY + accuracy)));
  return Math.floor((direct + ratio) / 2 + 0.5);
}

/** Spies the account owns (`gms.MS`): the start's, less those caught. */
export const spiesOwned = (player: PlayerCore) => player.spies ?? SPY.startSpies;

/** Spies at home: owned, less those on their way out or home (EmpireCore spy/service.py:319-330 counts the same from the movements). */
export function spiesAtHome(player: PlayerCore): number {
  const away = player.movements.reduce((sum, m) => sum + (m.spy ? m.spy.count : 0), 0);
  return Math.max(0, spiesOwned(player) - away);
}

const npcGuards = (level: number) => level * SPY.npcGuardsPerLevel;
const castleGuards = (castle: CastleRecord) => castle.guards ?? SPY.castleGuards;

/** The target at `x`/`y` in a kingdom: an NPC camp on the map now, or another player's castle; else 203, as `aci` refuses. */
function targetAt(ctx: CommandContext, player: PlayerCore, kingdom: Kingdom, x: number, y: number): { target: SpyTarget; guards: number; npc: boolean } {
  const site = npcAt(ctx.seed, player.zone, kingdom, x, y);
  if (site && presentNow(ctx, site.kind)) {
    const wins = player.victories[site.id] ?? 0;
    const until = ctx.cooldownUntil(player.zone, site.id);
    const row = npcRow(site, wins, until > ctx.now ? Math.ceil((until - ctx.now) / 1000) : 0);
    const owner: LiveOwner = { OID: ownerOf(site), N: site.kind, L: levelFor(site, wins) };
    return { target: { npcId: site.id, kingdom, x, y, row, owner }, guards: npcGuards(levelFor(site, wins)), npc: true };
  }
  const found = ctx.castlesIn(kingdom).find(({ castle }) => castle.x === x && castle.y === y);
  if (!found || found.owner === player) throw new CommandError(`nothing of another player's or an NPC's to spy on at ${x}:${y}`, RESULT.INVALID_AREA);
  const { castle, owner } = found;
  const target = { playerId: owner.playerId, castleId: castle.id, kingdom, x, y, row: castleRow(castle, owner.playerId), owner: ownerRecord(owner) };
  return { target, guards: castleGuards(castle), npc: false };
}

/** The accuracy `SE`: the client sends its slider's value unrounded (EmpireCore spy/models.py:48-50). */
function accuracyOf(req: Payload): number {
  const v = req.SE;
  if (v === undefined) throw new CommandError('SE is missing', RESULT.MISSING_PARAMETER);
  if (typeof v !== 'number' || v < 50 || v > 100) throw new CommandError('SE must be an accuracy between 50 and 100', RESULT.INVALID_PARAMETER_VALUE);
  return v;
}

export const SPY_MISSION_ANSWERS: Handlers<'ssi' | 'csm'> = {
  ssi: (ctx, player, req) => {
    const kingdom = kingdomOf(req) as Kingdom;
    const [x, y] = [int(req, 'TX', 0), int(req, 'TY', 0)];
    const { target, guards, npc } = targetAt(ctx, player, kingdom, x, y);
    const kid = KINGDOM_ID[kingdom];
    // No plague monks here (`APM`/`TPM` 0); the map lists no owner record for an NPC row (commands.ts gaaReply).
    return {
      AS: spiesAtHome(player),
      GC: guards,
      APM: 0,
      TPM: 0,
      TX: x,
      TY: y,
      gaa: { KID: kid, uap: { KID: kid, NS: 0, PMS: 0, PMT: 0 }, OI: npc ? [] : [target.owner], AI: [target.row] },
    };
  },

  csm: (ctx, player, req) => {
    const source = ownCastleById(player, int(req, 'SID', 0));
    const kingdom = kingdomOf(req) as Kingdom;
    if (kingdom !== source.kingdom) throw new CommandError('spies go to a target in their castle’s kingdom', RESULT.INVALID_PARAMETER_VALUE);
    const type = oneOf(req, 'ST', [SPY_TYPE.MILITARY, SPY_TYPE.ECO, SPY_TYPE.SABOTAGE]);
    if (type === SPY_TYPE.SABOTAGE) throw new CommandError('sabotage is not modelled here', RESULT.GENERAL_ERROR);
    const accuracy = accuracyOf(req);
    const count = int(req, 'SC', 1, 1_000);
    oneOf(req, 'HBW', [-1]);
    oneOf(req, 'PTT', [0]);
    oneOf(req, 'SD', [0]);
    const { target, guards, npc } = targetAt(ctx, player, kingdom, int(req, 'TX', 0), int(req, 'TY', 0));
    if (npc && type === SPY_TYPE.ECO) throw new CommandError('an NPC camp keeps no stock here to spy on', RESULT.INVALID_PARAMETER_VALUE);
    if (count > spiesAtHome(player)) throw new CommandError(`only ${spiesAtHome(player)} spies are at home`, RESULT.NOT_ENOUGH_SPIES);
    const movement: MovementRecord = {
      id: ctx.nextId(),
      type: 'spy',
      castleId: source.id,
      targetId: null,
      troops: 0,
      departedAt: ctx.now,
      arrivesAt: ctx.now + travelMs(source, target, ctx.timeScale),
      loot: null,
      attacker: null,
      spy: { type, accuracy, count, risk: spyRisk(count, guards, accuracy, npc), target },
    };
    player.movements.push(movement);
    const sent = sentMovement(player, movement, ctx.now, ctx.seed);
    return { A: sent.movement, O: sent.owners, gcu: gcu(player) };
  },
};

const spearmen = (count: number): UnitCount[] => (count > 0 ? [[UNIT.SPEARMAN, count]] : []);

/** The target as the spies find it on arrival; null when it is gone (an event camp after its event, a castle moved). */
function spiedArea(player: PlayerCore, t: SpyTarget, at: number, ctx: SimContext): SpiedArea | null {
  if (t.npcId !== undefined) {
    const site = npcById(ctx.seed, player.zone, t.npcId);
    if (!site) return null;
    const wins = player.victories[site.id] ?? 0;
    const level = levelFor(site, wins);
    // A robber baron camp shows the game's own defenders, flank by flank and in its keep, behind the walls
    // of its level (camp-fights.ts); other targets' garrisons, counted in spearmen, hold the middle flank.
    const camp = baronDefence(site, wins);
    const walls = camp ? campFortificationLevel(level) : 0;
    const area: SpyReportArea = {
      AT: t.row[0] as number,
      X: t.x,
      Y: t.y,
      K: KINGDOM_ID[t.kingdom],
      N: '',
      DP: ownerOf(site),
      DL: level,
      KL: 0,
      WL: walls,
      GL: walls,
      TL: 0,
      ML: 0,
    };
    const army: UnitCount[][] = camp
      ? [camp.flanks.L.stacks, camp.flanks.M.stacks, camp.flanks.R.stacks, camp.keep.stacks].map((s) => s.map(([id, n]) => [id, n] as UnitCount))
      : [[], spearmen(defenceOf(site, wins)), [], []];
    return { guards: npcGuards(level), npc: true, objectId: -1, area, owner: { ...t.owner, L: level }, army, resources: null };
  }
  const found = ctx.castleOf(t.playerId ?? -1, t.castleId ?? -1);
  if (!found || found.castle.x !== t.x || found.castle.y !== t.y) return null;
  const { castle, owner } = found;
  // Castle rows carry building levels keep 1, wall 1, gate 1, tower 0, moat 0 here (live-views.ts castleRow).
  const area: SpyReportArea = {
    AT: t.row[0] as number,
    X: t.x,
    Y: t.y,
    K: KINGDOM_ID[t.kingdom],
    N: castle.name,
    DP: owner.playerId,
    KL: 1,
    WL: 1,
    GL: 1,
    TL: 0,
    ML: 0,
  };
  return {
    guards: castleGuards(castle),
    npc: false,
    objectId: castle.id,
    area,
    owner: ownerRecord(owner),
    army: defendersByPosition(castle, at),
    resources: floorResources(castle.resources),
  };
}

/**
 * Spies reach their target (simulate.ts): caught with the risk the client shows for the guards there now,
 * the roll drawn from the seed and the movement; a log either way; the survivors' way home as long as the way out.
 */
export function arriveSpies(player: PlayerCore, m: MovementRecord, ctx: SimContext): void {
  const mission = m.spy;
  if (!mission) return;
  const seen = spiedArea(player, mission.target, m.arrivesAt, ctx);
  const back = (): void => {
    player.movements.push({ ...m, id: ctx.nextId(), type: 'spyHome', departedAt: m.arrivesAt, arrivesAt: m.arrivesAt + (m.arrivesAt - m.departedAt) });
  };
  // Nothing left to spy on: the spies turn home without a report.
  if (!seen) return back();
  const risk = spyRisk(mission.count, seen.guards, mission.accuracy, seen.npc);
  const caught = createRng(hashKey(ctx.seed, 'spy', player.zone, m.id)).next() * 100 < risk;
  recordSpyLog(player, { at: m.arrivesAt, mission, seen, risk, caught });
  if (caught) player.spies = spiesOwned(player) - mission.count;
  else back();
}
