/**
 * The core of the player record, with its castles, movements and reports, as the world keeps them
 * (live-views.ts puts them on the wire). What one feature alone keeps on the player is that feature's
 * slice, declared beside its state (`MailSlice` in mail/mail-record.ts, …); session/player-record.ts
 * composes them.
 */
import { BUILDINGS, type BuildingName } from '@shared/game-wire/buildings';
import type { Kingdom, MinuteSkip } from '@shared/game-wire/ids';
import type { BattleLogArea } from '@shared/game-wire/battle-logs';
import type { AreaRow, LiveOwner, UnitCount } from '@shared/game-wire/live-shapes';
import type { PasswordHash } from './passwords';
import { createRng, hashKey } from './rng';
import { DEFENCE, FEAST, GAME_HOUR_MS, MAP_SIZE, START, realMs, type Resources } from './rules';

export type { NpcKind, Resources } from './rules';

/** The defence tools placed in a castle's wall sections, moat sides and keep, as `[wodId, amount]` slots. */
export type DefenceLayout = {
  wall: { L: UnitCount[]; M: UnitCount[]; R: UnitCount[] };
  moat: { L: UnitCount[]; M: UnitCount[]; R: UnitCount[] };
  keep: UnitCount[];
};

export const emptyDefence = (): DefenceLayout => ({ wall: { L: [], M: [], R: [] }, moat: { L: [], M: [], R: [] }, keep: [] });

/** A building of a castle: its object id, its wod id (the live id names the building and its level) and its place. */
export type BuildingRecord = {
  objectId: number;
  wodId: number;
  x: number;
  y: number;
  /** The level under construction: its wod id, real epoch ms it started and is done, and whether it is a new building (construction.ts). */
  upgrade?: { toWodId: number; startedAt: number; doneAt: number; placed?: boolean };
};

export type CastleRecord = {
  id: number;
  name: string;
  kingdom: Kingdom;
  x: number;
  y: number;
  /** Fractional: production accrues continuously and is floored on the wire. */
  resources: Resources;
  capacity: number;
  baseProduction: Resources;
  /** Spearmen at home (the one unit the local world knows). */
  troops: number;
  buildings: BuildingRecord[];
  /** Other players' soldiers stationed here, or on their way (`cds`, support.ts). */
  support?: SupportEntry[];
  /** The plots of its grounds unlocked with `ebe` (construction.ts). */
  expansions?: Array<{ x: number; y: number; r: number }>;
  /** Tools in stock by wod id: defence tools (placed ones are in `defence`) and attack tools (an attack takes them: army/attack-army.ts). */
  tools: Record<number, number>;
  defence: DefenceLayout;
  /** Market carriages on the road (`crm`, carriages.ts): how many, and the real epoch ms they are home again. */
  carriagesAway?: Array<{ count: number; homeAt: number }>;
  /** Real epoch ms up to which resources have accrued. */
  updatedAt: number;
  /** The hospital admits wounded ruby units (`hfl` `HRF` 1, player-reads.ts); absent until set. */
  hospitalAdmitsRuby?: boolean;
  /** Guards against spies (spies.ts); rules.ts SPY.castleGuards until set. */
  guards?: number;
  /** Spearmen wounded in its military hospital (`gui.HI`, army/hospital.ts); none when absent, as in a state saved before the hospital. */
  wounded?: number;
  /** Wounded being healed (`hru`), one job after another in the hospital's list; none when absent. */
  healing?: HealJob[];
};

/** Spearmen healing in the hospital: from `startsAt` to `doneAt` (real epoch ms), then home; `id` is its `PIDL` recruitment id. */
export type HealJob = { id: number; amount: number; startsAt: number; doneAt: number };

/** Where spies go: an NPC camp or a player's castle, with its map row and owner as they were when the spies left (army/spies.ts). */
export type SpyTarget = { npcId?: number; playerId?: number; castleId?: number; kingdom: Kingdom; x: number; y: number; row: AreaRow; owner: LiveOwner };
/** A spy movement's mission (its `S`): type, accuracy, spies and the risk shown when they left. */
export type SpyMission = { type: 0 | 1; accuracy: number; count: number; risk: number; target: SpyTarget };

