/**
 * The battle reports of one game account's mailbox, as the game's web client keeps and opens them. The
 * mailbox comes with the login data (`gbd`'s `sne` section) and grows by each `sne` push (EmpireCore
 * client/client.py LOGIN_SECTION_PUSHES: "GBDCommand.exec hands n.sne to parse_SNE"; state/messages.py:
 * each `sne` adds or replaces messages by id); a row is `[id, type, header, sender, senderId, secondsAgo,
 * read, archived, forwarded]` (messages/models/mailbox.py:110-152, AMessageVO.loadFromParamArray) and a
 * battle report's type is BATTLE_LOG, 6 (enums/messages.py). Its header is
 * `areaType+attackType+result[+mapId[+mapAreaType]]#kingdom+owner[+areaName]` (mailbox.py BattleLogHeader,
 * MessageBattleLogVO.parseMessageHeader); the row gives no position, so a report is opened (`bls {MID, IM: 0}`,
 * as the client opens one: messages/service.py get_battle_report) to see where it was fought (`AI`), who
 * won (`DW`: the defender), what the attacker took and lost (`PBI` rows `[player, front, army, lost, loot…]`,
 * front 0 attacking, lost 0 or negative) and when (`PS` seconds since: "timestamp = now - PS * 1000",
 * battle_logs.py:994-997). The mailbox holds the newest 25 battle and spy reports
 * (MAX_MAILBOX_BATTLE_AND_SPY_REPORTS); an older one is answered 66 or 225 (service.py get_battle_report).
 */
import type { BattleLogShort } from '@shared/game-wire/battle-logs';
import { decodeJsonText } from '@shared/game-wire/login';
import { RESULT, type ReplyFrame } from '@shared/game-wire/protocol';
import type { Resources } from '@shared/game-wire/live-data';

/** EmpireCore enums/messages.py MessageType.BATTLE_LOG. */
const BATTLE_LOG = 6;
/** EmpireCore battle_logs.py BattleParticipant.front: 0 attacking. */
const ATTACKER_FRONT = 0;

/** A battle report as the mailbox lists it: its message id, the kingdom its header names, and when it was fought (epoch ms). */
export type ListedReport = { messageId: number; kingdomId: number | null; foughtAt: number };

/** What a battle report says of our attack: where, when, whether it was won, what our army took and lost. */
export type BattleOutcome = { messageId: number; x: number; y: number; kingdomId: number; foughtAt: number; won: boolean; loot: Resources; lost: number };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The battle reports one connection's mailbox lists, kept from the login data and the pushes since. */
export class ReportList {
  private readonly rows = new Map<number, ListedReport>();
  private heardLogin = false;

  /** Every reply of the connection: the login data's mailbox and each `sne` push. */
  heard(frame: ReplyFrame, now: number): void {
    if (frame.result !== RESULT.OK || !isObj(frame.payload)) return;
    if (frame.command === 'gbd') {
      const sne = frame.payload.sne;
      if (!isObj(sne)) return;
      this.rows.clear();
      this.heardLogin = true;
      this.keep(sne.MSG, now);
    } else if (frame.command === 'sne') this.keep(frame.payload.MSG, now);
  }

  /** Whether the login data's mailbox was heard on this connection: only then does a report missing from it mean the game has none. */
  get complete(): boolean {
    return this.heardLogin;
  }

  get reports(): ListedReport[] {
    return [...this.rows.values()];
  }

  private keep(rows: unknown, now: number): void {
    if (!Array.isArray(rows)) return;
    for (const row of rows) {
      const listed = Array.isArray(row) ? listedReport(row, now) : null;
      if (listed) this.rows.set(listed.messageId, listed);
    }
  }
}

/** A mailbox row, if it is a battle report: its id, its header's kingdom, and its time from the seconds since it was sent. */
function listedReport(row: unknown[], now: number): ListedReport | null {
  const [id, type, header, , , secondsAgo] = row;
  if (num(id) === null || type !== BATTLE_LOG) return null;
  const area = typeof header === 'string' ? decodeJsonText(header).split('#')[1] : undefined;
  const kingdom = area === undefined ? Number.NaN : Number.parseInt(area.split('+')[0] ?? '', 10);
  return { messageId: id as number, kingdomId: Number.isFinite(kingdom) ? kingdom : null, foughtAt: now - (num(secondsAgo) ?? 0) * 1000 };
}

const LOOT_KEYS = { W: 'wood', S: 'stone', F: 'food' } as const;

/**
 * What an opened report (`bls`'s reply, received at `now`) says of the attack of player `playerId`, or null when it is no
 * attack of theirs or its shape cannot be read: the attacking row that is theirs (the first attacking row when the id is not known).
 */
export function outcomeOf(log: BattleLogShort, playerId: number | null, now: number): BattleOutcome | null {
  if (!isObj(log) || !isObj(log.AI) || !Array.isArray(log.PBI)) return null;
  const [x, y, kingdomId] = [num(log.AI.X), num(log.AI.Y), num(log.AI.K)];
  if (x === null || y === null || kingdomId === null) return null;
  const attackers = log.PBI.filter((row) => Array.isArray(row) && row[1] === ATTACKER_FRONT);
  const ours = attackers.find((row) => row[0] === playerId) ?? (playerId === null ? attackers[0] : undefined);
  if (!ours) return null;
  const loot: Resources = { wood: 0, stone: 0, food: 0 };
  for (const entry of Array.isArray(ours[4]) ? ours[4] : []) {
    const key = Array.isArray(entry) ? LOOT_KEYS[entry[0] as keyof typeof LOOT_KEYS] : undefined;
    if (key) loot[key] += Math.max(0, num(entry[1]) ?? 0);
  }
  return {
    messageId: log.MID,
    x,
    y,
    kingdomId,
    foughtAt: now - (num(log.PS) ?? 0) * 1000,
    won: log.DW !== 1,
    loot,
    lost: Math.max(0, -(num(ours[3]) ?? 0)),
  };
}
