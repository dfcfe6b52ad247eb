/**
 * The alliance's own systems as the game's web client reads and writes them, EmpireCore 0.59.0's models
 * citing the client's parsers: an invitation by its mailbox message (`bai`), players looking for an
 * alliance (`sml`), the members with a subscription (`asc`), the chronicle (`all`), and the forum's topics
 * (`gtr`, `utc`, written with `atc` and `aat`). The local game server answers them
 * (simulator/alliance/alliance-life.ts); forum texts travel as chat text (login.ts encodeJsonText).
 */
import type { AllianceInfo } from './client-reads';
import type { LiveOwner } from './live-shapes';

/**
 * A chronicle entry (EmpireCore alliance/models/chronicle.py:371-400, AllianceActionListItemVO.parseActionListItem): player, name, seconds ago, action, its
 * values.
 */
export type ChronicleEntry = { PID: number; PN: string; MA: number; A: number; AV: unknown[] };

/** A forum post (EmpireCore alliance/models/forum.py:48-62, CastleForumPostVO.parseGTRItem): id, text, poster, poster's rank, Unix seconds. */
export type ForumPost = { RID: number; RT: string; PN: string; AR: number; T: number };

/**
 * A topic in `gat` (forum.py:25-46, CastleForumTopicVO.parseGAT): id, title, creator and rank, Unix
 * seconds created, visible rank groups, replies, last poster and time, whether the reader read it.
 */
export type ForumTopicRow = { TID: number; N: string; CN: string; CT: number; CR: number; RG: number[]; RC: number; LRN: string; LRT: number; R: 0 | 1 };

export type AllianceLife = {
  /**
   * The inviting alliance of an invitation message (EmpireCore alliance/models/membership.py:94-113, C2SGetAllianceInvitationVO; CastleAllianceData.parse_BAI).
   */
  bai: { req: { MID: number }; res: { A: AllianceInfo } };
  /**
   * Players looking for an alliance, nearest first: `PL [{PID, D}]` and their owner records (membership.py:162-206, C2SAllianceSearchMemberListVO, SMLCommand).
   */
  sml: { req: Record<string, never>; res: { PL: Array<{ PID: number; D: number }>; OI: LiveOwner[] } };
  /** Members of one's alliance with a subscription (chronicle.py:540-575, C2SGetAllianceSubscriberCountEventVO, SubscriptionData.parseASC). */
  asc: { req: Record<string, never>; res: { ASC: number } };
  /** The alliance's chronicle, oldest first on the wire (the client reverses it: chronicle.py:515-535, CastleAllianceData.parse_ALL). */
  all: { req: Record<string, never>; res: { AID: number; AL: ChronicleEntry[] } };
  /** A topic's posts, opening post first (forum.py:96-127, C2SGetAllianceTopicRepliesVO, CastleForumTopicDetailVO.parseGTR). */
  gtr: { req: { TID: number }; res: { TN: string; CN: string; RG: number[]; R: ForumPost[] } };
  /** Topics with posts the reader has not opened (forum.py:129-141, C2SGetAllianceUnreadTopicsCount, parseUTC). */
  utc: { req: Record<string, never>; res: { UTC: number } };
  /**
   * A new topic: title `N`, visible rank groups `RG`, opening post `R`; the client reads no answer (forum.py:170-186, C2SAllianceTopicCreateVO, ATCCommand).
   */
  atc: { req: { N: string; RG: number[]; R: string }; res: Record<string, never> };
  /** A reply `RT` to topic `TID`; the client reads no answer (forum.py:188-203, C2SAllianceAnswerTopicVO, AATCommand). */
  aat: { req: { TID: number; RT: string }; res: Record<string, never> };
};
