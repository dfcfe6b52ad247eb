/**
 * What the world keeps of each alliance beside its members (players' `allianceId`): its leader, its
 * chronicle and its forum, kept in the state file with the players (world.ts snapshot). Alliances are
 * made by tests and operators (`world.joinAlliance`, `world.leaveAlliance`: no command founds, joins or
 * leaves one here), and the chronicle records exactly that: the founding (the first member, who leads
 * it), each join and each leave (EmpireCore enums/alliance.py:115-175, `AllianceChronicleAction` 48, 0, 1).
 * The help and the attacks the world also has are no chronicle entries: the client's actions name none.
 * Not live: the founder is the one leader and every other member a plain member (ranks change with no
 * command here); the chronicle keeps its newest CHRONICLE_KEPT entries.
 */
import type { PlayerCore } from '../core/players';

/** EmpireCore enums/alliance.py:115-175 (`AllianceChronicleAction`). */
export const CHRONICLE = { MEMBER_JOIN: 0, MEMBER_LEFT: 1, ALLIANCE_FOUNDED: 48 } as const;
/** EmpireCore enums/alliance.py:6-22 (`AllianceRank`). */
export const RANK = { LEADER: 0, MEMBER: 8 } as const;
/** Not live: how many chronicle entries an alliance keeps (the live number is not public). */
export const CHRONICLE_KEPT = 100;

export type ChronicleRecord = { at: number; playerId: number; name: string; action: number };
export type PostRecord = { id: number; text: string; authorId: number; author: string; at: number };
/** A forum topic; `title` and posts' `text` as chat text once encoded (alliance-life.ts); `readBy` the posts each member has seen. */
export type TopicRecord = {
  id: number;
  title: string;
  authorId: number;
  author: string;
  at: number;
  groups: number[];
  posts: PostRecord[];
  readBy: Record<number, number>;
};
export type AllianceRecord = { zone: string; id: number; leaderId: number | null; chronicle: ChronicleRecord[]; topics: TopicRecord[] };

export type AlliancesSnapshot = { lastId: number; alliances: AllianceRecord[] };

const key = (zone: string, id: number) => `${zone}\u0000${id}`;

export class Alliances {
  private readonly byKey = new Map<string, AllianceRecord>();
  /** Topic and post ids, one count for the whole world. */
  private lastId = 0;

  /** The alliance's record, made on first need. */
  of(zone: string, id: number): AllianceRecord {
    let record = this.byKey.get(key(zone, id));
    if (!record) this.byKey.set(key(zone, id), (record = { zone, id, leaderId: null, chronicle: [], topics: [] }));
    return record;
  }

  /** Makes the player a member of alliance `id` at real epoch ms `now`, leaving any other first. */
  join(player: PlayerCore, id: number, now: number, membersBefore: number): void {
    if (player.allianceId === id) return;
    this.leave(player, now);
    const record = this.of(player.zone, id);
    // The first member founds it and leads it.
    const founding = membersBefore === 0;
    if (founding) record.leaderId = player.playerId;
    player.allianceId = id;
    this.write(record, { at: now, playerId: player.playerId, name: player.name, action: founding ? CHRONICLE.ALLIANCE_FOUNDED : CHRONICLE.MEMBER_JOIN });
  }

  /** The player leaves their alliance, if any; a leaving leader leaves it without one. */
  leave(player: PlayerCore, now: number): void {
    const id = player.allianceId ?? -1;
    if (id < 0) return;
    const record = this.of(player.zone, id);
    if (record.leaderId === player.playerId) record.leaderId = null;
    delete player.allianceId;
    this.write(record, { at: now, playerId: player.playerId, name: player.name, action: CHRONICLE.MEMBER_LEFT });
  }

  rankOf(record: AllianceRecord, playerId: number): number {
    return record.leaderId === playerId ? RANK.LEADER : RANK.MEMBER;
  }

  /** A new topic with its opening post, read by its author. */
  openTopic(record: AllianceRecord, author: PlayerCore, title: string, groups: number[], text: string, now: number): TopicRecord {
    const topic: TopicRecord = { id: this.nextId(), title, authorId: author.playerId, author: author.name, at: now, groups, posts: [], readBy: {} };
    record.topics.push(topic);
    this.reply(topic, author, text, now);
    return topic;
  }

  /** A post under a topic, read by its author. */
  reply(topic: TopicRecord, author: PlayerCore, text: string, now: number): void {
    topic.posts.push({ id: this.nextId(), text, authorId: author.playerId, author: author.name, at: now });
    topic.readBy[author.playerId] = topic.posts.length;
  }

  snapshot(): AlliancesSnapshot {
    return { lastId: this.lastId, alliances: [...this.byKey.values()] };
  }

  restore(snapshot: AlliancesSnapshot | undefined): void {
    this.byKey.clear();
    for (const record of snapshot?.alliances ?? []) this.byKey.set(key(record.zone, record.id), record);
    this.lastId = Math.max(this.lastId, snapshot?.lastId ?? 0);
  }

  private write(record: AllianceRecord, entry: ChronicleRecord): void {
    record.chronicle.push(entry);
    if (record.chronicle.length > CHRONICLE_KEPT) record.chronicle.splice(0, record.chronicle.length - CHRONICLE_KEPT);
  }

  private nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }
}

/** The alliances' part of the command context (session/world-context.ts composes the slices): their leaders, chronicles and forums. */
export type AlliancesContext = { alliances: Alliances };
