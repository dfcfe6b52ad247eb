/**
 * The simulated game, independent of sockets: accounts per zone, lazy time, commands. The server binds
 * connections to it; tests may drive and inspect it directly (`world.player(zone, name)`).
 */
import { EVENT_IDS, RESULT, type GameEvent, type LiveEvents } from '../shared/src/game-wire/protocol';
import { GAME_SERVERS, zoneOf } from '../shared/src/game';
import { COMMANDS, isGameCommand, type CommandContext } from './commands';
import { LoginLockout } from './lockout';
import { hashPassword, verifyPassword } from './passwords';
import { asPayload, CommandError, text } from './payload';
import { homePosition, newCastle, type CastleRecord, type MovementRecord, type PlayerRecord } from './players';
import { hashKey } from './rng';
import { EVENT_SCHEDULE, GAME_HOUR_MS, RAID, START, realMs } from './rules';
import { advancePlayer, type SimContext } from './simulate';
import type { Kingdom } from '../shared/src/game-wire/protocol';

export type WorldOptions = {
  seed?: number;
  /** Game time per real time; 60 makes a game hour pass in a real minute. */
  timeScale?: number;
  now?: () => number;
  /** Chance per game hour that a raider sets out against a player (default RAID.chancePerHour). */
  raidChancePerHour?: number;
};

export type CommandReply = { result: number; payload: unknown };

/** Everything persistence keeps; passwords only as salted hashes. */
export type WorldSnapshot = {
  version: 1;
  lastId: number;
  players: PlayerRecord[];
  cooldowns: Array<[zone: string, entries: Array<[npcId: number, until: number]>]>;
};

export const ZONES: ReadonlySet<string> = new Set(GAME_SERVERS.map(zoneOf));

const key = (zone: string, name: string) => `${zone}\u0000${name}`;

export class World {
  readonly seed: number;
  readonly timeScale: number;
  readonly raidChancePerHour: number;
  readonly now: () => number;
  /** Told about raids launched while a player was being caught up; the server pushes them to a live socket. */
  onRaids: ((player: PlayerRecord, launched: MovementRecord[]) => void) | null = null;

  private readonly players = new Map<string, PlayerRecord>();
  private readonly cooldowns = new Map<string, Map<number, number>>();
  private readonly lockout = new LoginLockout();
  private lastId = 0;

  constructor(opts: WorldOptions = {}) {
    this.seed = (opts.seed ?? 1) >>> 0;
    this.timeScale = opts.timeScale ?? 60;
    if (!(this.timeScale > 0)) throw new Error('timeScale must be a positive number');
    this.now = opts.now ?? Date.now;
    this.raidChancePerHour = opts.raidChancePerHour ?? RAID.chancePerHour;
  }

  hasZone(zone: string): boolean {
    return ZONES.has(zone);
  }

  /** The player's record, caught up to now (so reading it may resolve arrivals and launch raids). */
  player(zone: string, name: string): PlayerRecord | undefined {
    const player = this.players.get(key(zone, name));
    if (player) this.advance(player);
    return player;
  }

  allPlayers(): PlayerRecord[] {
    return [...this.players.values()];
  }

  /**
   * `lli`: creates the account on first sight, else checks the password under the lockout rules. With
   * `byLoginToken` the server has already checked the account's login token (LT): no password is sent.
   */
  login(zone: string, payload: unknown, byLoginToken = false): CommandReply & { name?: string } {
    try {
      const req = asPayload(payload);
      const name = text(req, 'NOM', 64);
      const password = byLoginToken ? '' : text(req, 'PW', 128);
      // The live client sends DID as a string; a number is a client that does not speak the live login.
      if ('DID' in req && typeof req.DID !== 'string') return failure(RESULT.FAILED, 'DID must be a string');
      const now = this.now();
      const k = key(zone, name);
      const existing = this.players.get(k);
      if (!existing) {
        if (byLoginToken) return failure(RESULT.INVALID_LOGIN_TOKEN, 'no such account for this login token');
        const player = this.createPlayer(zone, name, password, now);
        return { result: RESULT.OK, payload: { playerId: player.playerId, created: true }, name };
      }
      // Live: a ban answers 27 with the seconds left (RS); too many logins answer 453 with the wait (CD).
      const bannedMs = (this.bans.get(k) ?? 0) - now;
      if (bannedMs > 0) return { result: RESULT.BANNED, payload: { RS: Math.ceil(bannedMs / 1000) } };
      const lockedMs = this.lockout.lockedForMs(k, now);
      if (lockedMs > 0) return { result: RESULT.LOGIN_COOLDOWN, payload: { CD: Math.ceil(lockedMs / 1000) } };
      if (!byLoginToken && !verifyPassword(existing.password, password)) {
        this.lockout.fail(k, now);
        return failure(RESULT.WRONG_PASSWORD, 'wrong password');
      }
      this.lockout.succeed(k);
      this.advance(existing);
      return { result: RESULT.OK, payload: { playerId: existing.playerId, created: false }, name };
    } catch (error) {
      return refusal(error);
    }
  }

