/**
 * Reads the game's own web client makes in ordinary play that our bots never send, with their live
 * shapes: the local game server answers them so that a public client (EmpireCore) and a capture of the
 * web client meet no "unknown command". They sit beside commands.ts's `Commands` (what the bots send)
 * rather than in it, so the bots' client cannot send them by accident; `Answered` is the union the
 * simulator serves. `spl` and `ahr` are reads of this kind too but are in `Commands`, since bots send
 * them; `gui` is in both (the bots read the hospital with it, the simulator's tests ask it as the client
 * does). Each shape cites its public source (names in ids.ts); "no public source" says where none shows
 * the shape, and the simulator's reply is then ours (simulator/README.md, "Not live"). Reads the public
 * client EmpireCore makes beside them (the alliance, `sti`, `adi`, `hfl`, `ili`, `lfe`) are here too: the
 * ones the local world has state behind (simulator/README.md lists those still left out, and why).
 */
import type { AreaRow, LiveCastleList, LiveCommanders, LiveOwner, LiveProduction, UnitCount } from './live-shapes';

type Empty = Record<string, never>;

/**
 * A castle's unit inventories: units and tools `I`, arriving `TU`, stronghold `SHI`, hospital `HI` (EmpireCore army/models/units.py:35-84,
 * CastleMilitaryData.parse_GUI).
 */
export type UnitInventory = { I: UnitCount[]; TU: UnitCount[]; SHI: UnitCount[]; HI: UnitCount[] };

/** A player's owner record and castles, as `gdi` answers (EmpireCore player/models/info.py:73-150; ggejs src/commands/gdi.js). */
export type PlayerDetails = { O: LiveOwner; gcl: LiveCastleList };

/**
 * One mailbox row of `sne.MSG` (EmpireCore messages/models/mailbox.py:110-152, AMessageVO.loadFromParamArray):
 * id, type (1 USER_IN: mail from a player), header (the subject as chat text), sender name and id,
 * seconds since sent, read, archived, forwarded.
 */
export type MailRow = [
  id: number,
  type: number,
  header: string,
  sender: string,
  senderId: number,
  secondsAgo: number,
  read: 0 | 1,
  archived: 0 | 1,
  forwarded: 0 | 1,
];

/** A map bookmark (EmpireCore alliance/models/bookmarks.py:78-150); the lists of `gbl`. */
export type BookmarkList = { BL: Array<Record<string, unknown>>; ABL: Array<Record<string, unknown>> };

/**
 * What the attack and support dialogs are sent beside their own fields (`aci`, `sdi`): the castle's map row
 * and its owners `gaa`, one's own units and stronghold `gui`, and one's commanders `gli`.
 */
export type DialogReads = {
  gaa: { AI: AreaRow; OI: LiveOwner[] };
  gui: { I: UnitCount[]; SHI: UnitCount[] };
  gli: LiveCommanders;
};

/**
 * `aci`'s reply: the target's row and owner, the attacker's inventory and commanders; `S`/`AS` only with a spy report (EmpireCore
 * attack/models/info.py:104-312).
 */
export type AttackInfo = {
  SCID: number;
  TX: number;
  TY: number;
  KID: number;
  AE: unknown[];
  /** The newest spy report's defenders by position (spying.ts SpyReport `S`) while it is current, and its age `AS` in seconds (-1: none). */
  S?: UnitCount[][];
  AS: number;
  KTB: number;
  HAWL: number;
  MB: number;
} & DialogReads;

/**
 * `sti`'s reply: the travel pre-calculation between two of one's own castles; `OI` is one owner record here, not a list (EmpireCore
 * movements/models/support.py:228-355).
 */
export type TravelInfo = {
  SCID: number;
  KID: number;
  gaa: { AI: AreaRow; OI: LiveOwner };
  gui: { I: UnitCount[]; SHI: UnitCount[] };
  AE: unknown[];
  gli: LiveCommanders;
};

/**
 * `ain`'s alliance block (EmpireCore alliance/models/info.py:345-560, AllianceInfoVO.fillFromParamObject):
 * id, name, member owner records `M`, and `AA` the open applications (the client keeps 12 unless it is sent).
 */
export type AllianceInfo = { AID: number; N: string; M: LiveOwner[]; AA: number };

/** A highscore row: `[rank, score, owner record]` for a player list (EmpireCore ranking/models.py:83-125). */
export type HighscoreRow = [rank: number, score: number, owner: LiveOwner];

