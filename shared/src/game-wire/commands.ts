/**
 * Every command our bots send to the game, and every one the local game server answers for public
 * clients, with the live request and reply shapes: one table for the runtime (which sends them) and the
 * simulator (which answers them). The source of each shape is cited beside it (names in ids.ts);
 * key order is the live client's, as the sources serialise it (JSON.stringify order), and our game
 * client sends every payload in the order of key-order.ts whatever order the code wrote it in.
 *
 * A reply lists only what public clients read; every reply field is optional to a reader. The reads the
 * game's web client makes that no bot sends are in client-reads.ts; `Answered` below joins both.
 */
import type {
  Goods,
  LiveKingdoms,
  LiveCastleDetails,
  LiveCommanders,
  LiveCurrencies,
  LiveEvents,
  LiveFestival,
  LiveMapArea,
  LiveMovements,
  LiveMovementWrapper,
  LiveOwner,
  LiveResources,
  LiveTaxInfo,
  AreaRow,
  UnitCount,
} from './live-shapes';
import type { AllianceLife } from './alliance-life';
import type { BattleLogReads } from './battle-logs';
import type { ClientReads, UnitInventory } from './client-reads';
import type { EventReads } from './event-reads';
import type { EventSystemReads } from './event-systems';
import type { OwnSystemReads } from './own-systems';
import type { SpyReads } from './spying';
import type { GeneralsHubReads } from './generals-hub';
import type { LandmarkAttackType, LandmarkReads } from './landmarks';
import type { IsleAndRuinReads } from './isles-and-ruins';
import type { LoginFields } from './login';
import type { LiveMarketInfo, MarketInfoRequest } from './market-info';
import type { OurMarketPrices, OurTradeReply, OurTradeRequest } from './our-market';

type Empty = Record<string, never>;

/** One attack wave's flank: tools `T` and units `U`, `[wodId, count]` slots, `[-1, 0]` empty (EmpireCore army/models/units.py:204-223). */
export type FlankSlots = { T: UnitCount[]; U: UnitCount[] };
/** A wave, serialised left, right, middle (EmpireCore army/models/units.py:231-242, CastleAttackWaveVO.getWaveInfoObject). */
export type Wave = { L: FlankSlots; R: FlankSlots; M: FlankSlots };

/**
 * `cra`, an attack (EmpireCore attack/models/send.py:26-134, C2SCreateArmyAttackMovementVO; the same
 * fields in GGE-BOT attack.js getAttackInfo). SX/SY the attacking castle, TX/TY the target, KID the
 * attacking castle's kingdom, LID a commander id from `gli`, A the waves, RW the courtyard slots.
 */
export type AttackRequest = {
  SX: number;
  SY: number;
  TX: number;
  TY: number;
  KID: number;
  LID: number;
  WT: 0;
  HBW: -1;
  BPC: 0;
  /** 0 a plain attack; a landmark's conquest 8 or 9 (landmarks.ts LANDMARK_ATTACK_TYPE). */
  ATT: 0 | LandmarkAttackType;
  AV: 0;
  LP: 0;
  FC: 0;
  PTT: 0;
  SD: 0;
  ICA: 0;
  CD: 99;
  A: Wave[];
  BKS: [];
  AST: number[];
  RW: UnitCount[];
  ASCT: 0;
};

/** `msd`, a minute skip on an NPC camp's cooldown (EmpireCore attack/models/dungeon_skips.py:39-77; ggejs src/commands/msd.js). */
export type DungeonSkipRequest = { X: number; Y: number; MID: -1; NID: -1; MST: string; KID: string };

/** `bup`, recruit units in a castle (EmpireCore army/models/production.py:271-312, C2SBuyUnitPackageVO; GGE-BOT barracks.js). */
export type RecruitRequest = { LID: number; WID: number; AMT: number; PO: -1; PWR: 0; SK: 73; SID: number; AID: number };

/**
 * `hru`, heal wounded units of the joined castle: `U` the unit's wod id, `A` how many (EmpireCore army/models/hospital.py:32-49
 * HealUnitsRequest, C2SReviveUnitPackageVO, sent after `jca` by army/service.py heal_units; CitadelOps Server/App/ProductionIntents.go
 * planHospitalOperation at 0f5b08e sends the same `{U, A}` after entering the castle).
 */
