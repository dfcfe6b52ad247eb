/**
 * The alliance's own systems as the web client reads them (shapes and sources in
 * shared/src/game-wire/alliance-life.ts), answered from what the world keeps (alliances.ts, the players'
 * records): invitations (`bai`), players looking for an alliance (`sml`), subscribers (`asc`), the
 * chronicle (`all`) and the forum (`gat`, `gtr`, `utc`, written with `atc` and `aat`).
 *
 * Reads about one's own alliance outside one are 114 ALLI_NOT_FOUND, as EmpireCore reads the live answer
 * (alliance/service.py:924-945, 1002-1016: `asc` is sent outside one too). Ours, not live, each where no public source shows the live
 * rule: invitations are sent by tests and operators (`inviteToAlliance`; the live `aia` is not modelled)
 * and their mailbox header is the alliance id; every player in no alliance counts as looking for one
 * (the live `asa` flag is not modelled), nearest first, at most RECRUITS_LISTED; subscriptions are
 * granted by tests and operators (`player.subscribedUntil`: the world sells none); a topic's rank groups
 * are kept and sent back but every member sees every topic (how ranks map to the groups is not public);
 * an unknown topic is GENERAL_ERROR with the reason.
 */
import type { ChronicleEntry, ForumTopicRow } from '@shared/game-wire/alliance-life';
import type { MailRow } from '@shared/game-wire/client-reads';
import { decodeJsonText } from '@shared/game-wire/login';
import { RESULT } from '@shared/game-wire/protocol';
import { allianceInfo, membersOf, ownAlliance } from './alliance-reads';
import type { AllianceRecord, TopicRecord, AlliancesContext } from './alliances';
import type { CommandContext, Handlers } from '../core/command-context';
import { ownerRecord } from '../map/live-views';
import { nextMessageId } from '../mail/mailbox';
import { distance } from '../map/npcs';
import { CommandError, int, list, text, type Payload } from '../core/payload';
import type { PlayerCore } from '../core/players';
import { zonePlayers } from '../events/rankings';

/** EmpireCore enums/messages.py:6-45 (`MessageType.ALLIANCE_REQUEST`). */
const ALLIANCE_REQUEST = 20;
/** Ours: how many recruits `sml` lists. */
export const RECRUITS_LISTED = 20;
/** Forum text lengths once encoded, as EmpireCore checks them before sending (alliance/models/forum.py:143-168, AllianceConst). */
const TITLE_LENGTH = { min: 2, max: 38 };
const POST_LENGTH = { min: 2, max: 2000 };
/** EmpireCore enums/alliance.py:267-274 (`ForumRankGroup`): 0 leaders to 4 applicants. */
const RANK_GROUPS = [0, 1, 2, 3, 4];

/** An invitation to join an alliance, as its mailbox message. */
export type InvitationRecord = { messageId: number; allianceId: number; fromId: number; fromName: string; at: number; read: boolean };

/** The alliance invitations' part of the player record (session/player-record.ts composes the slices); none until the first. */
export type InvitationsSlice = {
  /** Invitations to join an alliance, as mailbox messages. */
  invitations?: InvitationRecord[];
};

/** Puts an invitation from `from`'s alliance in `to`'s mailbox (tests and operators); returns its `sne` row. */
export function inviteToAlliance(to: PlayerCore & InvitationsSlice, from: PlayerCore, now: number): MailRow {
  if ((from.allianceId ?? -1) < 0) throw new Error(`${from.name} is in no alliance`);
  const invitation: InvitationRecord = {
    messageId: nextMessageId(to),
    allianceId: from.allianceId!,
    fromId: from.playerId,
    fromName: from.name,
    at: now,
    read: false,
  };
  (to.invitations ??= []).push(invitation);
  return invitationRow(invitation, now);
}

function invitationRow(i: InvitationRecord, now: number): MailRow {
  return [i.messageId, ALLIANCE_REQUEST, String(i.allianceId), i.fromName, i.fromId, Math.max(0, Math.round((now - i.at) / 1000)), i.read ? 1 : 0, 0, 0];
}

/** The invitations as `sne.MSG` lists them. */
export function invitationRows(player: PlayerCore & InvitationsSlice, now: number): MailRow[] {
  return (player.invitations ?? []).map((i) => invitationRow(i, now));
}

/** The record of the player's own alliance; outside one, 114 (alliance-reads.ts ownAlliance). */
function ownRecord(ctx: CommandContext & AlliancesContext, player: PlayerCore): AllianceRecord {
  return ctx.alliances.of(player.zone, ownAlliance(player));
}

const unixSeconds = (ms: number) => Math.floor(ms / 1000);

function topicRow(ctx: CommandContext & AlliancesContext, record: AllianceRecord, topic: TopicRecord, reader: PlayerCore): ForumTopicRow {
  const last = topic.posts.at(-1)!;
  return {
    TID: topic.id,
    N: topic.title,
    CN: topic.author,
    CT: unixSeconds(topic.at),
    CR: ctx.alliances.rankOf(record, topic.authorId),
    RG: topic.groups,
    RC: topic.posts.length - 1,
    LRN: last.author,
    LRT: unixSeconds(last.at),
    R: (topic.readBy[reader.playerId] ?? 0) >= topic.posts.length ? 1 : 0,
  };
}