export type ClientReads = {
  /**
   * The joined castle's unit inventories; `{}` names no castle, 53 without one joined (EmpireCore army/models/units.py:35-84; ggejs
   * src/commands/onReceived/gui.js).
   */
  gui: { req: Empty; res: UnitInventory };
  /** The joined castle's production area (EmpireCore castle/models/resources.py:101-129, C2SGetCastleProductionDataVO; details.py:175-255). */
  gpa: { req: Empty; res: LiveProduction };
  /** A player's castle list; the client sends its own id, `{}` is one's own too (EmpireCore castle/models/castles.py:270-287, 425-445, C2SGetCastleListVO). */
  gcl: { req: { PID?: number }; res: LiveCastleList };
  /** A player's details by id; an unknown id is 21 (EmpireCore player/models/info.py:73-150; ggejs src/commands/onReceived/gdi.js). */
  gdi: { req: { PID: number }; res: PlayerDetails };
  /** A message's body `MTXT`, chat-text encoded; an unknown id is 66 NO_SUCH_MESSAGE (EmpireCore messages/models/mailbox.py:776-818, service.py:98-115). */
  rms: { req: { MID: number }; res: { MTXT: string } };
  /** Mark a message read; the client has no handler for an answer (EmpireCore messages/models/mailbox.py:826-840, service.py:117-124). */
  mmr: { req: { MID: number }; res: null };
  /** The player's and the alliance's map bookmarks (EmpireCore alliance/models/bookmarks.py:36-170, C2SGetBookmarkList). */
  gbl: { req: Empty; res: BookmarkList };
  /** The attack pre-calculation for a player's castle (EmpireCore attack/models/info.py:45-64, C2SGetAttackCastleInfosVO; key order TX, TY, SX, SY, KID). */
  aci: { req: { TX: number; TY: number; SX: number; SY: number; KID: number }; res: AttackInfo };
  /**
   * The attack pre-calculation for an NPC camp, read as `aci`'s reply; the camp's row in `gaa.AI` (EmpireCore attack/models/target_info.py:27-56,
   * C2SGetAttackDungeonInfosVO; key order SX, SY, TX, TY, KID).
   */
  adi: { req: { SX: number; SY: number; TX: number; TY: number; KID: number }; res: AttackInfo };
  /**
   * Bought counts per shop package, `PL [{PID, AMT}]`; what `CID` means is not public (GGE-BOT fork nomadShop.js, samuraiShop.js; EmpireCore
   * protocol/base.py:269 names the command only).
   */
  gbc: { req: { CID: number; KID: number }; res: { PL: Array<{ PID: number; AMT: number }> } };
  /** A page of a highscore list around a rank, a name, or "-1" for one's own (EmpireCore ranking/models.py:229-300, C2SGetHighscoreVO). */
  hgh: { req: { LT: number; LID: number; SV: string }; res: { LT: number; LID: number; LR: number; SV: string; L: HighscoreRow[] } };
  /** The player's season league ranks, a bare array of `[listType, rank]` (EmpireCore ranking/event_models.py:178-207, SeasonLeagueServer.parseKLH). */
  klh: { req: Empty; res: Array<[number, number]> };
  /** Rank and points in a running event, lists per score the event keeps (EmpireCore events/models.py:1608-1677, C2SPointEventGetPointsVO). */
  pep: { req: { EID: number }; res: { EID: number; OR: number[]; OP: number[] } };
  /** Sent as `upt {}` after the login by a public script replaying the web client (EmpireEx_3 capture); no public source shows its reply or meaning. */
  upt: { req: Empty; res: Empty };
  /** Named among the web client's reads in issue 36's capture; no public source shows its request, reply or meaning. */
  gfp: { req: Record<string, unknown>; res: Empty };
  /**
   * An alliance's details and members by id; an id no alliance has is 114 ALLI_NOT_FOUND (EmpireCore alliance/models/info.py:636-690, C2SGetAllianceInfoVO).
   */
  ain: { req: { AID: number }; res: { A: AllianceInfo } };
  /** The alliance forum's topics: `TC` all topics, `T` the visible ones (EmpireCore alliance/models/forum.py:68-90, parseGAT); 114 without an alliance. */
  gat: { req: Empty; res: { TC: number; T: Array<Record<string, unknown>> } };
  /**
   * Applications to join one's alliance `AL` and the applicants' owner records `OI` (EmpireCore alliance/models/members.py:160-230, AALCommand); 114 without an
   * alliance.
   */
  aal: { req: Empty; res: { AL: Array<Record<string, unknown>>; OI: LiveOwner[] } };
  /**
   * The alliance chat's history `CM [{PID, PN, MT, MA}]` (EmpireCore alliance/models/chat.py:145-190, ACLCommand); the web client only reads the one pushed at
   * login.
   */
  acl: { req: Empty; res: { CM: Array<{ PID: number; PN: string; MT: string; MA: number }> } };
  /**
   * The hospital flags of the joined castle: `HRF` -1 reads, 0 or 1 sets whether wounded ruby units are admitted (EmpireCore army/models/hospital.py:250-320,
   * C2SHospitalFlagsVO).
   */
  hfl: { req: { KID: number; AID: number; HRF: number }; res: { KID: number; AID: number; HRF: 0 | 1 } };
  /**
   * Troops between two of one's own castles, pre-calculated; key order SX, SY, TX, TY, KID (EmpireCore movements/models/support.py:228-355,
   * C2STroopSupportInfoVO).
   */
  sti: { req: { SX: number; SY: number; TX: number; TY: number; KID: number }; res: TravelInfo };
  /** The players one ignores, `IPS [{PID, N}]` (EmpireCore messages/models/mailbox.py:964-1010, C2SGetIgnoredPlayersVO). */
  ili: { req: Empty; res: { IPS: Array<{ PID: number; N: string }> } };
  /** Lost and found: items that found no room, `lfe [{LFID, ROT, ROV, ET}]` (EmpireCore rewards/models.py:315-400, LFECommand). */
  lfe: { req: Empty; res: { lfe: Array<Record<string, unknown>> } };
};

export type ClientReadName = keyof ClientReads;

/** Every read above, for the simulator's registry and its tests. */
export const CLIENT_READS: readonly ClientReadName[] = [
  'gui',
  'gpa',
  'gcl',
  'gdi',
  'rms',
  'mmr',
  'gbl',
  'aci',
  'gbc',
  'hgh',
  'klh',
  'pep',
  'upt',
  'gfp',
  'ain',
  'gat',
  'aal',
  'acl',
  'hfl',
  'sti',
  'ili',
  'lfe',
  'adi',
];
