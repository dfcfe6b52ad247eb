/**
 * Battle reports in the mailbox (shapes and sources in shared/src/game-wire/battle-logs.ts): every fight
 * the world decides (our attack on an NPC camp, a raider at our castle: simulate.ts) is kept as a
 * `FightRecord` on its report and listed in `sne` as a BATTLE_LOG message (type 6), pushed to a connected
 * player when it happens (world.ts), and read by its message id with `bls`, then `blm` and `bld` by the
 * log id. The mailbox holds the newest 25 (the client's MAX_MAILBOX_BATTLE_AND_SPY_REPORTS, EmpireCore
 * messages/models/mailbox.py:63-64); an older one is answered 66 NO_SUCH_MESSAGE, as the live server
 * answers a log it no longer has (battle_logs.py:747-749).
 *
 * Ours, not live, where the world's fight model is simpler than the game's: a fight is one wave on the
 * middle flank with no courtyard, both sides in spearmen (602, the one unit the local world knows; an
 * NPC's garrison is counted in them); the world decides only our side's losses, so a defeated camp
 * loses its whole garrison and a camp that holds loses none, and a repelled raider loses all of it; no
 * glory, XP or commanders are reported (the commander's record `AL` is not modelled). The tools our attack
 * carried are: by flank in the middle log's tools used and the detail log's tool lists, each lost (used up).
 * The log id `LID` is the message id.
 */
