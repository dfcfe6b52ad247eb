/**
 * Quests: finishes what a bot can finish of the player's open quests, and says which are left to play.
 *
 * The open quests come from `qli`, pushed after the login, and the `qst`/`qfi` pushes since (the game
 * client keeps them so; nothing asks for the list: shared/src/game-wire/quest-list.ts). What each quest
 * asks is in the game's quests table (shared/src/game-wire/quests.ts, generated from public copies).
 * A bot can meet two kinds of condition itself:
 * - a donation: `qdr` with the condition's whole amount in its resource's field, from the main castle
 *   (`jca` first: the client donates from the castle it shows), or `qdc` for khan medals and samurai
 *   tokens, as the client's DonateForQuestCommand sends them (EmpireCore quests/service.py:70-98); only
 *   while the castle keeps the player's reserve afterwards, and currencies only when the player allows it;
 * - the generals introduction's visits, which only the client sees: `fcq {QC, QTID}` with the inn's
 *   target, or -1 for the overview (EmpireCore quests/service.py:100-121: what the server checks is
 *   unverified), only when the player allows it.
 * Coal, oil, glass and iron are not read from the castle by this bot (no public source names their fields
 * in the castle details), so those donations are left to the player. Every other condition the game counts
 * from play; the console says which quests wait for what, once. A quest the game finishes (`qfi`) is
 * reported. No public bot completes quests; the forks have no quest plugin, so the pacing is ours: one
 * round every 10 minutes, one command at a time at the bot's pace.
 */
import { readCurrency, readState, type Castle, type PlayerState } from '@shared/game-wire/live-data';
import { KINGDOM_ID } from '@shared/game-wire/ids';
import { RESULT } from '@shared/game-wire/protocol';
import { DONATED_CURRENCY, DONATED_RESOURCE, finishedQuests, questKind, questTasks, readQuests, type ActiveQuest } from '@shared/game-wire/quest-list';
import type { QuestDonation } from '@shared/game-wire/commands';
import type { LineParam } from '@shared/console';
import { questLines } from '@shared/bot-lines/quests.messages';
import { notificationLines } from '@shared/notifications.messages';
import { phrase, said, type Said } from '@shared/i18n/said';
import { GameError, type GameClient } from '../game/client';
import { resourceWord } from '../words/line-words';
import { listPart } from '@shared/bot-lines/list-part';
import { CANNOT_PAY } from '../actions/building-queue';
import type { BehaviourFactory } from '../actions/context';
import { waitNote } from '../words/wait-note';

/** One round every 10 minutes, as the other upkeep rounds. */
export const QUEST_ROUND_MS = 10 * 60_000;

const EMPTY_DONATION: Omit<QuestDonation, 'QID'> = { F: 0, W: 0, S: 0, C1: 0, O: 0, C: 0, I: 0, G: 0, PWR: 0, PO: -1 };

/** A donated thing's name as a message ("wood", "khan medals"): the game's quest tables name them in English. */
const WORDS: Record<string, keyof typeof questLines.base> = {
  coins: 'coins',
  coal: 'coal',
  oil: 'oil',
  glass: 'glass',
  iron: 'iron',
  'khan medals': 'khanMedals',
  'samurai tokens': 'samuraiTokens',
};
const word = (name: string): LineParam => (WORDS[name] ? phrase(questLines, WORDS[name]) : resourceWord(name));