/**
 * Something on the move: our army out (`attack`) or home (`return`, with its loot), goods between our
 * castles (`market`, to `toCastleId`), a raider at one of our castles (`incoming`), or units on their way
 * to our castle in another kingdom (`kingdom`, to `toCastleId`; live, these are in `kpi.UT`, not `gam`),
 * goods on their way there (`kingdomGoods`, in `loot`; live in `kpi.RT`), or
 * troops to another of our castles (`travel`, `cat`, to `toCastleId`), or support for another player's
 * castle (`support` on its way, `supportHome` coming back once its station time is over: support.ts), or
 * spies (`spy` on their way, `spyHome` coming back: spies.ts).
 */
export type MovementRecord = {
  id: number;
  type: 'attack' | 'return' | 'incoming' | 'market' | 'kingdom' | 'kingdomGoods' | 'travel' | 'support' | 'supportHome' | 'spy' | 'spyHome';
  castleId: number;
  targetId: number | null;
  troops: number;
  /** Real epoch ms it set out (the live movement's travelled time counts from here). */
  departedAt: number;
  arrivesAt: number;
  loot: Resources | null;
  /** Coins a won camp's army brings home beside its loot (camp-fights.ts), added to the player's when it arrives. */
  coins?: number;
  attacker: string | null;
  /** The commander leading our army (`gli` id), busy until it is home. */
  lordId?: number | null;
  /** A market movement's destination castle. */
  toCastleId?: number;
  /** A market movement's carriages (its `MM.C`). */
  carriages?: number;
  /** Support for another player (`cds`, support.ts): their castle, and the support's entry there. */
  ally?: {
    playerId: number;
    name: string;
    level: number;
    allianceId: number;
    castle: { id: number; x: number; y: number; name: string; kingdom: Kingdom };
    supportId: number;
  };
  /** Spies' mission (`csm`, spies.ts), on their way out and home. */
  spy?: SpyMission;
  /** A landmark's conquest or the goods given to it (landmark-actions.ts): its id, and its map row and owner as they were when it set out. */
  landmark?: { id: number; row: AreaRow; owner: LiveOwner };
  /** A conquest (`cra` with `ATT` 7) of the resource isle `targetId` (isle-sites.ts), not an NPC attack. */
  conquest?: true;
  /** An attack's spearmen by flank, as movements were saved before they kept their waves (`sent`): read as spearmen (camp-fights.ts attackOf). */
  flanks?: { L: number; M: number; R: number; yard: number };
  /** An attack's waves and courtyard wave as `cra` sent them (army/attack-army.ts; camp-fights.ts fights with them). */
  sent?: SentAttack;
};

/** One flank of a sent wave: its units and its tools, by wod id. */
export type SentFlank = { units: UnitCount[]; tools: UnitCount[] };
/** An attack's waves (each flank's units and tools) and its courtyard wave, as they left. */
export type SentAttack = { waves: Array<{ L: SentFlank; M: SentFlank; R: SentFlank }>; yard: UnitCount[] };

/** Soldiers another player sent to defend a castle: there from `arrivesAt` until `until` (real epoch ms). */
export type SupportEntry = { id: number; fromPlayerId: number; troops: number; arrivesAt: number; until: number };

/** A fight as its battle report tells it; `won` is the reader's side. Kept on the player's report; army/battle-logs.ts writes and lists it. */
export type FightRecord = {
  messageId: number;
  read: boolean;
  side: 'attack' | 'defence';
  won: boolean;
  area: BattleLogArea;
  opponent: { id: number; name: string; level: number };
  attackers: number;
  attackersLost: number;
  defenders: number;
  defendersLost: number;
  /** What the attacker carried off. */
  loot: Resources | null;
  /** Coins the attacker carried off beside it (the report's loot row `C1`). */
  coins?: number;
  /** Honour the reader won (above 0) or lost (below 0) by it (honour.ts). */
  honour: number;
  /** The tools our attack's waves carried, by flank and added up over the waves, all used up by the fight (rules.ts, "Attack tools"). */
  attackTools?: { L: UnitCount[]; M: UnitCount[]; R: UnitCount[] };
};

