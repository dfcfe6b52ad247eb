/**
 * The simulated game, independent of sockets: accounts per zone, lazy time, commands. The server binds
 * connections to it; tests may drive and inspect it directly (`world.player(zone, name)`).
 */
import { QUESTS } from '@shared/game-wire/quests';
import { questList } from '../economy/quests';
import { RESULT } from '@shared/game-wire/protocol';
import { decodeJsonText } from '@shared/game-wire/login';
import type { Kingdom } from '@shared/game-wire/ids';
import type { LiveEvents } from '@shared/game-wire/live-shapes';
import { GAME_SERVERS, zoneOf } from '@shared/game';
import type { WorldContext } from './world-context';
import { COMMANDS, isGameCommand } from './commands';
import { HelpList } from '../alliance/alliance';
import { Alliances, type AlliancesSnapshot } from '../alliance/alliances';
import { mailboxRows, reportRowsAfter } from '../reads/inbox';
import { LoginLockout } from './lockout';
import { MapReadWatch } from '../map/map-reads';
import { hashPassword, verifyPassword } from '../core/passwords';
import { asPayload, CommandError, failure, refusal, text } from '../core/payload';
import { newCastle, newPlayer, type CastleRecord, type MovementRecord } from '../core/players';
import type { PlayerRecord } from './player-record';
import { ATTACK_SPACING_MS, GAME_MINUTE_MS, MAP_BAN, MAP_SIZE, RAID, realMs } from '../core/rules';
import { eventEntry, scheduledEvents } from '../events/event-schedule';
import { advancePlayer } from '../army/simulate';
import type { SimContext } from '../army/sim-context';
import { upgradeRecord } from './state-upgrade';
import { spiesOwned } from '../army/spies';
import { survivorsOf } from '../army/support';
import { TEMP_ZONES } from '../events/temp-servers';
import { gcu, levelUp, loginData } from '../map/live-views';
import { OurMarket } from '../economy/market';
import { Landmarks, type LandmarksSnapshot } from '../map/landmarks';

export type WorldOptions = {
  seed?: number;
  /** Game time per real time; 60 makes a game hour pass in a real minute. */
  timeScale?: number;
  now?: () => number;
  /** Chance per game hour that a raider sets out against a player (default RAID.chancePerHour). */
  raidChancePerHour?: number;
  /** Real ms an account's attacks must be apart (default 4 s, as live). */
  attackSpacingMs?: number;
};

/** What a connection keeps between commands: the castle it joined (`jca`). */
export type ConnectionState = { joined: { castleId: number | null } };

/** A command's answer, and what the player is told after it (`pushes`, in order). */
export type CommandReply = { result: number; payload: unknown; pushes?: Array<[command: string, payload: unknown]> };

/** Everything persistence keeps; passwords only as salted hashes. */
export type WorldSnapshot = {
  version: 1;
  lastId: number;
  players: PlayerRecord[];
  cooldowns: Array<[zone: string, entries: Array<[npcId: number, until: number]>]>;
  /** The alliances' chronicles and forums; absent in older files. */
  alliances?: AlliancesSnapshot;
  /** The landmarks' occupiers and points (landmarks.ts); absent in older files. */
  landmarks?: LandmarksSnapshot;
};

export const ZONES: ReadonlySet<string> = new Set(GAME_SERVERS.map(zoneOf));
const key = (zone: string, name: string) => `${zone}\u0000${name}`;

