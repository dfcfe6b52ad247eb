/**
 * The one adapter from the game's live data (shapes in live-shapes.ts) to the behaviours' own types.
 * Behaviours read state only through it, so a change of the live shapes touches this file alone. A
 * payload that lacks what a bot needs is a GameDataError with a sentence, never a crash on `undefined`.
 *
 * Times: the game sends durations in seconds from "now"; they become epoch milliseconds here, from the
 * moment the payload was read (`now`).
 */
import {
  ATTACK_MOVEMENT_TYPES,
  KINGDOM_ID,
  NO_FESTIVAL,
  RESOURCE_KEY,
  type AreaRow,
  type UnitCount,
} from './live-shapes';
import { EVENT_IDS, type GameEvent, type Kingdom, type Resources } from './protocol';

export type Castle = {
  id: number;
  name: string;
  kingdom: Kingdom;
  x: number;
  y: number;
  resources: Resources;
  /** The smallest of the three storage capacities. */
  capacity: number;
  /** Per game hour. */
  production: Resources;
  /** Soldiers at home. */
  troops: number;
};

export type PlayerState = {
  playerId: number;
  name: string;
  level: number;
  coins: number;
  rubies: number;
  /** Skip items ("time skips") by minutes of travel they remove; none where the game does not say. */
  skips: { m1: number; m5: number; m30: number };
  castles: Castle[];
  /** The running feast (the game's festival), or null. */
  feast: { level: number; until: number } | null;
  /** Game time per real time: 1 on the live game. */
  timeScale: number;
};

export type Movement = {
  id: number;
  /** attack: our army on its way out; return: coming home with loot; incoming: someone attacking us. */
  type: 'attack' | 'return' | 'incoming';
  castleId: number;
  targetId: number | null;
  troops: number;
  arrivesAt: number;
  loot: Resources | null;
  attacker: string | null;
};

/** Game data a bot cannot read: the message says what is missing, for the console. */
export class GameDataError extends Error {
  constructor(detail: string) {
    super(`unreadable game data: ${detail}`);
  }
}

type Obj = Record<string, unknown>;

const KINGDOM_BY_ID = new Map(Object.entries(KINGDOM_ID).map(([name, id]) => [id, name as Kingdom]));

function object(value: unknown, what: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GameDataError(`${what} is missing or not an object`);
  return value as Obj;
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new GameDataError(`${what} is missing or not a list`);
  return value;
}

function num(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new GameDataError(`${what} is missing or not a number`);
  return value;
}

function row(value: unknown, what: string): AreaRow {
  const r = list(value, what);
  for (let i = 0; i < 5; i += 1) num(r[i], `${what} position ${i}`);
  return r as AreaRow;
}

/** Units in `[unitId, count]` pairs; every unit counts as a soldier. */
function units(value: unknown, what: string): number {
  if (value === undefined) return 0;
  return list(value, what).reduce<number>((sum, pair, i) => sum + num((list(pair, `${what} entry ${i}`) as UnitCount)[1], `${what} entry ${i} count`), 0);
}

/**
 * The player and castles from the login bundle (`gbd`). Needs gpi, gxp, gcu, gcl and dcl; a castle
 * in a kingdom the bots do not know (Berimond) is left out rather than failing the bot.
 */