export type Report = {
  at: number;
  kind: 'attack' | 'return' | 'incoming' | 'transfer';
  won?: boolean;
  troopsLost?: number;
  loot?: Resources;
  /** Coins a won camp's army brought home (`return`). */
  coins?: number;
  stolen?: Resources;
  targetId?: number | null;
  attacker?: string | null;
  castleId: number;
  /** Other players' soldiers who fought beside the garrison. */
  support?: number;
  /** A fight's battle report, listed in the mailbox (battle-logs.ts). */
  fight?: FightRecord;
};

/** The tax collector: of type `type` (0-6), started and done at these real epoch ms, bringing `coins`. */
export type TaxRecord = { type: number; startedAt: number; endsAt: number; coins: number };

export type PlayerCore = {
  playerId: number;
  zone: string;
  name: string;
  password: PasswordHash;
  level: number;
  wins: number;
  coins: number;
  rubies: number;
  skips: Record<MinuteSkip, number>;
  /** Commander ids (`gli`). */
  commanders: number[];
  castles: CastleRecord[];
  /** The feast (the live festival) is the account's: its type and real epoch ms end, 0 when none runs. */
  feastLevel: number;
  feastUntil: number;
  tax: TaxRecord | null;
  /** Victories per NPC target id: a robber baron camp's live level grows with the player's wins there. */
  victories: Record<string, number>;
  /** Fights won in one game day (rules.ts gameDay), counted as they are won: a temporary server's daily score (temp-server-scores.ts). */
  dayWins?: { day: number; wins: number };
  /** Real epoch ms of the battle ground towers this account brought down, the latest last (battle-ground-towers.ts). */
  towerFalls?: number[];
  /** Real epoch ms of the account's last attack (the live server spaces attacks 4 s apart). */
  lastAttackAt: number;
  movements: MovementRecord[];
  /** Newest last, capped: what happened while nobody looked (tests and debugging read it). */
  reports: Report[];
  rngState: number;
  /** Real epoch ms of the next hourly raid roll. */
  nextRaidAt: number;
  createdAt: number;
  /** Special currencies by their `sce` key (KT khan tablets, ST samurai tokens: shops.ts). */
  currencies?: Record<string, number>;
  /** Shop packages bought, by package id. */
  shopBought?: Record<number, number>;
  /** The open quests and their counters, one per condition (quests.ts); START_QUESTS until the first login. */
  quests?: Array<{ id: number; progress: number[] }>;
  /** The alliance the player is a member of (`gal.AID`); none when absent (simulator/alliance.ts). */
  allianceId?: number;
  /** Real epoch ms the player's subscription runs until (`asc`); tests and operators grant it: the world sells none. */
  subscribedUntil?: number;
  /** Loot boxes and construction items held, by their live ids (rewards.ts); none until one is won. */
  items?: { lootBoxes: Record<number, number>; construction: Record<number, number> };
  /** Spies owned (`gms.MS`, spies.ts): rules.ts SPY.startSpies until some are caught. */
  spies?: number;
  /** Real epoch ms of the account's last login or command (ruins.ts: a long-inactive account's castles are ruins); `createdAt` until then. */
  lastSeenAt?: number;
};

/**
 * What a new castle stands on: level-1 buildings, cargo ships on the Storm Islands, a unit tent in a Berimond camp.
 * Ours, not live: the military hospital is among them (live, it is built from level 6: gge-data buildings.json wodID 1
 * `requiredLevel`), so a new player's wounded have beds and a bot has someone to heal (army/hospital.ts).
 */
function startBuildings(firstObjectId: number, kingdom: Kingdom): BuildingRecord[] {
  const names: BuildingName[] =
    kingdom === 'berimond'
      ? ['FACTION_UNITTENT']
      : ['KEEP', 'BARRACKS', 'WOODCUTTER', 'STONEMASON', 'FARM', 'STOREHOUSE', ...(kingdom === 'storm' ? (['CARGO'] as const) : []), 'HOSPITAL'];
  return names.map((name, i) => ({ objectId: firstObjectId + i, wodId: BUILDINGS[name].levels[0]!, x: 10 + 4 * (i % 4), y: 10 + 4 * Math.floor(i / 4) }));
}

