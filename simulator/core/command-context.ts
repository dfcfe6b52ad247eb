/**
 * What every in-game command handler gets and the checks they share: the context (the world and the
 * connection, without their storage), the castle and commander lookups, and the handler type over
 * shared/src/game-wire/commands.ts's `Answered` table (the bots' commands and the web client's reads).
 */
import type { Answered, AnsweredName } from '@shared/game-wire/commands';
import { KINGDOM_BY_ID, KINGDOM_ID } from '@shared/game-wire/ids';
import type { LiveEvents } from '@shared/game-wire/live-shapes';
import { RESULT } from '@shared/game-wire/protocol';
import { CommandError, int, type Payload } from './payload';
import type { CastleRecord, PlayerCore } from './players';

/**
 * What handlers need from the world and the connection, so they stay free of their storage. A feature that
 * keeps world-wide state of its own declares its context slice beside it (`MarketContext` in
 * economy/market.ts, …), which its handlers name; session/world-context.ts composes them.
 */
export type CommandContext = {
  /** The events running now, as `sei` answers them. */
  events(): LiveEvents;
  seed: number;
  timeScale: number;
  now: number;
  nextId(): number;
  cooldownUntil(zone: string, npcId: number): number;
  setCooldown(zone: string, npcId: number, until: number): void;
  /** Counts map tiles read by the account; throws the ban when it reads too many too fast (rules.ts MAP_BAN). */
  readTiles(tiles: number): void;
  /** Every player's castles in a kingdom of this zone, with their owners (the map shows them). */
  castlesIn(kingdom: string): Array<{ castle: CastleRecord; owner: PlayerCore }>;
  /** Real ms the account's attacks must be apart (4 s live, rules.ts ATTACK_SPACING_MS). */
  attackSpacingMs: number;
  /** The castle this connection joined with `jca` (recruiting and building happen there). */
  joined: { castleId: number | null };
  /** The other members of the player's alliance, caught up to now (their castles' attacks show in `gam`). */
  allies(player: PlayerCore): PlayerCore[];
  /** Every player of a zone, caught up to now (the main server reads a player's scores on a temporary server's zone). */
  playersIn(zone: string): PlayerCore[];
  /** Pushes a message to the other members of the player's alliance who are online, each their own copy. */
  tellAlliance(player: PlayerCore, command: string, payloadFor: (member: PlayerCore) => unknown): void;
  /** Pushes a message to this player's connection after the reply (a quest finished by the command). */
  tell(command: string, payload: unknown): void;
};

/** Commands of a logged-in player; the logins (`lli`, `tle`) and `glt` (it names this server's address) are server.ts's. */
export type GameCommand = Exclude<AnsweredName, 'lli' | 'tle' | 'glt'>;
export type Handler<K extends GameCommand, Ctx extends CommandContext = CommandContext> = (ctx: Ctx, player: PlayerCore, req: Payload) => Answered[K]['res'];
/** A group of handlers kept in a file of its own (one idea each), merged into commands.ts's registry; `Ctx` adds the context slices they read. */
export type Handlers<K extends GameCommand, Ctx extends CommandContext = CommandContext> = { [C in K]: Handler<C, Ctx> };

export function ownCastleById(player: PlayerCore, id: number): CastleRecord {
  const castle = player.castles.find((c) => c.id === id);
  if (!castle) throw new CommandError(`castle ${id} is not one of yours`, RESULT.NOT_IN_OWNED_CASTLE);
  return castle;
}

export function ownCastleAt(player: PlayerCore, kid: number, x: number, y: number): CastleRecord {
  const castle = player.castles.find((c) => KINGDOM_ID[c.kingdom] === kid && c.x === x && c.y === y);
  if (!castle) throw new CommandError(`no castle of yours at ${x}:${y} in kingdom ${kid}`, RESULT.NOT_IN_OWNED_CASTLE);
  return castle;
}

/** The commander `LID` names: the player's, and not away with another army. */
export function freeCommander(player: PlayerCore, req: Payload): number {
  const lordId = int(req, 'LID', -100);
  if (!player.commanders.includes(lordId)) throw new CommandError(`no commander ${lordId}`, RESULT.INVALID_LORD_ID);
  if (player.movements.some((m) => m.lordId === lordId)) throw new CommandError(`commander ${lordId} is away`, RESULT.LORD_IN_MOVEMENT);
  return lordId;
}

export function joinedCastle(ctx: CommandContext, player: PlayerCore): CastleRecord {
  if (ctx.joined.castleId === null) throw new CommandError('enter a castle with jca first', RESULT.NOT_IN_OWNED_CASTLE);
  return ownCastleById(player, ctx.joined.castleId);
}

export function kingdomOf(req: Payload, field = 'KID'): string {
  const kid = int(req, field, 0);
  const name = KINGDOM_BY_ID.get(kid);
  if (!name) throw new CommandError(`no kingdom ${kid}`, RESULT.INVALID_PARAMETER_VALUE);
  return name;
}
