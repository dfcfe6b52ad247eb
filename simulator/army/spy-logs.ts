/**
 * Spy logs in the mailbox (shapes and sources in shared/src/game-wire/spying.ts): every spy mission that
 * reaches its target (spies.ts) leaves one, listed in `sne` as SPY_NPC (4) or SPY_PLAYER (3) by what was
 * spied, pushed to a connected player when it happens (world.ts), and read by its message id with `bsd`.
 * Battle and spy reports share the mailbox's 25 places (heldReportIds, below); an older log is 66
 * NO_SUCH_MESSAGE, as EmpireCore reads a log the server no longer has (spy/service.py:280-302).
 *
 * Ours, not live: the log names the spied area's owner as its sender (whom the live row names is not
 * public), and the report's numbers are exact whatever the accuracy (how the live server blurs them is
 * not public).
 */
import type { MailRow } from '@shared/game-wire/client-reads';
import type { LiveOwner, UnitCount } from '@shared/game-wire/live-shapes';
import { encodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import type { SpyReport, SpyReportArea } from '@shared/game-wire/spying';
import type { Handlers } from '../core/command-context';
import { ownerRecord } from '../map/live-views';
import { nextMessageId } from '../mail/mailbox';
import { CommandError, int } from '../core/payload';
import { realMs } from '../core/rules';
import type { PlayerCore, Resources, SpyMission } from '../core/players';

/** EmpireCore enums/messages.py:6-45: `MessageType.SPY_PLAYER`, `SPY_NPC`. */
const SPY_PLAYER = 3;
const SPY_NPC = 4;
/** A log's subtype by mission (enums/spy.py SpyLogType: a military mission's log is DEFENCE) and its result (enums/messages.py LogResult). */
const LOG_TYPE = { 0: 1, 1: 2 } as const;
const LOG_RESULT = { attackerSuccess: 0, attackerFailed: 2 } as const;

/** What the spies find at the target when they arrive: its guards, defenders and stock, and its report area. */
export type SpiedArea = {
  guards: number;
  npc: boolean;
  objectId: number;
  area: SpyReportArea;
  owner: LiveOwner;
  army: UnitCount[][];
  resources: Resources | null;
};

/** A spy log as the mailbox keeps it: the mission, what the spies saw (nothing when they were caught). */
export type SpyLogRecord = {
  messageId: number;
  read: boolean;
  /** Real epoch ms the spies arrived. */
  at: number;
  type: SpyMission['type'];
  caught: boolean;
  spies: number;
  guards: number;
  accuracy: number;
  risk: number;
  npc: boolean;
  objectId: number;
  area: SpyReportArea;
  owner: LiveOwner;
  /** The defenders by position (a military mission that got through). */
  army: UnitCount[][] | null;
  /** The stock seen (an economy mission that got through). */
  resources: Resources | null;
};

/** The spy logs' part of the player record (session/player-record.ts composes the slices): in the mailbox, none until the first mission arrives. */
export type SpyLogsSlice = { spyLogs?: SpyLogRecord[] };

/** Files a mission's log in the spying player's mailbox. */
export function recordSpyLog(player: PlayerCore & SpyLogsSlice, m: { at: number; mission: SpyMission; seen: SpiedArea; risk: number; caught: boolean }): void {
  const { mission, seen } = m;
  const sawArmy = !m.caught && mission.type === 0;
  const sawStock = !m.caught && mission.type === 1;
  const log: SpyLogRecord = {
    messageId: nextMessageId(player),
    read: false,
    at: m.at,
    type: mission.type,
    caught: m.caught,
    spies: mission.count,
    guards: seen.guards,
    accuracy: Math.round(mission.accuracy),
    risk: m.risk,
    npc: seen.npc,
    objectId: seen.objectId,
    area: seen.area,
    owner: seen.owner,
    army: sawArmy ? seen.army : null,
    resources: sawStock ? seen.resources : null,
  };
  // Older logs than the mailbox's places can never be read again.
  player.spyLogs = [...(player.spyLogs ?? []), log].slice(-MAX_BATTLE_AND_SPY_REPORTS);
}

const secondsSince = (at: number, now: number) => Math.max(0, Math.round((now - at) / 1000));

function heldLogs(player: PlayerCore & SpyLogsSlice): SpyLogRecord[] {
  const held = heldReportIds(player);
  return (player.spyLogs ?? []).filter((log) => held.has(log.messageId));
}

/** `subtypeSpy+result+areaType#kingdom+owner+areaName` (EmpireCore messages/models/mailbox.py:222-300, MessageSpyPlayerVO.parseMessageHeader). */
function logRow(log: SpyLogRecord, now: number): MailRow {
  const header = `${LOG_TYPE[log.type]}+${log.caught ? LOG_RESULT.attackerFailed : LOG_RESULT.attackerSuccess}+${log.area.AT}#${log.area.K}+${log.area.DP}+${log.area.N}`;
  return [
    log.messageId,
    log.npc ? SPY_NPC : SPY_PLAYER,
    encodeJsonText(header),
    log.owner.N ?? '',
    log.owner.OID,
    secondsSince(log.at, now),
    log.read ? 1 : 0,
    0,
    0,
  ];
}

/** The spy logs the mailbox lists, oldest first; with `after`, only those with a newer message id (the `sne` push). */
export function spyLogRows(player: PlayerCore & SpyLogsSlice, now: number, after = 0): MailRow[] {
  return heldLogs(player)
    .filter((log) => log.messageId > after)
    .map((log) => logRow(log, now));
}

/** The held spy log a message id names, or null. */
export function spyLogById(player: PlayerCore & SpyLogsSlice, id: number): SpyLogRecord | null {
  return heldLogs(player).find((log) => log.messageId === id) ?? null;
}

/** Seconds a spy report's army stays current: the client's SpyConst.SPY_VALIDITY (EmpireCore messages/models/mailbox.py:55), in game time. */
const SPY_VALIDITY_S = 172_800;

/**
 * The newest military report on the area at `x`/`y` of kingdom `kid` whose army is still current, as the
 * attack dialog shows it (`aci`, `adi`: S and AS, EmpireCore attack/models/info.py, CastleSpyArmyInfoVO); null without one.
 */
export function currentSpiedArmy(
  player: PlayerCore & SpyLogsSlice,
  kid: number,
  x: number,
  y: number,
  now: number,
  timeScale: number,
): { S: UnitCount[][]; AS: number } | null {
  const log = heldLogs(player)
    .filter((l) => l.army && l.area.K === kid && l.area.X === x && l.area.Y === y)
    .at(-1);
  if (!log?.army || now - log.at > realMs(SPY_VALIDITY_S * 1000, timeScale)) return null;
  return { S: log.army, AS: secondsSince(log.at, now) };
}

function report(player: PlayerCore & SpyLogsSlice, log: SpyLogRecord, now: number): SpyReport {
  const { W, S, F } = { W: log.resources?.wood, S: log.resources?.stone, F: log.resources?.food };
  return {
    MID: log.messageId,
    CID: log.objectId,
    SID: player.playerId,
    PID: log.area.DP,
    SC: log.spies,
    GC: log.guards,
    SA: log.accuracy,
    SR: log.risk,
    ...(log.army && { S: log.army, AS: secondsSince(log.at, now) }),
    ...(log.resources && {
      R: [
        ['W', W ?? 0],
        ['S', S ?? 0],
        ['F', F ?? 0],
      ] as SpyReport['R'],
    }),
    OI: log.owner,
    SO: ownerRecord(player),
    AI: log.area,
  };
}

export const SPY_LOG_ANSWERS: Handlers<'bsd'> = {
  bsd: (ctx, player, req) => {
    const log = spyLogById(player, int(req, 'MID', 0));
    if (!log) throw new CommandError(`no spy report ${String(req.MID)} in your mailbox`, RESULT.NO_SUCH_MESSAGE);
    return report(player, log, ctx.now);
  },
};

/** Battle and spy reports the mailbox holds together (the client's MAX_MAILBOX_BATTLE_AND_SPY_REPORTS, EmpireCore messages/models/mailbox.py:63-64). */
export const MAX_BATTLE_AND_SPY_REPORTS = 25;

/** The message ids of the battle reports (battle-logs.ts) and spy logs (spy-logs.ts) the mailbox still holds: the newest 25 of both. */
export function heldReportIds(player: PlayerCore & SpyLogsSlice): Set<number> {
  const ids = [...player.reports.flatMap((r) => (r.fight ? [r.fight.messageId] : [])), ...(player.spyLogs ?? []).map((log) => log.messageId)];
  return new Set(ids.sort((a, b) => a - b).slice(-MAX_BATTLE_AND_SPY_REPORTS));
}