export type HealRequest = { U: number; A: number };

/** `crm`, send goods to a castle (EmpireCore movements/models/market.py:59-107, C2SCreateMarketMovementVO; ggejs src/commands/crm.js). */
export type MarketRequest = { KID: number; SID: number; TX: number; TY: number; HBW: -1; PTT: 0; SD: 0; G: Goods };

/**
 * `kut`, units from a castle to the player's castle in another kingdom (EmpireCore
 * movements/models/transfers.py:31-85, C2SKingdomUnitTransferVO; the GGE-BOT fork's attackBerimondKingdom.js
 * sends the same keys). SCID/SKID the source castle and its kingdom, TKID the target kingdom, CID a picked
 * target castle or -1, A the units as [wodId, amount] (public bots send at most 10 slots).
 */
export type KingdomUnitTransferRequest = { SCID: number; SKID: number; TKID: number; CID: number; A: UnitCount[] };

/**
 * `kgt`, goods from a castle to the player's castle in another kingdom (EmpireCore
 * movements/models/transfers.py:93-157, C2SKingdomGoodsTransferVO; service.py:508-557: never from the
 * target kingdom or from Berimond). `G` as the market sends it, `[key, amount]` pairs.
 */
export type KingdomGoodsTransferRequest = { SCID: number; SKID: number; TKID: number; G: Goods };

/**
 * One request on the alliance help list (EmpireCore alliance/models/help.py:91-140): `AC` 1 when the reader
 * helped it already, `LID` its id, `PN`/`PID` who asks, `P` helps so far, `TID` the help type, `OP` what it
 * is for (a building: `KID`, `AID`, `OID`), `RT` seconds left or -1.
 */
export type HelpRequest = { AC: number; LID: number; PN: string; P: number; PID: number; TID: number; OP: Record<string, number>; RT: number };

/** A castle named by its map position and id, as the defence commands name it (EmpireCore defense/models.py:39-75). */
type DefenceCastle = { CX: number; CY: number; AID: number };
/** A wall section: tool slots `S`, the share of the wall's units `UP` and their composition `UC` (EmpireCore defense/models.py:91-106). */
export type WallSection = { S: UnitCount[]; UP: number; UC: number };
/** The wall's setup as `dfw` sets it and `dfc` reads it (plus `U`, `US`, `D` when read). */
export type WallDefence = { L: WallSection; M: WallSection; R: WallSection; U?: number; US?: number; D?: number };
/** The moat's tools per side as `dfm` sets them (EmpireCore defense/models.py:171-190, 329-356). */
export type MoatDefence = { LS: UnitCount[]; MS: UnitCount[]; RS: UnitCount[]; D?: number };
/** The keep's tools `S`, support tools `STS` and unit settings (EmpireCore defense/models.py:131-168, 258-290). */
export type KeepDefence = { S: UnitCount[]; STS: UnitCount[]; UC: number; MAUCT: number; U?: number; UYL?: number; AUYL?: number };
/** What `dfc` answers: the castle's units and tools (`gui.I`), its row, and the three setups (EmpireCore defense/models.py:193-256). */
export type CastleDefence = {
  gui?: { I?: UnitCount[] };
  A?: AreaRow;
  HDWL?: number;
  dfw?: WallDefence;
  dfm?: MoatDefence;
  dfk?: KeepDefence;
  PR?: number[];
  PM?: number[];
  GD?: number;
};

/**
 * `cat`, troops from one of the player's areas to another of them, where they stay (EmpireCore
 * movements/models/support.py:125-226, C2SCreateArmyTravelMovementVO): the source by position, `KID` the
 * kingdom both are in, `LID` a commander, `WT` always 0, `A` the units then any tools.
 */
/**
 * Support troops for another player's castle (EmpireCore movements/models/support.py:27-123,
 * C2SCreateDefenceSupportMovementVO), in the client's key order: `SID` the source castle's id, `LID` a
 * commander, `WT` the hours they stay (0-12), the units in `A`.
 */
export type SupportRequest = { SID: number; TX: number; TY: number; LID: number; WT: number; HBW: -1; BPC: 0; PTT: 0; SD: 0; A: UnitCount[] };

export type TravelRequest = { SX: number; SY: number; TX: number; TY: number; KID: number; LID: number; WT: 0; HBW: -1; BPC: 0; PTT: 0; SD: 0; A: UnitCount[] };