export function newCastle(id: number, name: string, kingdom: Kingdom, x: number, y: number, now: number): CastleRecord {
  return {
    id,
    name,
    kingdom,
    x,
    y,
    resources: { ...START.resources },
    capacity: START.capacity,
    baseProduction: { ...START.production },
    troops: START.troops,
    buildings: startBuildings(id * 10, kingdom),
    tools: { ...DEFENCE.startStock },
    defence: emptyDefence(),
    updatedAt: now,
  };
}

/** A castle's position depends only on the seed, zone, name and kingdom, so re-creating an account lands in the same place. */
export function homePosition(seed: number, zone: string, name: string, kingdom: Kingdom = 'green'): { x: number; y: number } {
  const rng = createRng(hashKey(seed, 'home', zone, name, ...(kingdom === 'green' ? [] : [kingdom])));
  const margin = 100;
  return { x: rng.int(margin, MAP_SIZE - margin), y: rng.int(margin, MAP_SIZE - margin) };
}

/** Production per game hour, raised by the account's feast while one runs. */
export function effectiveProduction(castle: CastleRecord, feasting: boolean): Resources {
  const factor = feasting ? 1 + FEAST.bonus : 1;
  return {
    wood: castle.baseProduction.wood * factor,
    stone: castle.baseProduction.stone * factor,
    food: castle.baseProduction.food * factor,
  };
}

/**
 * The whole units of a fractional stock. Production accrues in steps as long as the reads between them, and
 * steps of other lengths differ in the last bits of a float: a stock worth exactly 4,519 may be 4,518.9999999.
 * The tolerance keeps a whole stock whole, so reading often or rarely gives the same world.
 */
export const wholeUnits = (v: number): number => Math.floor(v + 1e-6);

export function floorResources(r: Resources): Resources {
  return { wood: wholeUnits(r.wood), stone: wholeUnits(r.stone), food: wholeUnits(r.food) };
}

/** A new account: its castles at positions that follow from seed, zone and name, and the starting stock (rules.ts START). */
export function newPlayer(
  opts: { seed: number; timeScale: number; zone: string; name: string; password: PasswordHash; now: number },
  nextId: () => number,
): PlayerCore {
  const home = homePosition(opts.seed, opts.zone, opts.name);
  const player: PlayerCore = {
    playerId: nextId(),
    zone: opts.zone,
    name: opts.name,
    password: opts.password,
    level: 1,
    wins: 0,
    coins: START.coins,
    rubies: START.rubies,
    skips: { ...START.skips },
    commanders: [...START.commanders],
    castles: [],
    feastLevel: 0,
    feastUntil: 0,
    tax: null,
    victories: {},
    lastAttackAt: 0,
    movements: [],
    reports: [],
    rngState: hashKey(opts.seed, 'player', opts.zone, opts.name),
    nextRaidAt: opts.now + realMs(GAME_HOUR_MS, opts.timeScale),
    createdAt: opts.now,
  };
  player.castles.push(newCastle(nextId(), `${opts.name}'s castle`, 'green', home.x, home.y, opts.now));
  // Not live: every new account also holds an isle in the Storm Islands and a castle in each outer
  // kingdom (live, each unlocks with the player's level), so their templates can be played here. The
  // outer castles start without soldiers: they come from the main castle (`kut`).
  const isle = homePosition(opts.seed, opts.zone, opts.name, 'storm');
  player.castles.push(newCastle(nextId(), `${opts.name}'s isle`, 'storm', isle.x, isle.y, opts.now));
  for (const [kingdom, place] of [
    ['sands', 'desert keep'],
    ['ice', 'glacier keep'],
    ['fire', 'fire keep'],
  ] as const) {
    const at = homePosition(opts.seed, opts.zone, opts.name, kingdom);
    player.castles.push({ ...newCastle(nextId(), `${opts.name}'s ${place}`, kingdom, at.x, at.y, opts.now), troops: 0 });
  }
  return player;
}