  /** Bans by account (zone + name) until an epoch ms; set by tests and operators (`ban`). */
  private readonly bans = new Map<string, number>();

  /** Bans an account for `seconds` (real time): its logins answer 27 with the time left. */
  ban(zone: string, name: string, seconds: number): void {
    this.bans.set(key(zone, name), this.now() + seconds * 1000);
  }

  /** Makes an account's logins wait `seconds` (answered 453 with CD), as after too many logins. */
  coolDown(zone: string, name: string, seconds: number): void {
    this.lockout.lockUntil(key(zone, name), this.now() + seconds * 1000);
  }

  /** Set by tests and operators: exactly these events run (null: the schedule in rules.ts). */
  private fixedEvents: GameEvent[] | null = null;

  /** Fixes which events run (null returns to the schedule). */
  setEvents(names: GameEvent[] | null): void {
    this.fixedEvents = names;
  }

  /** The events running now and when each ends (real epoch ms), from the schedule in game time. */
  runningEvents(): { name: GameEvent; endsAt: number }[] {
    const now = this.now();
    const names = Object.keys(EVENT_SCHEDULE) as GameEvent[];
    if (this.fixedEvents) return this.fixedEvents.map((name) => ({ name, endsAt: now + realMs(EVENT_SCHEDULE[name].forHours * GAME_HOUR_MS, this.timeScale) }));
    const gameNow = now * this.timeScale;
    const running = [];
    for (const name of names) {
      const { everyHours, forHours } = EVENT_SCHEDULE[name];
      const every = everyHours * GAME_HOUR_MS;
      const phase = (gameNow + (hashKey(this.seed, 'event', name) % every)) % every;
      const left = forHours * GAME_HOUR_MS - phase;
      if (left > 0) running.push({ name, endsAt: now + realMs(left, this.timeScale) });
    }
    return running;
  }

  /** `sei` as the live server sends it: the events' ids and their seconds left. */
  eventList(): LiveEvents {
    const now = this.now();
    return { E: this.runningEvents().map((e) => ({ EID: EVENT_IDS[e.name], RS: Math.max(0, Math.round((e.endsAt - now) / 1000)) })) };
  }

  /** Any command but `lli`, for a logged-in player. Never throws. */
  execute(zone: string, name: string, command: string, payload: unknown): CommandReply {
    if (!isGameCommand(command)) return failure(RESULT.UNKNOWN_COMMAND, `unknown command ${command}`);
    const player = this.player(zone, name);
    if (!player) return failure(RESULT.NOT_LOGGED_IN, 'no such player');
    try {
      const req = asPayload(payload);
      const handler = COMMANDS[command] as (ctx: CommandContext, p: PlayerRecord, r: typeof req) => unknown;
      return { result: RESULT.OK, payload: handler(this.commandContext(), player, req) };
    } catch (error) {
      return refusal(error);
    }
  }

  /** Catches a player up; the server's timer calls it for connected players so raids are pushed promptly. */
  advance(player: PlayerRecord): void {
    const launched = advancePlayer(player, this.now(), this.simContext());
    if (launched.length > 0) this.onRaids?.(player, launched);
  }

  /** A further castle for an existing player (the protocol has no command for it; tests and dev setups use it for `rsr`). */
  grantCastle(zone: string, name: string, at?: { x: number; y: number; kingdom?: Kingdom }): CastleRecord {
    const player = this.player(zone, name);
    if (!player) throw new Error(`no player ${name} in ${zone}`);
    const home = player.castles[0];
    const x = at?.x ?? Math.min(999, (home?.x ?? 500) + 30);
    const y = at?.y ?? (home?.y ?? 500);
    const castle = newCastle(this.nextId(), `${name}'s outpost ${player.castles.length}`, at?.kingdom ?? 'green', x, y, this.now());
    player.castles.push(castle);
    return castle;
  }