import type {
  BattleLogArea,
  BattleLogDetail,
  BattleLogMiddle,
  BattleLogShort,
  BattleParticipantRow,
  DetailWaveSide,
  LogUnit,
  LootRows,
  MiddleWaveSide,
} from '@shared/game-wire/battle-logs';
import type { MailRow } from '@shared/game-wire/client-reads';
import { FLANKS } from '@shared/combat/camp-defence';
import { KINGDOM_ID, UNIT } from '@shared/game-wire/ids';
import type { LiveOwner, UnitCount } from '@shared/game-wire/live-shapes';
import { encodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import type { Handlers } from '../core/command-context';
import { weeklyHonour } from './honour';
import { castleRow, npcRow, ownerOf, ownerRecord, raiderOwnerId } from '../map/live-views';
import { heldReportIds, MAX_BATTLE_AND_SPY_REPORTS } from './spy-logs';
import { nextMessageId } from '../mail/mailbox';
import type { NpcSite } from '../map/npcs';
import { CommandError, int, oneOf } from '../core/payload';
import type { CastleRecord, FightRecord, PlayerCore, Resources } from '../core/players';

/** EmpireCore enums/messages.py:6-45 (`MessageType.BATTLE_LOG`). */
const BATTLE_LOG = 6;
/** Battle and spy reports the mailbox holds, together (spy-logs.ts heldReportIds). */
export const MAX_BATTLE_LOGS = MAX_BATTLE_AND_SPY_REPORTS;
/** EmpireCore enums/messages.py:50-78: `LogResult` and `BattleLogAttackType`. */
const RESULT_OF = { attackWon: 0, defenceWon: 1, attackLost: 2, defenceLost: 3 } as const;
const ATTACK_TYPE = { normal: 0, npc: 2 } as const;

/** Our attack on an NPC camp, decided (simulate.ts arriveAttack). */
export function attackFight(
  player: PlayerCore,
  target: NpcSite,
  level: number,
  fight: {
    troops: number;
    lost: number;
    defence: number;
    won: boolean;
    loot: Resources | null;
    coins: number;
    honour: number;
    tools?: FightRecord['attackTools'];
  },
): FightRecord {
  const owner = ownerOf(target);
  const area: BattleLogArea = {
    AT: npcRow(target, 0, 0)[0],
    X: target.x,
    Y: target.y,
    K: KINGDOM_ID[target.kingdom],
    N: '',
    DP: owner,
    DL: level,
    KL: 0,
    WL: 0,
    GL: 0,
    TL: 0,
    ML: 0,
  };
  return {
    messageId: nextMessageId(player),
    read: false,
    side: 'attack',
    won: fight.won,
    area,
    opponent: { id: owner, name: target.kind, level },
    attackers: fight.troops,
    attackersLost: fight.lost,
    defenders: fight.defence,
    defendersLost: fight.won ? fight.defence : 0,
    loot: fight.loot,
    ...(fight.coins > 0 && { coins: fight.coins }),
    honour: fight.honour,
    ...(fight.tools && FLANKS.some((f) => fight.tools![f].length > 0) && { attackTools: fight.tools }),
  };
}

/** A raider at one of our castles, decided (simulate.ts arriveIncoming); `garrison` counts every defender. */
export function defenceFight(
  player: PlayerCore,
  castle: CastleRecord,
  fight: { raider: string | null; strength: number; garrison: number; lost: number; repelled: boolean; stolen: Resources | null; honour: number },
): FightRecord {
  const row = castleRow(castle, player.playerId);
  // Castle rows carry building levels keep 1, wall 1, gate 1, tower 0, moat 0 here (live-views.ts castleRow).
  const area: BattleLogArea = {
    AT: row[0],
    X: castle.x,
    Y: castle.y,
    K: KINGDOM_ID[castle.kingdom],
    N: castle.name,
    DP: player.playerId,
    KL: 1,
    WL: 1,
    GL: 1,
    TL: 0,
    ML: 0,
  };
  return {
    messageId: nextMessageId(player),
    read: false,
    side: 'defence',
    won: fight.repelled,
    area,
    opponent: { id: raiderOwnerId(fight.raider), name: fight.raider ?? 'unknown raider', level: 0 },
    attackers: fight.strength,
    attackersLost: fight.repelled ? fight.strength : 0,
    defenders: fight.garrison,
    defendersLost: fight.lost,
    loot: fight.stolen,
    honour: fight.honour,
  };
}

/** The fights the mailbox holds, oldest first: those among the newest battle and spy reports. */
function heldFights(player: PlayerCore): FightRecord[] {
  const held = heldReportIds(player);
  return player.reports.flatMap((r) => (r.fight && held.has(r.fight.messageId) ? [r.fight] : []));
}

function resultOf(f: FightRecord): number {
  if (f.side === 'attack') return f.won ? RESULT_OF.attackWon : RESULT_OF.attackLost;
  return f.won ? RESULT_OF.defenceWon : RESULT_OF.defenceLost;
}

/** `areaType+attackType+result`; which subtype the live server gives an NPC's attack on a player is not public: NORMAL here. */
const meta = (f: FightRecord) => `${f.area.AT}+${f.side === 'attack' ? ATTACK_TYPE.npc : ATTACK_TYPE.normal}+${resultOf(f)}`;
const secondsSince = (at: number, now: number) => Math.max(0, Math.round((now - at) / 1000));

/**
 * A battle log's `sne` row: its header `meta#kingdom+owner+areaName` (mailbox.py:306-355,
 * MessageBattleLogVO.parseMessageHeader), sent by the opponent (ours: whom the live row names is not public).
 */
function logRow(f: FightRecord, at: number, now: number): MailRow {
  const header = `${meta(f)}#${f.area.K}+${f.area.DP}+${f.area.N}`;
  return [f.messageId, BATTLE_LOG, encodeJsonText(header), f.opponent.name, f.opponent.id, secondsSince(at, now), f.read ? 1 : 0, 0, 0];
}

/** The battle logs the mailbox lists, oldest first; with `after`, only those with a newer message id (the `sne` push). */
export function battleLogRows(player: PlayerCore, now: number, after = 0): MailRow[] {
  return player.reports
    .flatMap((r) => (r.fight && r.fight.messageId > after ? [{ f: r.fight, at: r.at }] : []))
    .filter(({ f }) => heldFights(player).includes(f))
    .map(({ f, at }) => logRow(f, at, now));
}

/** The held fight a message or log id names, with its time; an id not held is 66. */
export function fightById(player: PlayerCore, id: number): { fight: FightRecord; at: number } {
  const report = player.reports.find((r) => r.fight?.messageId === id);
  if (!report?.fight || !heldFights(player).includes(report.fight)) throw new CommandError(`no battle report ${id} in your mailbox`, RESULT.NO_SUCH_MESSAGE);
  return { fight: report.fight, at: report.at };
}

/**
 * The loot row: wood, stone and food, then the coins a camp gave under their server key C1, as a live
 * report's row carries them (CitadelOps Server/Reports/Parsers_test.go at 0f5b08e: `[["W", …], ["C1", …], ["C2", …]]`).
 */
function lootRows(r: Resources | null, coins = 0): LootRows {
  if (!r) return [];
  const rows: LootRows = [
    ['W', r.wood],
    ['S', r.stone],
    ['F', r.food],
  ];
  if (coins > 0) rows.push(['C1', coins]);
  return rows;
}
/** The attacking and the defending side's ids: ours and the opponent's. */
const sides = (player: PlayerCore, f: FightRecord) => (f.side === 'attack' ? [player.playerId, f.opponent.id] : [f.opponent.id, player.playerId]);

function shortLog(player: PlayerCore, f: FightRecord, at: number, now: number): BattleLogShort {
  const [attacker, defender] = sides(player, f) as [number, number];
  const us = ownerRecord(player);
  const them: LiveOwner = { OID: f.opponent.id, N: f.opponent.name, ...(f.opponent.level > 0 && { L: f.opponent.level }) };
  const rows: BattleParticipantRow[] = [
    [attacker, 0, f.attackers, -f.attackersLost, lootRows(f.loot, f.coins), 0, 0],
    [defender, 1, f.defenders, -f.defendersLost, [], 0, 0],
  ];
  const defenderWon = f.side === 'attack' ? !f.won : f.won;
  return {
    MID: f.messageId,
    LID: f.messageId,
    MT: BATTLE_LOG,
    DW: defenderWon ? 1 : 0,
    MS: meta(f),
    AI: f.area,
    PBI: rows,
    PI: f.side === 'attack' ? [us, them] : [them, us],
    H: f.honour,
    PS: secondsSince(at, now),
  };
}

/** Tools of a flank: how many (the middle log), and as the detail log lists them, each used up. */
const toolCount = (tools: UnitCount[] | undefined) => (tools ?? []).reduce((n, [, c]) => n + c, 0);
const toolUnits = (tools: UnitCount[] | undefined): LogUnit[] => (tools ?? []).map(([id, n]) => [id, n, -n]);

const middleSide = (id: number, soldiers: number, lost: number, tools?: FightRecord['attackTools']): MiddleWaveSide => [
  id,
  [0, toolCount(tools?.L), 0],
  [soldiers, toolCount(tools?.M), -lost],
  [0, toolCount(tools?.R), 0],
];

function middleLog(player: PlayerCore, f: FightRecord, at: number, now: number): BattleLogMiddle {
  const [attacker, defender] = sides(player, f) as [number, number];
  return {
    LID: f.messageId,
    Y: [
      [attacker, 0, 0],
      [defender, 0, 0],
    ],
    W: [[middleSide(attacker, f.attackers, f.attackersLost, f.attackTools), middleSide(defender, f.defenders, f.defendersLost)]],
    PS: secondsSince(at, now),
  };
}

const detailSide = (id: number, soldiers: number, lost: number, tools?: FightRecord['attackTools']): DetailWaveSide => [
  id,
  [[], toolUnits(tools?.L)],
  [soldiers > 0 ? [[UNIT.SPEARMAN, soldiers, -lost]] : [], toolUnits(tools?.M)],
  [[], toolUnits(tools?.R)],
  [[], []],
];

function detailLog(player: PlayerCore, f: FightRecord): BattleLogDetail {
  const [attacker, defender] = sides(player, f) as [number, number];
  return {
    LID: f.messageId,
    Y: [[attacker], [defender]],
    W: [[detailSide(attacker, f.attackers, f.attackersLost, f.attackTools), detailSide(defender, f.defenders, f.defendersLost)]],
  };
}

export const BATTLE_LOG_ANSWERS: Handlers<'bls' | 'blm' | 'bld' | 'gwh'> = {
  bls: (ctx, player, req) => {
    // IM 1 carries the other two logs in the reply (battle_logs.py:99-101); the client itself sends 0.
    const withDetails = oneOf(req, 'IM', [0, 1] as const) === 1;
    const { fight, at } = fightById(player, int(req, 'MID', 0));
    const short = shortLog(player, fight, at, ctx.now);
    if (!withDetails) return short;
    return { ...short, blm: middleLog(player, fight, at, ctx.now), bld: detailLog(player, fight) };
  },
  blm: (ctx, player, req) => {
    const { fight, at } = fightById(player, int(req, 'LID', 0));
    return middleLog(player, fight, at, ctx.now);
  },
  bld: (_ctx, player, req) => detailLog(player, fightById(player, int(req, 'LID', 0)).fight),
  gwh: (ctx, player) => weeklyHonour(ctx, player),
};