export function readState(gbd: unknown, now = Date.now()): PlayerState {
  const data = object(gbd, "the game's login data (gbd)");
  const gpi = object(data.gpi, 'the player info (gbd gpi)');
  const gxp = object(data.gxp, 'the level (gbd gxp)');
  const gcu = object(data.gcu, 'the currencies (gbd gcu)');
  const playerId = num(gpi.PID, 'the player id (gpi PID)');

  const details = new Map<string, Obj>();
  for (const [k, kingdom] of list(object(data.dcl, 'the castle details (gbd dcl)').C, 'the castle details (dcl C)').entries()) {
    const block = object(kingdom, `castle details kingdom ${k} (dcl C)`);
    for (const [i, entry] of list(block.AI, `castle details of kingdom ${String(block.KID)} (dcl AI)`).entries()) {
      const detail = object(entry, `castle detail ${i} (dcl AI)`);
      details.set(`${num(block.KID, 'a kingdom id (dcl KID)')}:${num(detail.AID, 'a castle id (dcl AID)')}`, detail);
    }
  }

  const castles: Castle[] = [];
  for (const [k, kingdom] of list(object(data.gcl, 'the castle list (gbd gcl)').C, 'the castle list (gcl C)').entries()) {
    const block = object(kingdom, `castle list kingdom ${k} (gcl C)`);
    const kid = num(block.KID, 'a kingdom id (gcl KID)');
    const name = KINGDOM_BY_ID.get(kid);
    for (const [i, entry] of list(block.AI, `castles of kingdom ${kid} (gcl AI)`).entries()) {
      const area = row(object(entry, `castle ${i} of kingdom ${kid} (gcl AI)`).AI, `castle ${i} of kingdom ${kid} (gcl AI row)`);
      if (name === undefined) continue;
      const id = area[3];
      const detail = details.get(`${kid}:${id}`);
      if (!detail) throw new GameDataError(`the game sent no details (dcl) for castle ${id}`);
      const gpa = object(detail.gpa, `the production of castle ${id} (dcl gpa)`);
      const perHour = (key: string) => num(gpa[`D${key}`], `the production of castle ${id} (gpa D${key})`) / 10;
      const capacity = (key: string) => num(gpa[`MR${key}`], `the storage of castle ${id} (gpa MR${key})`);
      const stock = (key: string) => Math.floor(num(detail[key], `the ${key} stock of castle ${id} (dcl ${key})`));
      castles.push({
        id,
        name: typeof area[10] === 'string' ? area[10] : `castle ${id}`,
        kingdom: name,
        x: area[1],
        y: area[2],
        resources: { wood: stock(RESOURCE_KEY.wood), stone: stock(RESOURCE_KEY.stone), food: stock(RESOURCE_KEY.food) },
        capacity: Math.min(capacity(RESOURCE_KEY.wood), capacity(RESOURCE_KEY.stone), capacity(RESOURCE_KEY.food)),
        production: { wood: Math.floor(perHour(RESOURCE_KEY.wood)), stone: Math.floor(perHour(RESOURCE_KEY.stone)), food: Math.floor(perHour(RESOURCE_KEY.food)) },
        troops: units(detail.AC, `the units of castle ${id} (dcl AC)`),
      });
    }
  }

  return {
    playerId,
    name: typeof gpi.PN === 'string' ? gpi.PN : `player ${playerId}`,
    level: num(gxp.LVL, 'the level (gxp LVL)'),
    coins: num(gcu.C1, 'the coins (gcu C1)'),
    rubies: num(gcu.C2, 'the rubies (gcu C2)'),
    skips: readSkips(data.skips),
    castles,
    feast: readFestival(data.boi, now),
    timeScale: data.timeScale === undefined ? 1 : num(data.timeScale, 'the time scale'),
  };
}

/** The festival from the boosters section (boi bfs); absent or type -1 means none runs. */
function readFestival(boi: unknown, now: number): PlayerState['feast'] {
  if (boi === undefined) return null;
  const bfs = object(boi, 'the boosters (gbd boi)').bfs;
  if (bfs === undefined) return null;
  const festival = object(bfs, 'the festival (boi bfs)');
  const type = num(festival.T, 'the festival type (bfs T)');
  const seconds = num(festival.RT, 'the festival time left (bfs RT)');
  return type === NO_FESTIVAL || seconds <= 0 ? null : { level: type, until: now + Math.round(seconds * 1000) };
}

/** Our own section (not live): without it the bot has no skips to use. */
function readSkips(value: unknown): PlayerState['skips'] {
  if (value === undefined) return { m1: 0, m5: 0, m30: 0 };
  const skips = object(value, 'the skip items');
  return { m1: num(skips.m1, 'the 1-minute skips'), m5: num(skips.m5, 'the 5-minute skips'), m30: num(skips.m30, 'the 30-minute skips') };
}

/** A running event our templates know, and when it ends (epoch ms). Events we have no use for are left out. */
/** The login token the login bundle carries (the local game server's `lt` section), or null. */
export function readLoginToken(gbd: unknown): string | null {
  const token = (gbd as { lt?: { LT?: unknown } } | null)?.lt?.LT;
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : null;
}

export type RunningEvent = { name: GameEvent; endsAt: number };

const EVENT_BY_ID = new Map<number, GameEvent>(Object.entries(EVENT_IDS).map(([name, id]) => [id, name as GameEvent]));

/** The events running now, from `sei` (pushed after the login, or asked): entries `{EID, RS}` in `E`. */
export function readEvents(sei: unknown, now = Date.now()): RunningEvent[] {
  const data = object(sei, "the game's running events (sei)");
  const running: RunningEvent[] = [];
  for (const [i, entry] of list(data.E, 'the events (sei E)').entries()) {
    const event = object(entry, `event ${i} (sei E)`);
    const name = EVENT_BY_ID.get(num(event.EID, `event ${i} id (sei EID)`));
    if (!name) continue;
    const left = event.RS === undefined ? Number.POSITIVE_INFINITY : num(event.RS, `event ${i} time left (sei RS)`);
    running.push({ name, endsAt: now + left * 1000 });
  }
  return running;
}

