/**
 * Quests (shared/src/game-wire/quest-list.ts): the active quests are pushed after the login as `qli`;
 * `qdr` and `qdc` donate for a quest's donate condition, `fcq` reports a generals introduction visit.
 * `qsc {QID}` (pygge: "complete message quest") is not modelled: no source says which quests it finishes.
 * A quest whose counters are all full is finished: `qfi {QID}` is pushed, then `qst {QIDS}` for the quests
 * of the table that follow it in its series. What the donation spent is pushed first (`gcu` coins, `grc`
 * the castle's resources, `sce` the special currencies: EmpireCore state/manager.py:263-264, every section
 * is pushed again when it changes). A donation that leaves the quest open pushes `qpg {P: [QID]}`
 * and a fresh `qli` (EmpireCore: "its counters come with the next qli", state/quests.py:31-35).
 *
 * The conditions and amounts are the game's (quests.ts, the game's table as public copies hold it).
 * Not live: which quests a player has open (live, they follow from the player's level and the quests done
 * before; here a new player has the four of START_QUESTS), what the server charges for a donation larger
 * than what is left (here what is left), the rewards (the table's reward fields are not in our copy: none
 * here), the refusal codes other than the game's QUEST_ID_NOT_FOUND (400, EmpireCore enums/errors.py:364),
 * and the counting of every other condition (battles, taxes...), which this world does not do: tests set
 * those counters.
 */
import { DONATED_CURRENCY, DONATED_RESOURCE, conditionTask, type ActiveQuest } from '@shared/game-wire/quest-list';
import { QUESTS } from '@shared/game-wire/quests';
import { RESULT } from '@shared/game-wire/protocol';
import type { CommandContext } from '../core/command-context';
import { CommandError, int, text, type Payload } from '../core/payload';
import type { CastleRecord, PlayerCore } from '../core/players';
import { castleResources, gcu } from '../map/live-views';
import { specialCurrencies } from '../map/live-views';

/**
 * A new player's open quests: food for a village (95), coins and stone for series 76 (311), the generals
 * inn's first visit (53271), and a quest only battles finish (34).
 */
export const START_QUESTS = [34, 95, 311, 53271];

const FIELDS = ['F', 'W', 'S', 'C1', 'O', 'C', 'I', 'G'] as const;

export function activeQuests(player: PlayerCore): ActiveQuest[] {
  player.quests ??= START_QUESTS.map((id) => ({ id, progress: (QUESTS[id]?.conditions ?? [[]]).map(() => 0) }));
  return player.quests;
}

/** The `qli` push: the active quests with their counters. The quest book (`ANN`, `R`, `D`) is not modelled, so it is left out. */
export function questList(player: PlayerCore): { QL: Array<{ QID: number; P: number[] }> } {
  return { QL: activeQuests(player).map((q) => ({ QID: q.id, P: [...q.progress] })) };
}

function activeQuest(player: PlayerCore, req: Payload): ActiveQuest {
  const id = int(req, 'QID', 0);
  const quest = activeQuests(player).find((q) => q.id === id);
  if (!quest) throw new CommandError(`quest ${id} is not one of your active quests`, RESULT.QUEST_ID_NOT_FOUND);
  return quest;
}

/** Adds to a condition's counter, up to its amount, and finishes the quest when every counter is full. */
function count(ctx: CommandContext, player: PlayerCore, quest: ActiveQuest, index: number, amount: number): void {
  const conditions = QUESTS[quest.id]?.conditions ?? [];
  quest.progress[index] = Math.min(conditions[index]![1], (quest.progress[index] ?? 0) + amount);
  if (conditions.every(([, needed], i) => (quest.progress[i] ?? 0) >= needed)) {
    player.quests = activeQuests(player).filter((q) => q !== quest);
    ctx.tell('qfi', { QID: quest.id });
    const next = Object.entries(QUESTS)
      .filter(([, def]) => def.follows === quest.id)
      .map(([id]) => Number(id));
    if (next.length > 0) {
      player.quests.push(...next.map((id) => ({ id, progress: QUESTS[id]!.conditions.map(() => 0) })));
      ctx.tell('qst', { QIDS: next });
    }
  } else {
    ctx.tell('qpg', { P: [quest.id] });
    ctx.tell('qli', questList(player));
  }
}

