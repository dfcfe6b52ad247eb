/**
 * The player's active quests as the game tells them, and what a bot can do for them.
 *
 * The list: `qli {QL: [{QID, P, …}], ANN, R, D}` is pushed after the login, `qst {QIDS}` starts quests,
 * `qfi {QID}` finishes one, and so does a quest-finished popup (`msp` with `POP` 4 and `VAL.QID`); nothing
 * asks for the list again (EmpireCore state/quests.py:52-135; the client's QLICommand, QSTCommand,
 * QFICommand and MSPCommand, bundle lines 126587, 126619, 126566, 125438).
 *
 * What a bot can meet by itself: a donation (`qdr` for resources and coins, `qdc` for khan medals and
 * samurai tokens: EmpireCore quests/service.py:22-37, the client's DonateForQuestCommand, bundle lines
 * 101001-101021) and the generals introduction's two visits, which only the client sees (`fcq`: EmpireCore
 * quests/service.py:100-121). Every other condition the game counts from play (battles, taxes, buildings).
 */
import { QUESTS, QUEST_KINDS, type QuestCondition } from './quests';

export type ActiveQuest = { id: number; progress: number[] };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const toInt = (v: unknown): number => (typeof v === 'number' ? Math.trunc(v) : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : 0);

/** The active quests of a `qli` (its `QL`), by id; null when the game has not sent one. */
export function readQuests(qli: unknown): ActiveQuest[] | null {
  if (!isObj(qli) || !Array.isArray(qli.QL)) return null;
  return qli.QL.flatMap((entry): ActiveQuest[] => {
    if (!isObj(entry) || toInt(entry.QID) <= 0) return [];
    // S 1 or QCS "C": done, S 0 or QCS "F": failed (EmpireCore Quest.from_entry); neither is still to do.
    if ('S' in entry || entry.QCS === 'C' || entry.QCS === 'F') return [];
    return [{ id: toInt(entry.QID), progress: Array.isArray(entry.P) ? entry.P.map(toInt) : [] }];
  }).sort((a, b) => a.id - b.id);
}

/**
 * The quest list after a push that changes it (`qst`, `qfi`, `msp`), in `qli`'s shape; the list unchanged
 * for any other. A started quest has no progress yet; one already active keeps its entry.
 */
export function applyQuestPush(qli: { QL: unknown[] }, command: string, payload: unknown): { QL: unknown[] } {
  const entries = qli.QL.filter(isObj);
  if (command === 'qst' && isObj(payload) && Array.isArray(payload.QIDS)) {
    const active = new Set(entries.map((e) => toInt(e.QID)));
    const started = payload.QIDS.map(toInt).filter((id) => id > 0 && !active.has(id));
    return { ...qli, QL: [...entries, ...started.map((QID) => ({ QID, P: [] }))] };
  }
  const finished = new Set(finishedQuests(command, payload));
  return finished.size === 0 ? qli : { ...qli, QL: entries.filter((e) => !finished.has(toInt(e.QID))) };
}

/** The quest ids a push finishes: `qfi {QID}`, or the quest-finished popups of an `msp` (`POP` 4, `VAL.QID`). */
export function finishedQuests(command: string, payload: unknown): number[] {
  if (!isObj(payload)) return [];
  if (command === 'qfi') return [toInt(payload.QID)].filter((id) => id > 0);
  if (command !== 'msp' || !Array.isArray(payload.P)) return [];
  return payload.P.flatMap((p) => (isObj(p) && toInt(p.POP) === 4 && isObj(p.VAL) && toInt(p.VAL.QID) > 0 ? [toInt(p.VAL.QID)] : []));
}

/** `qdr`'s field for each donated resource (EmpireCore quests/models.py:196-229; quests/service.py:22-31). */
export const DONATED_RESOURCE = {
  donateFood: { field: 'F', name: 'food' },
  donateWood: { field: 'W', name: 'wood' },
  donateStone: { field: 'S', name: 'stone' },
  donateCurrency1: { field: 'C1', name: 'coins' },
  donateCoal: { field: 'C', name: 'coal' },
  donateOil: { field: 'O', name: 'oil' },
  donateGlass: { field: 'G', name: 'glass' },
  donateIron: { field: 'I', name: 'iron' },
} as const;
export type DonatedResource = keyof typeof DONATED_RESOURCE;

/** `qdc`'s currency ids and their `sce` keys (EmpireCore quests/service.py:33-36; gamedata/ids/currencies.py CurrencyId). */
export const DONATED_CURRENCY = {
  donateKhanMedals: { CID: 10, key: 'KM', name: 'khan medals' },
  donateSamuraiTokens: { CID: 7, key: 'ST', name: 'samurai tokens' },
} as const;
export type DonatedCurrency = keyof typeof DONATED_CURRENCY;

/** The generals introduction's visits, reported with `fcq {QC, QTID}`: the inn with its cinematic's target, the overview with -1. */
export const VISITS = ['visitGeneralsInn', 'visitGeneralsOverview'] as const;

/** What a condition asks of a bot: a donation, a visit, or play it cannot do from here. */
export type ConditionTask =
  | { kind: 'resource'; type: DonatedResource; amount: number }
  | { kind: 'currency'; type: DonatedCurrency; amount: number }
  | { kind: 'visit'; type: (typeof VISITS)[number]; target: number }
  | { kind: 'play'; type: string; amount: number };

export function conditionTask([type, amount, data]: QuestCondition): ConditionTask {
  if (type in DONATED_RESOURCE) return { kind: 'resource', type: type as DonatedResource, amount };
  if (type in DONATED_CURRENCY) return { kind: 'currency', type: type as DonatedCurrency, amount };
  if ((VISITS as readonly string[]).includes(type)) return { kind: 'visit', type: type as (typeof VISITS)[number], target: data === '' ? -1 : toInt(data) };
  return { kind: 'play', type, amount };
}

/** The conditions of a quest in the table, with each one's counter from the game; null for a quest outside it. */
export function questTasks(quest: ActiveQuest): Array<ConditionTask & { done: boolean }> | null {
  const def = QUESTS[quest.id];
  if (!def) return null;
  return def.conditions.map((condition, i) => {
    const task = conditionTask(condition);
    const needed = task.kind === 'visit' ? condition[1] : task.amount;
    return { ...task, done: (quest.progress[i] ?? 0) >= needed };
  });
}

const KIND_OF = new Map<number, string>(Object.entries(QUEST_KINDS).flatMap(([kind, ids]) => ids.map((id) => [id, kind] as const)));

/** What a quest counts first, in words ("count battles"); null for an id the table lacks. */
export function questKind(id: number): string | null {
  const kind = KIND_OF.get(id);
  return kind ? kind.toLowerCase().replaceAll('_', ' ') : null;
}
