import { expect, test } from 'bun:test';
import { applyQuestPush, finishedQuests, questKind, questTasks, readQuests } from './quest-list';
import { QUESTS, QUEST_KINDS } from './quests';

test('readQuests keeps the open quests of a qli, by id, and drops done, failed and malformed entries', () => {
  const qli = { QL: [{ QID: 311, P: ['400', 0] }, { QID: 95, P: [0] }, { QID: 7, S: 1 }, { QID: 8, QCS: 'F' }, { QID: 'x' }, 'junk'], ANN: [], R: [], D: [] };
  expect(readQuests(qli)).toEqual([
    { id: 95, progress: [0] },
    { id: 311, progress: [400, 0] },
  ]);
  expect(readQuests({})).toBeNull();
  expect(readQuests(null)).toBeNull();
});

test('qst adds the quests not open yet, without progress; qfi and the msp quest popup remove one', () => {
  const qli = { QL: [{ QID: 311, P: [400, 0] }] };
  const started = applyQuestPush(qli, 'qst', { QIDS: [311, 312, 0] });
  expect(started.QL).toEqual([
    { QID: 311, P: [400, 0] },
    { QID: 312, P: [] },
  ]);
  expect(applyQuestPush(started, 'qfi', { QID: 311 }).QL).toEqual([{ QID: 312, P: [] }]);
  expect(
    applyQuestPush(started, 'msp', {
      P: [
        { POP: 3, VAL: { QID: 312 } },
        { POP: 4, VAL: { QID: 312 } },
      ],
    }).QL,
  ).toEqual([{ QID: 311, P: [400, 0] }]);
  expect(applyQuestPush(started, 'gcu', { C1: 5 })).toBe(started);
  expect(finishedQuests('qfi', { QID: '95' })).toEqual([95]);
  expect(finishedQuests('qfi', {})).toEqual([]);
});

test('a quest’s tasks follow the game’s table: donations, visits and play, each done once its counter is full', () => {
  // 311: 400 coins, 500 stone; 53271: the generals inn with target 1; 60011: coins, khan medals, a khan camp.
  expect(questTasks({ id: 311, progress: [400, 0] })).toEqual([
    { kind: 'resource', type: 'donateCurrency1', amount: 400, done: true },
    { kind: 'resource', type: 'donateStone', amount: 500, done: false },
  ]);
  expect(questTasks({ id: 53271, progress: [] })).toEqual([{ kind: 'visit', type: 'visitGeneralsInn', target: 1, done: false }]);
  expect(questTasks({ id: 60011, progress: [0, 0, 1] })!.map((t) => [t.kind, t.done])).toEqual([
    ['resource', false],
    ['currency', false],
    ['play', true],
  ]);
  expect(questTasks({ id: 34, progress: [0] })).toBeNull();
  expect(questKind(34)).toBe('count battles');
  expect(questKind(1)).toBeNull();
});

test('the generated table: every quest with a donation or a visit is named by its first condition among the game’s ids', () => {
  expect(Object.values(QUEST_KINDS).flat().length).toBe(4664);
  for (const [id, def] of Object.entries(QUESTS)) {
    const kind = questKind(Number(id));
    expect(kind?.replaceAll(' ', '')).toBe(def.conditions[0]![0].toLowerCase());
  }
});
