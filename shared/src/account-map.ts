/**
 * A game account's live map, as its bots know it: what the runtime already read for its own work (the
 * `gaa` rectangle around a castle, the `gam` movement list, an attack's `cra` answer, the castles of the
 * login), never a read of its own (the game bans accounts that read too much of the map). The runtime sends
 * it at most once a second when it changed; the API keeps the newest per account in the engine, and the
 * map island (site/src/features/map/) draws it. Times are epoch ms on the server's clock, so a reader
 * counts arrivals down by itself.
 */

/** What a target on the map is, by the game's area type (shared/src/game-wire/ids.ts AREA_TYPE). */
import { AREA_TYPE } from './game-wire/ids';
import { LANDMARK_AREA_TYPE } from './game-wire/landmarks';

export const MAP_TARGET_KINDS = [
  'baron',
  'fortress',
  'seaFort',
  'tower',
  'nomad',
  'samurai',
  'foreign',
  'bloodcrow',
  'berimondCamp',
  'khan',
  'daimyo',
  'landmark',
  'other',
] as const;
export type MapTargetKind = (typeof MAP_TARGET_KINDS)[number];

/**
 * Whether the bots can beat a target, as they judged it with the army at home (shared/src/combat): beatable,
 * too strong for the soldiers at home, lost to before (not tried again), or not judged (no defence data).
 */
export const MAP_VERDICTS = ['beatable', 'tooStrong', 'lost', 'unknown'] as const;
export type MapVerdict = (typeof MAP_VERDICTS)[number];

/** Armies on the move: ours going out, coming home, someone else's coming at us or an ally, and our other travels. */
export const MAP_ARMY_KINDS = ['attack', 'return', 'incoming', 'ally', 'support', 'transport', 'travel'] as const;
export type MapArmyKind = (typeof MAP_ARMY_KINDS)[number];

export type MapPoint = { x: number; y: number };

export type MapCastle = MapPoint & { id: number; name: string; kingdomId: number };

export type MapTarget = MapPoint & {
  /** `<kingdom>:<x>:<y>`: the same target on every read, and what a timeline row points at. */
  id: string;
  kingdomId: number;
  kind: MapTargetKind;
  level: number | null;
  /** When it can be attacked again (0: now). */
  cooldownUntil: number;
  verdict: MapVerdict;
  /** For `tooStrong`: the soldiers beating it would take (null: more than the waves hold). */
  needed?: number | null;
};

export type MapArmy = {
  id: number;
  kind: MapArmyKind;
  kingdomId: number;
  from: MapPoint;
  to: MapPoint;
  /** When it set out, when the game said (else the reader draws it at its destination's side). */
  departedAt: number | null;
  arrivesAt: number;
  troops: number;
  /** For `incoming` and `ally`: who attacks, when the game said. */
  attacker?: string | null;
  /** The target's id when it is one on the map (an army of ours at a camp). */
  targetId?: string;
};

export type AccountMap = {
  accountId: string;
  /** When the map rectangle was last read by a bot (0: never this session). */
  readAt: number;
  /** When anything in this map last changed. */
  updatedAt: number;
  castles: MapCastle[];
  targets: MapTarget[];
  armies: MapArmy[];
};

/** The map's kind of each target area type. */
const KIND_BY_AREA: ReadonlyMap<number, MapTargetKind> = new Map<number, MapTargetKind>([
  [AREA_TYPE.DUNGEON, 'baron'],
  [AREA_TYPE.BOSS_DUNGEON, 'fortress'],
  [AREA_TYPE.ISLE_DUNGEON, 'seaFort'],
  [AREA_TYPE.FACTION_TOWER, 'tower'],
  [AREA_TYPE.NOMAD_CAMP, 'nomad'],
  [AREA_TYPE.SAMURAI_CAMP, 'samurai'],
  [AREA_TYPE.ALIEN_CAMP, 'foreign'],
  [AREA_TYPE.RED_ALIEN_CAMP, 'bloodcrow'],
  [AREA_TYPE.FACTION_INVASION_CAMP, 'berimondCamp'],
  [AREA_TYPE.KHAN_CAMP, 'khan'],
  [AREA_TYPE.DAIMYO_CASTLE, 'daimyo'],
  [AREA_TYPE.DAIMYO_TOWNSHIP, 'daimyo'],
  [LANDMARK_AREA_TYPE.MONUMENT, 'landmark'],
  [LANDMARK_AREA_TYPE.LABORATORY, 'landmark'],
]);

/** A target's kind from its area type. */
export const mapKindOf = (areaType: number): MapTargetKind => KIND_BY_AREA.get(areaType) ?? 'other';

/** The id of the target at a place: `<kingdom>:<x>:<y>`. */
export const mapTargetId = (kingdomId: number, x: number, y: number): string => `${kingdomId}:${x}:${y}`;

/** The most targets and armies one map carries (a rectangle of 101 tiles a side holds far fewer camps). */
export const MAP_MAX_TARGETS = 2000;
export const MAP_MAX_ARMIES = 500;

/**
 * The map stream (GET /api/accounts/:id/map, server-sent events): `map` with JSON AccountMap (or `null`:
 * nothing read yet), `ping`, and `end` when the reader's right to the map ended (data ACCESS_ENDED of
 * console.ts: a share ended, a sign-out; do not reconnect).
 */
export const MAP_EVENTS = { map: 'map', ping: 'ping', end: 'end' } as const;

/** A runtime tells an account's map at most this often (runtime/map-watch.ts). */
export const MAP_EVERY_MS = 1000;