/**
 * The player's armies on the move and the attacks on the player, from a movement list (`gam`, pushed
 * or requested). Other players' movements the game may list (an ally's, a transport) are left out.
 */
export function readMovements(gam: unknown, playerId: number, now = Date.now()): Movement[] {
  const data = object(gam, "the game's movement list (gam)");
  const owners = readOwners(data.O);
  const movements: Movement[] = [];
  for (const [i, entry] of list(data.M, 'the movements (gam M)').entries()) {
    const movement = readMovement(entry, `movement ${i} (gam M)`, owners, playerId, now);
    if (movement) movements.push(movement);
  }
  return movements;
}

/** The movement a sent attack (or a skip) answers with, under `AAM`. */
export function readSentMovement(reply: unknown, playerId: number, now = Date.now()): Movement {
  const data = object(reply, "the game's reply");
  const movement = readMovement(data.AAM, 'the sent movement (AAM)', readOwners(data.O), playerId, now);
  if (!movement) throw new GameDataError('the sent movement (AAM) is not one of our armies');
  return movement;
}

function readOwners(value: unknown): Map<number, string> {
  const names = new Map<number, string>();
  if (value === undefined) return names;
  for (const [i, entry] of list(value, 'the owners (O)').entries()) {
    const owner = object(entry, `owner ${i} (O)`);
    if (typeof owner.N === 'string') names.set(num(owner.OID, `owner ${i} id (O OID)`), owner.N);
  }
  return names;
}

function readMovement(entry: unknown, what: string, owners: Map<number, string>, playerId: number, now: number): Movement | null {
  const wrapper = object(entry, what);
  const m = object(wrapper.M, `${what} record (M)`);
  const id = num(m.MID, `${what} id (MID)`);
  const type = num(m.T, `${what} type (T)`);
  const owner = num(m.OID, `${what} owner (OID)`);
  const home = num(m.D ?? 0, `${what} direction (D)`) === 1;
  if (!ATTACK_MOVEMENT_TYPES.has(type)) return null;
  const left = num(m.TT, `${what} travel time (TT)`) - num(m.PT, `${what} time travelled (PT)`);
  const arrivesAt = now + Math.max(0, Math.round(left * 1000));
  const troops = armySize(wrapper, what);
  const target = row(m.TA, `${what} target area (TA)`);
  const source = row(m.SA, `${what} source area (SA)`);

  if (owner === playerId) {
    // Our castle is the area we own: the source on the way out; either end on the way home.
    const ours = num(m.SID, `${what} source owner (SID)`) === playerId ? source : target;
    const other = ours === source ? target : source;
    return { id, type: home ? 'return' : 'attack', castleId: ours[3], targetId: other[3], troops, arrivesAt, loot: home ? goods(wrapper.G, what) : null, attacker: null };
  }
  if (num(m.TID, `${what} target owner (TID)`) !== playerId || home) return null;
  return { id, type: 'incoming', castleId: target[3], targetId: null, troops, arrivesAt, loot: null, attacker: owners.get(owner) ?? null };
}

/** The army's size: its visible flanks (FA over GA), else the game's estimate (GS), else travelling units (A). */
function armySize(wrapper: Obj, what: string): number {
  const flanks = wrapper.FA ?? wrapper.GA;
  if (flanks !== undefined) {
    const army = object(flanks, `${what} army`);
    return (['L', 'M', 'R', 'RW'] as const).reduce((sum, flank) => sum + units(army[flank], `${what} army flank ${flank}`), 0);
  }
  if (wrapper.GS !== undefined) return num(wrapper.GS, `${what} army size (GS)`);
  return units(wrapper.A, `${what} units (A)`);
}

function goods(value: unknown, what: string): Resources | null {
  if (value === undefined) return null;
  const amounts = new Map<string, number>();
  for (const [i, pair] of list(value, `${what} goods (G)`).entries()) {
    const [key, amount] = list(pair, `${what} goods entry ${i}`);
    amounts.set(String(key), num(amount, `${what} goods entry ${i} amount`));
  }
  return { wood: amounts.get(RESOURCE_KEY.wood) ?? 0, stone: amounts.get(RESOURCE_KEY.stone) ?? 0, food: amounts.get(RESOURCE_KEY.food) ?? 0 };
}