  cooldownUntil(zone: string, npcId: number): number {
    return this.cooldowns.get(zone)?.get(npcId) ?? 0;
  }

  snapshot(): WorldSnapshot {
    return {
      version: 1,
      lastId: this.lastId,
      players: this.allPlayers(),
      cooldowns: [...this.cooldowns].map(([zone, m]) => [zone, [...m]]),
    };
  }

  restore(snapshot: WorldSnapshot): void {
    if (snapshot.version !== 1 || !Array.isArray(snapshot.players)) throw new Error('unsupported simulator state file');
    this.players.clear();
    this.cooldowns.clear();
    for (const p of snapshot.players) this.players.set(key(p.zone, p.name), upgradeRecord(p, this.now()));
    for (const [zone, entries] of snapshot.cooldowns ?? []) this.cooldowns.set(zone, new Map(entries));
    this.lastId = Math.max(this.lastId, snapshot.lastId);
  }

  private createPlayer(zone: string, name: string, password: string, now: number): PlayerRecord {
    const home = homePosition(this.seed, zone, name);
    const player: PlayerRecord = {
      playerId: this.nextId(),
      zone,
      name,
      password: hashPassword(password),
      level: 1,
      wins: 0,
      coins: START.coins,
      rubies: START.rubies,
      skips: { ...START.skips },
      castles: [],
      feastLevel: 0,
      feastUntil: 0,
      movements: [],
      transfers: [],
      reports: [],
      rngState: hashKey(this.seed, 'player', zone, name),
      nextRaidAt: now + realMs(GAME_HOUR_MS, this.timeScale),
      createdAt: now,
    };
    player.castles.push(newCastle(this.nextId(), `${name}'s castle`, 'green', home.x, home.y, now));
    this.players.set(key(zone, name), player);
    return player;
  }

  private nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  private setCooldown(zone: string, npcId: number, until: number): void {
    let zoneMap = this.cooldowns.get(zone);
    if (!zoneMap) this.cooldowns.set(zone, (zoneMap = new Map()));
    zoneMap.set(npcId, until);
  }

  private simContext(): SimContext {
    return {
      seed: this.seed,
      timeScale: this.timeScale,
      raidChancePerHour: this.raidChancePerHour,
      nextId: () => this.nextId(),
      setCooldown: (zone, id, until) => this.setCooldown(zone, id, until),
    };
  }

  private commandContext(): CommandContext {
    return {
      events: () => this.eventList(),
      seed: this.seed,
      timeScale: this.timeScale,
      now: this.now(),
      nextId: () => this.nextId(),
      cooldownUntil: (zone, id) => this.cooldownUntil(zone, id),
      setCooldown: (zone, id, until) => this.setCooldown(zone, id, until),
    };
  }
}

/**
 * A record saved before the live shapes (feasts per castle, movements without their departure) in
 * today's form: a running feast becomes the account's, a movement departs no later than now.
 */
function upgradeRecord(player: PlayerRecord, now: number): PlayerRecord {
  type OlderCastle = { feastLevel?: number; feastUntil?: number };
  const castles = player.castles as Array<CastleRecord & OlderCastle>;
  if ((player as Partial<PlayerRecord>).feastUntil === undefined) {
    const feasting = castles.find((c) => (c.feastUntil ?? 0) > now);
    player.feastLevel = feasting?.feastLevel ?? 0;
    player.feastUntil = feasting?.feastUntil ?? 0;
  }
  for (const castle of castles) {
    delete castle.feastLevel;
    delete castle.feastUntil;
  }
  for (const m of player.movements) m.departedAt ??= Math.min(now, m.arrivesAt);
  return player;
}

function failure(result: number, error: string): CommandReply {
  return { result, payload: { error } };
}

function refusal(error: unknown): CommandReply {
  if (error instanceof CommandError) return failure(RESULT.FAILED, error.message);
  // A bug in the simulator must not take the connection down; the client sees a refusal and the log the cause.
  console.error('[simulator] command failed unexpectedly:', error);
  return failure(RESULT.FAILED, 'internal simulator error');
}