function topicById(record: AllianceRecord, req: Payload): TopicRecord {
  const id = int(req, 'TID', 0);
  const topic = record.topics.find((t) => t.id === id);
  if (!topic) throw new CommandError(`no topic ${id} in your alliance's forum`, RESULT.GENERAL_ERROR);
  return topic;
}

/**
 * A forum text as kept: EmpireCore encodes it as chat text twice (forum.py:143-168) and the client decodes
 * its reads once (forum.py:13-20), so the server keeps it once decoded and sends it back as kept.
 */
function forumText(req: Payload, field: string, length: { min: number; max: number }): string {
  const kept = decodeJsonText(text(req, field, length.max * 8));
  if (kept.trim().length < length.min || kept.length > length.max)
    throw new CommandError(`${field} must be ${length.min} to ${length.max} characters`, RESULT.INVALID_PARAMETER_VALUE);
  return kept;
}

function chronicleEntry(entry: AllianceRecord['chronicle'][number], now: number): ChronicleEntry {
  // Joins, leaves and the founding carry no values the client reads (EmpireCore chronicle.py:223-300).
  return { PID: entry.playerId, PN: entry.name, MA: Math.max(0, Math.round((now - entry.at) / 1000)), A: entry.action, AV: [] };
}

type LifeName = 'bai' | 'sml' | 'asc' | 'all' | 'gat' | 'gtr' | 'utc' | 'atc' | 'aat';

export const ALLIANCE_LIFE_ANSWERS: Handlers<LifeName, CommandContext & AlliancesContext> = {
  bai: (ctx, player: PlayerCore & InvitationsSlice, req) => {
    const id = int(req, 'MID', 0);
    const invitation = (player.invitations ?? []).find((i) => i.messageId === id);
    if (!invitation) throw new CommandError(`no invitation ${id} in your mailbox`, RESULT.NO_SUCH_MESSAGE);
    return { A: allianceInfo(ctx, invitation.allianceId) };
  },

  sml: (ctx, player) => {
    ownRecord(ctx, player);
    const home = player.castles[0]!;
    const recruits = zonePlayers(ctx)
      .filter((p) => p !== player && (p.allianceId ?? -1) < 0)
      .map((p) => ({ p, d: Math.round(distance(home, p.castles[0]!)) }))
      .sort((a, b) => a.d - b.d || a.p.playerId - b.p.playerId)
      .slice(0, RECRUITS_LISTED);
    return { PL: recruits.map(({ p, d }) => ({ PID: p.playerId, D: d })), OI: recruits.map(({ p }) => ownerRecord(p)) };
  },

  asc: (ctx, player) => {
    const record = ownRecord(ctx, player);
    return { ASC: membersOf(ctx, record.id).filter((m) => (m.subscribedUntil ?? 0) > ctx.now).length };
  },

  all: (ctx, player) => {
    const record = ownRecord(ctx, player);
    return { AID: record.id, AL: record.chronicle.map((e) => chronicleEntry(e, ctx.now)) };
  },

  gat: (ctx, player) => {
    const record = ownRecord(ctx, player);
    return { TC: record.topics.length, T: record.topics.map((t) => topicRow(ctx, record, t, player)) };
  },

  // Opening a topic reads it (EmpireCore alliance/service.py:390-398: "Opening it may mark it read").
  gtr: (ctx, player, req) => {
    const record = ownRecord(ctx, player);
    const topic = topicById(record, req);
    topic.readBy[player.playerId] = topic.posts.length;
    return {
      TN: topic.title,
      CN: topic.author,
      RG: topic.groups,
      R: topic.posts.map((p) => ({ RID: p.id, RT: p.text, PN: p.author, AR: ctx.alliances.rankOf(record, p.authorId), T: unixSeconds(p.at) })),
    };
  },

  utc: (ctx, player) => {
    const record = ownRecord(ctx, player);
    return { UTC: record.topics.filter((t) => (t.readBy[player.playerId] ?? 0) < t.posts.length).length };
  },

  atc: (ctx, player, req) => {
    const record = ownRecord(ctx, player);
    const title = forumText(req, 'N', TITLE_LENGTH);
    const groups = list(req, 'RG').map((g) => (typeof g === 'number' && RANK_GROUPS.includes(g) ? g : -1));
    if (groups.length === 0 || groups.includes(-1))
      throw new CommandError(`RG must list rank groups ${RANK_GROUPS.join(', ')}`, RESULT.INVALID_PARAMETER_VALUE);
    ctx.alliances.openTopic(record, player, title, [...new Set(groups)], forumText(req, 'R', POST_LENGTH), ctx.now);
    return {};
  },

  aat: (ctx, player, req) => {
    const record = ownRecord(ctx, player);
    ctx.alliances.reply(topicById(record, req), player, forumText(req, 'RT', POST_LENGTH), ctx.now);
    return {};
  },
};