export const quests: BehaviourFactory<'quests'> = (ctx) => {
  /** Conditions donated or visited by this run (quest:condition), never sent twice. */
  const sent = new Set<string>();
  /** Quests this bot gave to, for the finish line. */
  const helped = new Set<number>();
  /** What was said about each quest left to play, so it is said once until it changes. */
  const told = new Map<number, string>();
  /** Quest ids as the game writes them (no separators); amounts as numbers, written the reader's way. */
  const q = (quest: { id: number }) => String(quest.id);
  let roundAt = Number.NEGATIVE_INFINITY;
  const note = waitNote((line) => ctx.log(line));

  ctx.onPush((frame) => {
    for (const id of finishedQuests(frame.command, frame.payload)) {
      told.delete(id);
      const kind = questKind(id);
      const mine = helped.has(id);
      const line = kind
        ? said(questLines, mine ? 'finishedKindHelped' : 'finishedKind', { id: String(id), kind })
        : said(questLines, mine ? 'finishedHelped' : 'finished', { id: String(id) });
      ctx.log(line, { level: 'success', actions: mine ? 1 : 0 });
      // Said by the bot, as every bot's news is; each reader in their language.
      if (helped.delete(id)) ctx.notify(said(notificationLines, 'botSays', { bot: ctx.botName, line: line.message }));
    }
  });

  return {
    async step() {
      if (ctx.now() - roundAt < ctx.interval(QUEST_ROUND_MS)) return;
      const client = ctx.client();
      const open = readQuests(client.known.qli);
      if (open === null) return note(said(questLines, 'noList'));
      roundAt = ctx.now();
      if (open.length === 0) return note(said(questLines, 'noneOpen'));

      const keep = Math.max(0, ctx.settings.keepResources);
      let acted = false;
      // The castles and coins, read once a round and again after each donation.
      let state: PlayerState | null = null;
      const read = async () => {
        if (state) return state;
        await client.send('dcl', { CD: 1 });
        return (state = readState(client.known, ctx.now(), client.receivedAt));
      };
      for (const quest of open) {
        const tasks = questTasks(quest);
        if (!tasks) {
          tell(quest, said(questLines, 'notCounted', { id: q(quest), kind: questKind(quest.id) ?? phrase(questLines, 'notInTable') }));
          continue;
        }
        const waits: LineParam[] = [];
        for (const [index, task] of tasks.entries()) {
          const key = `${quest.id}:${index}`;
          if (task.done || sent.has(key)) continue;
          if (task.kind === 'play') {
            waits.push(phrase(questLines, 'waitPlay', { task: task.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(), amount: task.amount }));
          } else if (task.kind === 'visit') {
            if (ctx.settings.visits !== 'yes') {
              waits.push(phrase(questLines, 'waitVisitsOff'));
              continue;
            }
            await client.post('fcq', { QC: task.type, QTID: task.target });
            sent.add(key);
            helped.add(quest.id);
            acted = true;
            ctx.log(said(questLines, task.type === 'visitGeneralsInn' ? 'visitedInn' : 'visitedOverview', { id: q(quest) }), { actions: 1 });
          } else if (task.kind === 'currency') {
            const currency = DONATED_CURRENCY[task.type];
            if (ctx.settings.currencies !== 'yes') {
              waits.push(phrase(questLines, 'waitCurrencyOff', { amount: task.amount, what: word(currency.name) }));
              continue;
            }
            const held = readCurrency(await client.send('sce', {}), currency.key) ?? 0;
            if (held < task.amount) {
              waits.push(phrase(questLines, 'waitHeld', { amount: task.amount, what: word(currency.name), held }));
              continue;
            }
            const given = await donate(quest, index, () => client.send('qdc', { QID: quest.id, CID: currency.CID, A: task.amount }));
            if (given) ctx.log(said(questLines, 'donated', { id: q(quest), amount: task.amount, what: word(currency.name) }), { level: 'success', actions: 1 });
            acted ||= given;
          } else {
            const resource = DONATED_RESOURCE[task.type];
            if (resource.field !== 'F' && resource.field !== 'W' && resource.field !== 'S' && resource.field !== 'C1') {
              waits.push(phrase(questLines, 'waitUnread', { amount: task.amount, what: word(resource.name) }));
              continue;
            }
            const { castles, coins } = await read();
            const main = castles.find((c) => c.kingdomId === KINGDOM_ID.green);
            if (!main) return note(said(questLines, 'noMainCastle'));
            const held = resource.field === 'C1' ? coins : (main.details?.resources[resource.name as 'food' | 'wood' | 'stone'] ?? 0);
            if (held - task.amount < keep) {
              const short = { amount: task.amount, what: word(resource.name), held, keep };
              waits.push(resource.field === 'C1' ? phrase(questLines, 'waitKept', short) : phrase(questLines, 'waitKeptIn', { ...short, castle: main.name }));
              continue;
            }
            const given = await donateFrom(client, main, quest, index, { QID: quest.id, ...EMPTY_DONATION, [resource.field]: task.amount });
            if (given)
              ctx.log(said(questLines, 'donatedFrom', { id: q(quest), amount: task.amount, what: word(resource.name), castle: main.name }), {
                level: 'success',
                actions: 1,
              });
            if (given) state = null;
            acted ||= given;
          }
        }
        if (waits.length > 0) tell(quest, said(questLines, 'waits', { id: q(quest), tasks: listPart(waits, 'listAnd') }));
      }
      if (!acted) note(said(questLines, 'nothingToDo', { count: open.length }));
    },
  };

  /** Says what a quest waits for, once until it changes. */
  function tell(quest: ActiveQuest, line: Said): void {
    if (told.get(quest.id) === line.text) return;
    told.set(quest.id, line.text);
    ctx.log(line);
  }

  function donateFrom(client: GameClient, castle: Castle, quest: ActiveQuest, index: number, donation: QuestDonation): Promise<boolean> {
    return client.inCastle(castle, () => donate(quest, index, () => client.send('qdr', donation)));
  }

  /** Sends a donation; a refusal for lack of means or a quest no longer open is said and skipped, anything else stops the bot. */
  async function donate(quest: ActiveQuest, index: number, send: () => Promise<unknown>): Promise<boolean> {
    try {
      await send();
      sent.add(`${quest.id}:${index}`);
      helped.add(quest.id);
      return true;
    } catch (err) {
      if (!(err instanceof GameError)) throw err;
      if (CANNOT_PAY.has(err.result)) {
        tell(quest, said(questLines, 'notEnough', { id: q(quest), reason: err.reason }));
        return false;
      }
      if (err.result === RESULT.QUEST_ID_NOT_FOUND || err.result === RESULT.INVALID_PARAMETER_VALUE) {
        sent.add(`${quest.id}:${index}`);
        tell(quest, said(questLines, 'notTaken', { id: q(quest), reason: err.reason }));
        return false;
      }
      throw err;
    }
  }
};