/** The condition of `quest` a donation of `type` fills, not full yet. */
function openCondition(quest: ActiveQuest, type: string): { index: number; left: number } {
  const conditions = QUESTS[quest.id]?.conditions ?? [];
  const index = conditions.findIndex(([kind, needed], i) => kind === type && (quest.progress[i] ?? 0) < needed);
  if (index < 0) throw new CommandError(`quest ${quest.id} asks for no ${type} now`, RESULT.INVALID_PARAMETER_VALUE);
  return { index, left: conditions[index]![1] - (quest.progress[index] ?? 0) };
}

/** `qdr`: one resource (or coins) in its field, the rest 0, paid from the castle the connection joined (the main one before any `jca`). */
export function donateResources(ctx: CommandContext, player: PlayerCore, req: Payload): Record<string, never> {
  const quest = activeQuest(player, req);
  if (int(req, 'PWR', 0, 1) !== 0) throw new CommandError('buying the missing resources with rubies is not modelled', RESULT.INVALID_PARAMETER_VALUE);
  const sent = FIELDS.map((field) => [field, int(req, field, 0)] as const).filter(([, n]) => n !== 0);
  if (sent.length !== 1 || sent[0]![1] < 0)
    throw new CommandError('donate one resource at a time, a positive amount in its field', RESULT.INVALID_PARAMETER_VALUE);
  const [field, amount] = sent[0]!;
  const type = Object.entries(DONATED_RESOURCE).find(([, r]) => r.field === field)![0];
  const { index, left } = openCondition(quest, type);
  const paid = Math.min(amount, left);
  if (field === 'C1') {
    if (player.coins < paid) throw new CommandError(`not enough coins: ${paid} needed`, RESULT.NOT_ENOUGH_COINS);
    player.coins -= paid;
    ctx.tell('gcu', gcu(player));
  } else {
    const castle = payingCastle(ctx, player);
    const key = ({ F: 'food', W: 'wood', S: 'stone' } as const)[field as 'F' | 'W' | 'S'];
    // Coal, oil, glass and iron: this world's castles hold none.
    if (!key || Math.floor(castle.resources[key]) < paid)
      throw new CommandError(`not enough ${DONATED_RESOURCE[type as keyof typeof DONATED_RESOURCE].name} in ${castle.name}`, RESULT.NOT_ENOUGH_RESOURCES);
    castle.resources[key] -= paid;
    ctx.tell('grc', castleResources(castle));
  }
  count(ctx, player, quest, index, paid);
  return {};
}

/** `qdc`: khan medals or samurai tokens, from the player's special currencies. */
export function donateCurrency(ctx: CommandContext, player: PlayerCore, req: Payload): Record<string, never> {
  const quest = activeQuest(player, req);
  const cid = int(req, 'CID', 0);
  const entry = Object.entries(DONATED_CURRENCY).find(([, c]) => c.CID === cid);
  if (!entry) throw new CommandError(`currency ${cid} is not donated for quests`, RESULT.INVALID_PARAMETER_VALUE);
  const [type, currency] = entry;
  const amount = int(req, 'A', 1);
  const { index, left } = openCondition(quest, type);
  const paid = Math.min(amount, left);
  player.currencies ??= {};
  if ((player.currencies[currency.key] ?? 0) < paid) throw new CommandError(`not enough ${currency.name}`, RESULT.NOT_ENOUGH_SPECIAL_CURRENCY);
  player.currencies[currency.key]! -= paid;
  ctx.tell('sce', specialCurrencies(player));
  count(ctx, player, quest, index, paid);
  return {};
}

/**
 * `fcq`: a visit only the client sees; it counts for an active quest whose open condition is that visit
 * (and target). Answered empty, as pygge waits for (the game client reads no answer: EmpireCore).
 */
export function finishCondition(ctx: CommandContext, player: PlayerCore, req: Payload): null {
  const type = text(req, 'QC', 64);
  const target = int(req, 'QTID', -1);
  for (const quest of [...activeQuests(player)]) {
    const index = (QUESTS[quest.id]?.conditions ?? []).findIndex((condition, i) => {
      const task = conditionTask(condition);
      return task.kind === 'visit' && task.type === type && task.target === target && (quest.progress[i] ?? 0) < condition[1];
    });
    if (index >= 0) count(ctx, player, quest, index, 1);
  }
  return null;
}

function payingCastle(ctx: CommandContext, player: PlayerCore): CastleRecord {
  return player.castles.find((c) => c.id === ctx.joined.castleId) ?? player.castles[0]!;
}
