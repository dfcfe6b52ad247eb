/**
 * The in-game commands (everything after `lli`). Each handler gets a player already advanced to now and
 * a validated-on-read payload; refusals throw CommandError, which the world answers as RESULT.FAILED.
 */
import type { CommandName, Commands, NpcTarget } from '../shared/src/game-wire/protocol';
import { NPC_KINDS, npcById, npcsNear } from './npcs';
import { CommandError, int, oneOf, optionalOneOf, resources, type Payload } from './payload';
import { loginData, movementList, sentMovement } from './live-views';
import type { CastleRecord, MovementRecord, PlayerRecord } from './players';
import { FEAST, GAME_HOUR_MS, GAME_MINUTE_MS, MAX_RECRUIT, RECRUIT_COST, VIEW_RADIUS, realMs } from './rules';
import { cooldownMs, travelMs } from './simulate';

/** What handlers need from the world, so they stay free of its storage. */
export type CommandContext = {
  /** The events running now, as `sei` answers them. */
  events(): Commands['sei']['res'];
  seed: number;
  timeScale: number;
  now: number;
  nextId(): number;
  cooldownUntil(zone: string, npcId: number): number;
  setCooldown(zone: string, npcId: number, until: number): void;
};

type GameCommand = Exclude<CommandName, 'lli'>;
type Handler<K extends GameCommand> = (ctx: CommandContext, player: PlayerRecord, req: Payload) => Commands[K]['res'];

function ownCastle(player: PlayerRecord, req: Payload, field = 'castleId'): CastleRecord {
  const id = int(req, field, 1);
  const castle = player.castles.find((c) => c.id === id);
  if (!castle) throw new CommandError(`${field} ${id} is not one of your castles`);
  return castle;
}

const SKIP_MINUTES = { m1: 1, m5: 5, m30: 30 } as const;

export const COMMANDS: { [K in GameCommand]: Handler<K> } = {
  gbd: (ctx, player) => loginData(player, ctx.now, ctx.timeScale),

  gam: (ctx, player) => movementList(player, ctx.now, ctx.seed),

  gaa: (ctx, player, req) => {
    const castle = ownCastle(player, req);
    const kind = optionalOneOf(req, 'kind', NPC_KINDS);
    const targets: NpcTarget[] = npcsNear(ctx.seed, player.zone, castle.kingdom, castle, VIEW_RADIUS, kind).map((site) => {
      const until = ctx.cooldownUntil(player.zone, site.id);
      return { ...site, cooldownUntil: until > ctx.now ? until : 0 };
    });
    return { targets };
  },

  cra: (ctx, player, req) => {
    const castle = ownCastle(player, req);
    const targetId = int(req, 'targetId', 1);
    const troops = int(req, 'troops', 1);
    const target = npcById(ctx.seed, player.zone, targetId);
    if (!target) throw new CommandError(`no target ${targetId}`);
    if (target.kingdom !== castle.kingdom) throw new CommandError(`target ${targetId} is in another kingdom`);
    const until = ctx.cooldownUntil(player.zone, targetId);
    if (until > ctx.now) throw new CommandError(`target ${targetId} is on cooldown until ${until}`);
    if (troops > castle.troops) throw new CommandError(`not enough troops: ${castle.troops} at home`);
    castle.troops -= troops;
    const movement: MovementRecord = {
      id: ctx.nextId(),
      type: 'attack',
      castleId: castle.id,
      targetId,
      troops,
      departedAt: ctx.now,
      arrivesAt: ctx.now + travelMs(castle, target, ctx.timeScale),
      loot: null,
      attacker: null,
    };
    player.movements.push(movement);
    // Claimed from the moment the army leaves, so two attacks cannot race for one target.
    ctx.setCooldown(player.zone, targetId, movement.arrivesAt + cooldownMs(ctx.timeScale));
    return sentMovement(player, movement, ctx.now, ctx.seed);
  },

  msd: (ctx, player, req) => {
    const movementId = int(req, 'movementId', 1);
    const skip = oneOf(req, 'skip', ['m1', 'm5', 'm30'] as const);
    const movement = player.movements.find((m) => m.id === movementId && m.type !== 'incoming');
    if (!movement) throw new CommandError(`movement ${movementId} is not one of your armies on the move`);
    if (player.skips[skip] <= 0) throw new CommandError(`no ${skip} skips left`);
    player.skips[skip] -= 1;
    const cut = Math.round(realMs(SKIP_MINUTES[skip] * GAME_MINUTE_MS, ctx.timeScale));
    movement.arrivesAt = Math.max(ctx.now, movement.arrivesAt - cut);
    if (movement.type === 'attack' && movement.targetId !== null) {
      ctx.setCooldown(player.zone, movement.targetId, movement.arrivesAt + cooldownMs(ctx.timeScale));
    }
    return sentMovement(player, movement, ctx.now, ctx.seed);
  },

  txc: (_ctx, player, req) => {
    const castle = ownCastle(player, req);
    const collected = Math.floor(castle.taxes);
    castle.taxes -= collected;
    player.coins += collected;
    return { coins: player.coins, collected };
  },

  fst: (ctx, player, req) => {
    const castle = ownCastle(player, req);
    const level = oneOf(req, 'level', [1, 2, 3] as const);
    // The feast is the account's (the live festival): one at a time, whichever castle pays for it.
    if (player.feastUntil > ctx.now) throw new CommandError(`a feast is already running until ${player.feastUntil}`);
    const cost = level * FEAST.foodPerLevel;
    if (castle.resources.food < cost) throw new CommandError(`a level ${level} feast needs ${cost} food`);
    castle.resources.food -= cost;
    player.feastLevel = level;
    player.feastUntil = ctx.now + Math.round(realMs(FEAST.hours * GAME_HOUR_MS, ctx.timeScale));
    return { until: player.feastUntil, food: Math.floor(castle.resources.food) };
  },

  rsr: (ctx, player, req) => {
    const from = ownCastle(player, req, 'fromCastleId');
    const to = ownCastle(player, req, 'toCastleId');
    const goods = resources(req, 'resources');
    if (from === to) throw new CommandError('fromCastleId and toCastleId are the same castle');
    if (goods.wood + goods.stone + goods.food === 0) throw new CommandError('nothing to send');
    for (const key of ['wood', 'stone', 'food'] as const) {
      if (goods[key] > from.resources[key]) throw new CommandError(`not enough ${key} in castle ${from.id}`);
    }
    for (const key of ['wood', 'stone', 'food'] as const) from.resources[key] -= goods[key];
    const arrivesAt = ctx.now + travelMs(from, to, ctx.timeScale);
    player.transfers.push({ id: ctx.nextId(), toCastleId: to.id, resources: goods, arrivesAt });
    return { arrivesAt };
  },

  rcu: (_ctx, player, req) => {
    const castle = ownCastle(player, req);
    const amount = int(req, 'amount', 1, MAX_RECRUIT);
    const food = amount * RECRUIT_COST.food;
    const coins = amount * RECRUIT_COST.coins;
    if (castle.resources.food < food) throw new CommandError(`recruiting ${amount} needs ${food} food`);
    if (player.coins < coins) throw new CommandError(`recruiting ${amount} needs ${coins} coins`);
    castle.resources.food -= food;
    player.coins -= coins;
    castle.troops += amount;
    return { troops: castle.troops };
  },

  /** Answered by the server itself with an empty reply (server.ts), as the live keep-alive is. */
  pin: () => null,

  sei: (ctx) => ctx.events(),
};

export function isGameCommand(name: string): name is GameCommand {
  return Object.hasOwn(COMMANDS, name);
}