/**
 * A production list (`spl`): queue slots, the slot in production (EmpireCore production.py:202-260). The hospital's (`LID` 2) has its
 * slots in `PIDL`, `[wodId, amount, remaining seconds, speed × 100, heal time reduction, recruitment id, seconds till locked]` (-1 a free
 * slot), and the active one in `ASI` (production.py:135-165, 236-248; CitadelOps Server/Ingest/ProductionReducers.go at 0f5b08e).
 */
export type ProductionList = { LID?: number; QS?: unknown[]; PS?: Record<string, number>; RM?: 0 | 1; TCT?: number; PIDL?: number[][]; ASI?: number };

/** What `jca` answers, under the command `jaa` (EmpireCore castle/models/actions.py:121-223). */
export type JoinedCastle = {
  KID?: number;
  T?: number;
  gca?: { BD?: unknown[][]; scl?: ConstructionList; [key: string]: unknown };
  grc?: LiveResources;
  gpa?: Record<string, number>;
};

/**
 * A castle's construction slots: the object ids under construction, -1 free, -2 locked; `SSC` the count, 1 when absent (EmpireCore
 * castle/models/objects.py:199-240).
 */
export type ConstructionList = { OIDL?: number[]; SSC?: number };

export type Commands = {
  /** Log into the game account (login.ts). Success carries no payload; `gbd`, `sei`, `gam` (and `slt`) are pushed after it. */
  lli: { req: LoginFields; res: null };
  /** Castle details, asked when needed: `{CD: 1}` (EmpireCore castle/models/details.py:27-42, C2SGetDetailedCastleListVO). */
  dcl: { req: { CD: 1 }; res: LiveCastleDetails };
  /** One castle's stock (EmpireCore castle/models/resources.py:50-81). */
  grc: { req: { AID: number; KID: number }; res: LiveResources };
  /** The movements (EmpireCore movements/models/movement.py:42-52, "no fields"). */
  gam: { req: Empty; res: LiveMovements };
  /** The events running now (EmpireCore events/models.py:1594-1605). */
  sei: { req: Empty; res: LiveEvents };
  /** The commanders (EmpireCore commanders/models/roster.py:418-478). */
  gli: { req: Empty; res: LiveCommanders };
  /** A map rectangle, at most 101 tiles a side, corners inclusive (EmpireCore map/models/areas.py:46-111). */
  gaa: { req: { KID: number; AX1: number; AY1: number; AX2: number; AY2: number }; res: LiveMapArea };
  /** An attack; the reply's `AAM` is the new movement, its `TA` the target (EmpireCore send.py:137-257). */
  cra: { req: AttackRequest; res: { AAM?: LiveMovementWrapper; gcu?: LiveCurrencies; O?: LiveOwner[] } };
  /** A minute skip on a camp's cooldown; the reply is the camp's row (EmpireCore dungeon_skips.py:80-100). */
  msd: { req: DungeonSkipRequest; res: { AI?: AreaRow } };
  /** The tax collector (EmpireCore castle/models/tax.py:111-145, C2SGetTaxInfoVO). */
  txi: { req: Empty; res: { TX?: LiveTaxInfo } };
  /** Start collecting taxes of type `TT` 0-6; `TX` is always 3 (tax.py:153-191, C2SStartCollectTaxVO). */
  txs: { req: { TT: number; TX: 3 }; res: { gcu?: LiveCurrencies; txi?: { TX?: LiveTaxInfo } } };
  /** Collect the taxes; `TR` is always 29; `CT` the coins collected (tax.py:199-239, C2SCollectTaxVO). */
  txc: { req: { TR: 29 }; res: { gcu?: LiveCurrencies; txi?: { TX?: LiveTaxInfo }; CT?: number } };
  /** Hold a feast (GGE-BOT protocols.js clientStartFeast; reply `{T, RT}`, ggejs onReceived/bfs.js). */
  bfs: { req: { T: number; CID: number; KID: number; PO: -1; PWR: 0 }; res: LiveFestival };
  /** Enter a castle before recruiting or building there; answered as `jaa` (EmpireCore actions.py:34-56). */
  jca: { req: { CID: number; KID: number }; res: JoinedCastle };
  /** The production list of the joined castle: `LID` 0 soldiers (EmpireCore production.py:366-405). */
  spl: { req: { LID: number }; res: ProductionList };
  /**
   * The joined castle's unit inventories: at home `I`, arriving `TU`, stronghold `SHI`, wounded in the hospital `HI`; sent after `jca`
   * (EmpireCore army/models/units.py:35-84, army/service.py get_units_response; ggejs src/commands/onReceived/gui.js).
   */
  gui: { req: Empty; res: UnitInventory };
  /** Heal wounded units (see HealRequest); the reply is the hospital's production list and the coins left (EmpireCore army/models/hospital.py:52-66). */
  hru: { req: HealRequest; res: { spl?: ProductionList; gcu?: LiveCurrencies; gui?: UnitInventory } };
  /** Recruit units (see RecruitRequest). */
  bup: { req: RecruitRequest; res: { spl?: ProductionList; grc?: LiveResources; gcu?: LiveCurrencies; gui?: Record<string, UnitCount[]> } };
  /** Send goods to a castle; the reply's `A` is the market movement (EmpireCore market.py:110-134). */
  crm: { req: MarketRequest; res: { gcu?: LiveCurrencies; grc?: LiveResources; O?: LiveOwner[]; A?: LiveMovementWrapper } };
  /** Each castle's market carriages (all, at home) and stock (EmpireCore market.py:142-214, market-info.ts). */
  cmi: { req: MarketInfoRequest; res: LiveMarketInfo };
  /** Upgrade a building of the joined castle (EmpireCore castle/models/buildings.py:149-194, C2SIsoUpgradeObjectVO). */
  eup: { req: { OID: number; PWR: number; PO: number }; res: { O?: unknown[][]; grc?: LiveResources; scl?: ConstructionList; gcu?: LiveCurrencies } };
  /** The joined castle's construction slots (EmpireCore castle/models/objects.py:393-416, C2SShowConstructionListVO). */
  scl: { req: Empty; res: ConstructionList };
  /** Attack presets (EmpireCore attack/models/presets.py:25-35, 188-206): `A` a JSON string. */
  gas: { req: Empty; res: { S?: Array<{ S: number; SN?: string; A?: string }> } };
  /** Units to another kingdom; the reply's `kpi.UT` has them on their way (EmpireCore transfers.py:67-85). */
  kut: { req: KingdomUnitTransferRequest; res: { gcu?: LiveCurrencies; gui?: Record<string, UnitCount[]>; kpi?: LiveKingdoms } };
  /** Goods to another kingdom; the reply's `kpi.RT` has them on their way (EmpireCore transfers.py:137-157). */
  kgt: { req: KingdomGoodsTransferRequest; res: { gcu?: LiveCurrencies; grc?: LiveResources; kpi?: LiveKingdoms } };
  /** Help every request on the alliance help list; `KID` is always 15, as the client sends it (EmpireCore help.py:311-331). */
  aha: { req: { KID: 15 }; res: Empty };
  /** Ask the alliance for help: `ID` the building (or recruitment), `T` the help type (EmpireCore help.py:333-388). */
  ahr: { req: { ID: number; T: number }; res: Empty };
  /** A castle's defence setup: its units and tools, wall, moat and keep (EmpireCore defense/models.py:39-256); `KID` -1 as the client sends it. */
  dfc: { req: DefenceCastle & { KID: number }; res: CastleDefence };
  /** Set the wall's tools and unit split (EmpireCore defense/models.py:292-327, C2SDefenceWallVO). */
  dfw: { req: DefenceCastle & Pick<WallDefence, 'L' | 'M' | 'R'>; res: WallDefence };
  /** Set the moat's tools (EmpireCore defense/models.py:329-356, C2SDefenceMoatVO). */
  dfm: { req: DefenceCastle & Pick<MoatDefence, 'LS' | 'MS' | 'RS'>; res: MoatDefence };
  /** Set the keep's tools (EmpireCore defense/models.py:258-290, C2SDefenceKeepVO; key order MAUCT, UC, S, STS). */
  dfk: { req: DefenceCastle & Pick<KeepDefence, 'MAUCT' | 'UC' | 'S' | 'STS'>; res: KeepDefence };
  /** Support for another player's castle; no `KID`: the target is in the source's kingdom (EmpireCore support.py:27-123). */
  cds: { req: SupportRequest; res: { gcu?: LiveCurrencies; O?: LiveOwner[]; A?: LiveMovementWrapper } };
  /** Troops to another of the player's own areas; the reply's `A` is the movement (EmpireCore support.py:210-226). */
  cat: { req: TravelRequest; res: { O?: LiveOwner[]; A?: LiveMovementWrapper; gcu?: LiveCurrencies } };
  /**
   * Open Berimond (the faction event's kingdom) with a camp there, answered as `fjf` with the events, the
   * castle list (`mir.gcl`) and `kpi` (EmpireCore state/manager.py:515-524). Bot-only shape: the GGE-BOT
   * fork's attackBerimondKingdom.js sends `{ID: 2, PWR: 0, OC2: 0, SID: 10}`; EmpireCore does not model it.
   */
  fsc: { req: { ID: 2; PWR: 0; OC2: 0; SID: 10 }; res: { sei?: LiveEvents; mir?: { gcl?: unknown }; kpi?: LiveKingdoms } };
  /** Expand the joined castle's grounds; `CT` 1 pays in resources (EmpireCore castle/models/buildings.py:560-614, enums/castle.py:77-85). */
  ebe: {
    req: { X: number; Y: number; R: number; CT: 0 | 1 };
    res: { gca?: JoinedCastle['gca']; grc?: LiveResources; scl?: ConstructionList; gcu?: LiveCurrencies };
  };
  /** Place a new building in the joined castle; the reply's `NO` is its row (EmpireCore castle/models/buildings.py:85-147). */
  ebu: {
    req: { WID: number; X: number; Y: number; R: number; PWR: 0 | 1; PO: number; DOID: number };
    res: { NO?: unknown[]; grc?: LiveResources; scl?: ConstructionList; gcu?: LiveCurrencies };
  };
  /** Buy a shop package (shops.ts; bot-only shape: pygge shop/shop.py, the GGE-BOT fork's nomadShop.js). */
  sbp: {
    req: { PID: number; BT: number; TID: number; AMT: number; KID: number; AID: -1; PC2: -1; BA: 0; PWR: 0; _PO: -1 };
    res: { PID?: number; AMT?: number; gcu?: LiveCurrencies; sce?: Array<[string, number]> };
  };
  /** The special currencies and skip items, `[[key, amount], …]` (EmpireCore state/player.py:253-263; the fork asks with `sce {}`). */
  sce: { req: Empty; res: Array<[string, number]> };
  /**
   * A login token for a temporary server of type `GST`, asked on the main server: the token (`TLT`), the
   * server's host (`TSIP`), port (`TSP`), zone (`TSZ`), zone id, instance and cross-play flag (ggejs
   * src/commands/glt.js, C2SGenerateLoginTokenVO; pygge events/outer_realms.py get_outer_realm_token).
   */
  glt: {
    req: { GST: number };
    res: { TLT?: string; TSIP?: string; TSP?: number | string; TSZ?: string; ZID?: number | string; IID?: number | string; ICS?: number };
  };
  /**
   * Log in on the temporary server with the token, on a second connection, instead of `lli` (ggejs
   * src/commands/tle.js C2SRegisterOrLoginVO, src/ExternalClient.js; success has no payload, `gbd` follows).
   * pygge and a GGE-BOT fork send `tlep {TLT}` instead, answered as `lli`; the simulator takes both.
   */
  tle: { req: { GST: number; TLT: string; ADID: 'null'; AFUID: 'appsFlyerUID'; IDFV: null }; res: null };
  /** Recall one of our movements; the reply's `A` is it, turned round (EmpireCore movements/models/movement.py:426-510). */
  mcm: { req: { MID: number }; res: { A?: LiveMovementWrapper } };
  /** Find a player by name (the name encoded as chat text): their castle's row and owner record, and its `X`/`Y` (EmpireCore player/models/info.py:243-300). */
  wsp: { req: { PN: string }; res: { gaa?: LiveMapArea; X?: number; Y?: number } };
  /**
   * Donate for a quest's donate condition: the condition's whole amount in its resource's one field, the
   * rest 0; `PWR` 0 and `PO` -1 (rubies pay only from the client's resource dialog). The client reads
   * nothing from the answer (EmpireCore quests/models.py:196-240, DonateForQuestCommand bundle 101001-101021).
   */
  qdr: { req: QuestDonation; res: Record<string, unknown> | null };
  /** Donate khan medals (`CID` 10) or samurai tokens (`CID` 7) for a quest (EmpireCore quests/models.py:241-270). */
  qdc: { req: { QID: number; CID: number; A: number }; res: Record<string, unknown> | null };
  /**
   * A quest condition only the client sees done (the generals inn's cinematic, the generals overview):
   * `QC` the condition type, `QTID` its target or -1. The client has no handler for an answer, so none is
   * waited for: send it with GameClient.post (EmpireCore quests/models.py:271-284, service.py:100-121;
   * pygge misc/quests.py complete_quest_condition sends the same fields and waits for an `fcq` answer).
   */
  fcq: { req: { QC: string; QTID: number }; res: null };
  /** The next Berimond tower (EmpireCore map/models/areas.py:526-557); 153 when none. */
  fnt: { req: Empty; res: { gaa?: LiveMapArea; X?: number; Y?: number } };
  /**
   * A battle report's short log, as the game client opens one from the mailbox; bots send `IM` 0, as the client always does (EmpireCore
   * messages/service.py get_battle_report, models/battle_logs.py:91-132 C2SBattleLogShortVO). Bots read one when no bot saw an army
   * come home (runtime/game/battle-reports.ts).
   */
  bls: BattleLogReads['bls'];
  /**
   * OURS, NOT LIVE (our-market.ts): the local game server's market prices. Sent only to a server whose
   * login data announces `ourMarket`; no live source shows a market that prices resources in coins.
   */
  omp: { req: Empty; res: OurMarketPrices };
  /** OURS, NOT LIVE (our-market.ts): sell or buy a resource on the local game server's market, within a price limit. */
  omt: { req: OurTradeRequest; res: OurTradeReply };
};