export class World {
  readonly seed: number;
  readonly timeScale: number;
  readonly raidChancePerHour: number;
  readonly attackSpacingMs: number;
  readonly now: () => number;
  /** Told about raids launched while a player was being caught up; the server pushes them to a live socket. */
  onRaids: ((player: PlayerRecord, launched: MovementRecord[]) => void) | null = null;
  /** Told about a message for a player (an alliance help request, say); the server sends it to their live socket. */
  onPush: ((player: PlayerRecord, command: string, payload: unknown) => void) | null = null;
  /** The alliances' help lists (simulator/alliance.ts). */
  readonly help = new HelpList();
  /** The alliances' leaders, chronicles and forums (simulator/alliances.ts). */
  readonly alliances = new Alliances();
  /** Ours, not live: the market that prices resources in coins (market.ts); `market.open = false` plays a live server. */
  readonly market: OurMarket;
  /** The zones' monuments and laboratories, shared by their players (landmarks.ts). */
  readonly landmarks: Landmarks;

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
    this.attackSpacingMs = opts.attackSpacingMs ?? ATTACK_SPACING_MS;
    this.market = new OurMarket(this.seed);
    this.landmarks = new Landmarks(this.seed);
  }

  hasZone(zone: string): boolean {
    return ZONES.has(zone) || [...TEMP_ZONES.values()].includes(zone);
  }

  /**
   * A token login on a temporary server (temp-servers.ts): the player's account there, created on the
   * first visit with a password nobody knows (the temporary server takes tokens only), then caught up.
   */
  enterTempServer(zone: string, name: string): PlayerRecord {
    const existing = this.players.get(key(zone, name));
    if (existing) {
      this.advance(existing);
      return existing;
    }
    return this.createPlayer(zone, name, crypto.randomUUID(), this.now());
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
      // Names and passwords arrive escaped as the live client writes them (login.ts encodeJsonText).
      const name = decodeJsonText(text(req, 'NOM', 64));
      const password = byLoginToken ? '' : decodeJsonText(text(req, 'PW', 128));
      // The live client sends DID as a string; a number is a client that does not speak the live login.
      if ('DID' in req && typeof req.DID !== 'string') return failure(RESULT.INVALID_PARAMETER_VALUE, 'DID must be a string');
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
      if (bannedMs > 0) return { result: RESULT.IS_BANNED, payload: { RS: Math.ceil(bannedMs / 1000) } };
      const lockedMs = this.lockout.lockedForMs(k, now);
      if (lockedMs > 0) return { result: RESULT.LOGIN_COOLDOWN_ACTIVE, payload: { CD: Math.ceil(lockedMs / 1000) } };
      if (!byLoginToken && !verifyPassword(existing.password, password)) {
        this.lockout.fail(k, now);
        return failure(RESULT.INVALID_PASSWORD, 'wrong password');
      }
      this.lockout.succeed(k);
      this.advance(existing);
      existing.lastSeenAt = now; // ruins.ts: a login shows the account active
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
  isBanned(zone: string, name: string): boolean {
    return (this.bans.get(key(zone, name)) ?? 0) > this.now();
  }

  private readonly mapReads = new MapReadWatch();

  /** Counts a map read; an account that reads too fast is banned (map-reads.ts). */
  private readTiles(zone: string, name: string, tiles: number): void {
    if (!this.mapReads.tooFast(key(zone, name), tiles, this.now())) return;
    this.ban(zone, name, MAP_BAN.banSeconds);
    throw new CommandError('banned for reading the map too fast', RESULT.IS_BANNED);
  }

  /** Makes an account's logins wait `seconds` (answered 453 with CD), as after too many logins. */
  coolDown(zone: string, name: string, seconds: number): void {
    this.lockout.lockUntil(key(zone, name), this.now() + seconds * 1000);
  }

  /** Set by tests and operators: exactly these event ids run (null: the schedule in rules.ts). */
  private fixedEvents: number[] | null = null;
  /** Fixes which events (by live id) run; null returns to the schedule. */
  setEvents(ids: number[] | null): void {
    this.fixedEvents = ids;
  }

  /** The events running now and when each ends (real epoch ms), from the schedule in game time. */
  runningEvents(): { id: number; endsAt: number }[] {
    return scheduledEvents(this.seed, this.timeScale, this.now(), this.fixedEvents);
  }

  /** `sei` as the live server sends it: the events' ids and their seconds left. */
  eventList(): LiveEvents {
    const now = this.now();
    return {
      E: this.runningEvents().map((e) => ({
        EID: e.id,
        RS: Math.max(1, Math.round((e.endsAt - now) / 1000)),
        ...eventEntry(e.id, (e.endsAt - now) * this.timeScale),
      })),
    };
  }
  /**
   * Any command but `lli`, for a logged-in player, on a connection (which keeps the castle it joined).
   * Never throws. An unknown command is GENERAL_ERROR: the live answer to one is not public.
   */
  execute(zone: string, name: string, command: string, payload: unknown, connection: ConnectionState = { joined: { castleId: null } }): CommandReply {
    if (!isGameCommand(command)) return failure(RESULT.GENERAL_ERROR, `unknown command ${command}`);
    const player = this.player(zone, name);
    if (!player) return failure(RESULT.GENERAL_ERROR, 'no such player');
    player.lastSeenAt = this.now(); // and so does every command (ruins.ts)
    try {
      const req = asPayload(payload);
      const handler = COMMANDS[command] as (ctx: WorldContext, p: PlayerRecord, r: typeof req) => unknown;
      const pushes: CommandReply['pushes'] = [];
      const answer = handler({ ...this.commandContext(zone, name, connection), tell: (c, p) => pushes.push([c, p]) }, player, req);
      return { result: RESULT.OK, payload: answer, pushes };
    } catch (error) {
      return refusal(error);
    }
  }

  /** The login bundle (`gbd`) of a logged-in player. */
  loginBundle(zone: string, name: string): unknown {
    const player = this.player(zone, name);
    // Ours, not live: the market's announcement (no live server sends it), so bots trade only where it exists.
    return player
      ? {
          ...loginData(player, this.now(), this.timeScale, this.eventList()),
          ahl: this.help.list(player),
          sne: { MSG: mailboxRows(player, this.now()) },
          gms: { MS: spiesOwned(player), BS: 0 },
          ...(this.market.open && { ourMarket: { V: 1 } }),
        }
      : {};
  }

  /** The `qli` pushed after a login: the player's open quests (quests.ts). */
  questList(zone: string, name: string): unknown {
    const player = this.player(zone, name);
    return player ? questList(player) : { QL: [] };
  }

  /** Sets a player's open quests and their counters (tests and operators: live, the game opens them as the player goes). */
  setQuests(zone: string, name: string, quests: Array<{ id: number; progress?: number[] }>): void {
    const player = this.player(zone, name);
    if (!player) throw new Error(`no player ${name} in ${zone}`);
    player.quests = quests.map(({ id, progress }) => ({ id, progress: progress ?? (QUESTS[id]?.conditions ?? [[]]).map(() => 0) }));
  }

  /** Catches a player up; the server's timer calls it for connected players so raids are pushed promptly. */
  advance(player: PlayerRecord): void {
    const seen = player.lastMessageId ?? 0;
    const coins = player.coins;
    const level = player.level;
    const launched = advancePlayer(player, this.now(), this.simContext());
    if (launched.length > 0) this.onRaids?.(player, launched);
    // Coins a camp's army brought home meanwhile are told as every change of them is, by `gcu` (live-views.ts).
    if (player.coins !== coins) this.onPush?.(player, 'gcu', gcu(player));
    // A level reached meanwhile (wins bring levels here: simulate.ts) is pushed as the live game pushes it, by `glu`.
    if (player.level !== level) this.onPush?.(player, 'glu', levelUp(player));
    // A battle report or spy log written meanwhile reaches a connected player at once, as live pushes new mail (EmpireCore SNECommand).
    const reports = reportRowsAfter(player, this.now(), seen);
    if (reports.length > 0) this.onPush?.(player, 'sne', { MSG: reports });
  }

  /** A further castle for an existing player (the protocol has no command for it; tests and dev setups use it for `crm`). */
  grantCastle(zone: string, name: string, at?: { x: number; y: number; kingdom?: Kingdom }): CastleRecord {
    const player = this.player(zone, name);
    if (!player) throw new Error(`no player ${name} in ${zone}`);
    const home = player.castles[0];
    // 30 tiles east of the main castle, or west at the map's edge: never on its tile (a home at x 999 once
    // got its outpost on its own tile, from a bound older than the map, and sending goods there failed).
    const homeX = home?.x ?? 500;
    const x = at?.x ?? (homeX + 30 < MAP_SIZE ? homeX + 30 : homeX - 30);
    const y = at?.y ?? home?.y ?? 500;
    const castle = newCastle(this.nextId(), `${name}'s outpost ${player.castles.length}`, at?.kingdom ?? 'green', x, y, this.now());
    player.castles.push(castle);
    return castle;
  }

  /** Makes a player a member of an alliance, the first one its leader (tests and operators: no alliance command is modelled). */
  joinAlliance(zone: string, name: string, allianceId: number): void {
    const player = this.player(zone, name);
    if (!player) throw new Error(`no player ${name} in ${zone}`);
    this.alliances.join(player, allianceId, this.now(), this.allPlayers().filter((p) => p.zone === zone && p.allianceId === allianceId).length);
  }

  /** The player leaves their alliance (tests and operators), as the chronicle records. */
  leaveAlliance(zone: string, name: string): void {
    const player = this.player(zone, name);
    if (player) this.alliances.leave(player, this.now());
  }

  /**
   * Sends a raider at one of a player's castles now (tests and operators; the hourly roll does the same at
   * random), pushed to a connected player like any raid.
   */
  launchRaid(zone: string, name: string, raid: { castleId: number; strength: number; travelMinutes: number; attacker?: string }): MovementRecord {
    const player = this.player(zone, name);
    if (!player?.castles.some((c) => c.id === raid.castleId)) throw new Error(`no castle ${raid.castleId} of ${name} in ${zone}`);
    const now = this.now();
    const movement: MovementRecord = {
      id: this.nextId(),
      type: 'incoming',
      castleId: raid.castleId,
      targetId: null,
      troops: raid.strength,
      departedAt: now,
      arrivesAt: now + Math.round(realMs(raid.travelMinutes * GAME_MINUTE_MS, this.timeScale)),
      loot: null,
      attacker: raid.attacker ?? RAID.attackers[0]!,
    };
    player.movements.push(movement);
    this.onRaids?.(player, [movement]);
    return movement;
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
      alliances: this.alliances.snapshot(),
      landmarks: this.landmarks.snapshot(),
    };
  }

  restore(snapshot: WorldSnapshot): void {
    if (snapshot.version !== 1 || !Array.isArray(snapshot.players)) throw new Error('unsupported simulator state file');
    this.players.clear();
    this.cooldowns.clear();
    for (const p of snapshot.players) this.players.set(key(p.zone, p.name), upgradeRecord(p, this.now()));
    for (const [zone, entries] of snapshot.cooldowns ?? []) this.cooldowns.set(zone, new Map(entries));
    this.alliances.restore(snapshot.alliances);
    this.landmarks.restore(snapshot.landmarks);
    this.lastId = Math.max(this.lastId, snapshot.lastId);
  }

  private createPlayer(zone: string, name: string, password: string, now: number): PlayerRecord {
    const player = newPlayer({ seed: this.seed, timeScale: this.timeScale, zone, name, password: hashPassword(password), now }, () => this.nextId());
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

  /** The players of a zone that `keep` picks, each caught up to now. */
  private caughtUp(zone: string, keep: (p: PlayerRecord) => boolean): PlayerRecord[] {
    return this.allPlayers()
      .filter((p) => p.zone === zone && keep(p))
      .map((p) => {
        this.advance(p);
        return p;
      });
  }

  private simContext(): SimContext {
    return {
      seed: this.seed,
      timeScale: this.timeScale,
      raidChancePerHour: this.raidChancePerHour,
      nextId: () => this.nextId(),
      setCooldown: (zone, id, until) => this.setCooldown(zone, id, until),
      survivors: (supportId) => survivorsOf(supportId, this.allPlayers()),
      castleOf: (playerId, castleId) =>
        this.allPlayers().flatMap((owner) =>
          owner.playerId === playerId ? owner.castles.filter((c) => c.id === castleId).map((castle) => ({ castle, owner })) : [],
        )[0] ?? null,
      eventsAt: (t) => scheduledEvents(this.seed, this.timeScale, t, this.fixedEvents),
      landmarks: this.landmarks,
    };
  }

  private commandContext(zone: string, name: string, connection: ConnectionState): Omit<WorldContext, 'tell'> {
    return {
      events: () => this.eventList(),
      seed: this.seed,
      timeScale: this.timeScale,
      now: this.now(),
      attackSpacingMs: this.attackSpacingMs,
      nextId: () => this.nextId(),
      cooldownUntil: (z, id) => this.cooldownUntil(z, id),
      setCooldown: (z, id, until) => this.setCooldown(z, id, until),
      readTiles: (tiles) => this.readTiles(zone, name, tiles),
      help: this.help,
      alliances: this.alliances,
      tellAlliance: (player, command, payloadFor) => {
        const aid = player.allianceId ?? -1;
        if (aid < 0) return;
        for (const member of this.allPlayers())
          if (member.zone === zone && member.allianceId === aid && member !== player) this.onPush?.(member, command, payloadFor(member));
      },
      allies: (player) => this.caughtUp(zone, (p) => (player.allianceId ?? -1) >= 0 && p.allianceId === player.allianceId && p !== player),
      playersIn: (z) => this.caughtUp(z, () => true),
      castlesIn: (kingdom) =>
        this.allPlayers()
          .filter((p) => p.zone === zone)
          .flatMap((owner) => owner.castles.filter((c) => c.kingdom === kingdom).map((castle) => ({ castle, owner }))),
      joined: connection.joined,
      market: this.market,
      landmarks: this.landmarks,
    };
  }
}