/** `qdr`'s fields: the quest, then food, wood, stone, coins, oil, coal, iron, glass (EmpireCore quests/models.py:196-229). */
export type QuestDonation = { QID: number; F: number; W: number; S: number; C1: number; O: number; C: number; I: number; G: number; PWR: 0; PO: -1 };

export type CommandName = keyof Commands;

/**
 * Every command the local game server answers: the bots' (`Commands`, the only ones the bots' client can
 * send), the reads the game's web client makes that no bot sends (client-reads.ts), its battle reports
 * and weekly honour (battle-logs.ts), its alliance's own systems (alliance-life.ts), EmpireCore's
 * reads of events, boss dungeons and map searches (event-reads.ts), the events' own systems
 * (event-systems.ts), the player's own systems (own-systems.ts), spying (spying.ts), the generals hub
 * (generals-hub.ts), the landmarks' progress (landmarks.ts), and resource isles and ruins (isles-and-ruins.ts).
 */
export type Answered = Commands &
  ClientReads &
  BattleLogReads &
  AllianceLife &
  EventReads &
  EventSystemReads &
  OwnSystemReads &
  SpyReads &
  GeneralsHubReads &
  LandmarkReads &
  IsleAndRuinReads;
export type AnsweredName = keyof Answered;

/**
 * Commands whose answer the game client does not read (it has no handler for one): sent without waiting.
 * An answer, if the server sends one (pygge waits for `fcq`'s), is a push nobody reads.
 */
export const UNAWAITED: ReadonlySet<CommandName> = new Set<CommandName>(['fcq']);

/** Replies that come back under another command's name (EmpireCore: `jca` is answered by `jaa`). */
export const REPLY_COMMAND: Partial<Record<CommandName, string>> = { jca: 'jaa', fsc: 'fjf' };

/** The command a request's reply arrives under. */
export function replyCommandOf(command: CommandName): string {
  return REPLY_COMMAND[command] ?? command;
}

/**
 * Sections that arrive inside replies and pushes and update what a client knows (EmpireCore
 * state/manager.py:116-127: gcu, grc, txi, boi, gli, sce ride along with action replies; kpi rides in
 * the kingdom transfers' replies, state/manager.py:124).
 */
export const RIDING_SECTIONS = ['gcu', 'grc', 'txi', 'boi', 'gli', 'sce', 'dcl', 'sei', 'kpi'] as const;
