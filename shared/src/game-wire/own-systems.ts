/**
 * The player's own systems as EmpireCore reads them (issue 36): the daily login bonus and the startup
 * bonus, loot boxes, construction items, the mercenary camp, an ally's defence screen, generals,
 * equipment with its auto-sell rules, the legend skills, patch notes' rewards and the hospital's discard. Like
 * client-reads.ts these are reads (and the picks that change what they read) the web client makes and our
 * bots never send, so they sit beside `Commands`; `Answered` (commands.ts) joins them. Each shape cites
 * the EmpireCore model that names the game client's parser; what no public source shows is said so here
 * and in simulator/README.md ("Not live").
 */
import type { DialogReads, UnitInventory } from './client-reads';
import type { UnitCount } from './live-shapes';

type Empty = Record<string, never>;

/**
 * A reward object `{key: [entry, ...]}`: `W`/`S`/`F` wood, stone and food and `C1`/`C2` coins and rubies
 * with an amount each, `LB` loot boxes `[id, amount]`, `CI` construction item ids (EmpireCore
 * gamedata/collectables.py:476-533 and enums/collectables.py, CollectableParserS2CParamObject.createList).
 */
export type RewardObject = { W?: number[]; S?: number[]; F?: number[]; C1?: number[]; C2?: number[]; LB?: Array<[number, number]>; CI?: number[] };

/**
 * A reward as a row `[key, entry]`, the way an `mpe` mission lists its rewards (EmpireCore gamedata/collectables.py:536-555, CollectableParserS2CParamList).
 */
export type RewardRow = [key: 'W' | 'S' | 'F' | 'C1' | 'C2', amount: number] | [key: 'LB', entry: [number, number]] | [key: 'CI', id: number];

/**
 * One day of the login bonus week, `{D<n>: [{REW: [rewards]}, {PICK: [picked]}, {ALLI: []}, {VIP: []}]}`
 * (EmpireCore rewards/models.py:81-150, CastleLoginBonusData.parseALB).
 */
export type LoginBonusDay = Record<string, [{ REW: [RewardObject] }, { PICK: RewardObject[] }, { ALLI: RewardObject[] }, { VIP: RewardObject[] }]>;

/** `alb`'s reply: `D` the days of the bonus so far (today is `D % 7`), `R` the week (EmpireCore rewards/models.py:100-160). */
export type LoginBonus = { D: number; R: LoginBonusDay[] };

/** A mercenary mission (EmpireCore castle/models/mercenaries.py:20-60, CastleMercenaryMissionItemVO). */
export type MercenaryMission = { ID: number; R: RewardRow[]; D: number; P: number; Q: number; S: number; RD: number };

/**
 * `sdi`'s reply (EmpireCore defense/models.py:376-450, SDICommand, CastleSupportDefenceVO): the ally's
 * defenders by position `S` (left, middle, right wall, keep, stronghold, support, reserve), the spy age
 * `AS`, the castellan `B`, the castle's row and owner, one's own units and commanders, and the limits.
 */
export type SupportDefenceInfo = {
  SCID: number;
  S: UnitCount[][];
  AS: number;
  B: null;
  UYL: number;
  AUYL: number;
  UWL: number;
} & DialogReads;

/** A general as `gie` lists it (EmpireCore commanders/models/skills.py:40-115, GeneralVO.parseData). */
export type OwnedGeneral = {
  GID: number;
  XP: number;
  ST: number;
  IN: 0 | 1;
  LU: 0 | 1;
  SIDS: number[];
  GASAIDS: Array<[number, number]>;
  L: number;
  OXP: number;
  W: number;
  D: number;
};

/**
 * An equipment item `[id, slot, wearer, rarity, graphic, bonuses, uniqueId, setId, enchantment, duration,
 * gemId, type]` (EmpireCore commanders/models/equipment.py:120-290, BasicEquipmentVO.parseEquipFromArray).
 */
export type EquipmentItem = [number, number, number, number, number, unknown[], number, number, number, number, number, number];

export type OwnSystemReads = {
  /** The daily login bonus (EmpireCore rewards/models.py:66-160, C2SGetLoginBonusVO, ALBCommand). */
  alb: { req: Empty; res: LoginBonus };
  /**
   * Pick one of today's rewards by its key `I` (unit id `ID` for units, `SP` "ALLI"/"VIP"); answered with the bonus after it (EmpireCore
   * rewards/models.py:163-225, C2SCatchLoginBonusVO, CLBCommand).
   */
  clb: { req: { ID: number; I: string | null; SP: string | null }; res: { alb: LoginBonus } };
  /**
   * The startup bonus: `NRR` the next reward's id (-1 once all are collected), `CC` 1 when it can be collected now (EmpireCore rewards/models.py:236-285,
   * SLICommand).
   */
  sli: { req: Empty; res: { NRR: number; CC: 0 | 1 } };
  /** Collect the next startup reward; the client reads nothing from the reply (EmpireCore rewards/models.py:286-308, SLCCommand). */
  slc: { req: Empty; res: Empty };
  /**
   * Loot boxes held `ALL [{ID, AMT}]` and keys per loot box type `KEY [{ID, AMT}]` (EmpireCore player/models/economy.py:60-125, CastleLootboxData.parse_GLS).
   */
  gls: { req: Empty; res: { ALL: Array<{ ID: number; AMT: number }>; KEY: Array<{ ID: number; AMT: number }> } };
  /** Construction items in storage, `CI [[id, amount]]` (EmpireCore castle/models/construction_items.py:23-90, GIICommand). */
  gii: { req: Empty; res: { CI: Array<[number, number]> } };
  /** Castles with construction items that expired on a building; the body is a list (EmpireCore castle/models/construction_items.py:220-265, AECCommand). */
  aec: { req: Empty; res: Array<{ AID: number; KID: number; CIL: Array<{ CID: number; B: number; OID: number }> }> };
  /**
   * The mercenary camp: `MID` -1 lists, an open mission's id starts it, a collectable one's collects it (EmpireCore castle/models/mercenaries.py:62-140,
   * C2SMercenaryPackageVO, MPECommand).
   */
  mpe: { req: { MID: number }; res: { NM: number; M: MercenaryMission[] } };
  /** An alliance member's castle's defence before sending support; key order TX, TY, SX, SY (EmpireCore defense/models.py:370-400, C2SSupportDefenceInfoVO). */
  sdi: { req: { TX: number; TY: number; SX: number; SY: number }; res: SupportDefenceInfo };
  /** The account's generals, `G` (EmpireCore commanders/models/skills.py:40-48 and 290-315, C2SGetGeneralsInfoVO). */
  gie: { req: Empty; res: { G: OwnedGeneral[] } };
  /** The equipment no commander or castellan wears, `I` (EmpireCore commanders/models/equipment.py:296-330, CastleEquipmentData.parse_GEI). */
  gei: { req: Empty; res: { I: EquipmentItem[] } };
  /**
   * The auto-sell rules: equipment `ECS [[slot, rarity]]`, gems `GCS [[level, colour]]` (EmpireCore commanders/models/auto_sell.py:115-140,
   * AutoSellVO.parseASG).
   */
  asg: { req: Empty; res: { ECS: Array<[number, number]>; GCS: Array<[number, number]> } };
  /**
   * Set the equipment auto-sell rules; the server replies with no body (EmpireCore commanders/models/auto_sell.py:140-155,
   * C2SSetAutoSellEquipmentConditionsEventVO).
   */
  aes: { req: { ECS: Array<[number, number]> }; res: Empty };
  /** A patch note's rewards `R`, a reward object (EmpireCore rewards/models.py:600-640, C2SGetPatchNoteRewardsVO, GPNCommand). */
  gpn: { req: { PNID: number }; res: { R: RewardObject } };
  /** Collect a patch note's rewards; the client reads nothing from the reply (EmpireCore rewards/models.py:641-672, C2SCollectPatchNoteRewardsVO). */
  cpn: { req: { PNID: number; MID: number }; res: Empty };
  /**
   * The legend (`SID`) and sceat (`SIDS`) skills, skill points `SP`, reset cooldown `RS` and count `RC` (EmpireCore commanders/models/skills.py:318-440,
   * CastleLegendSkillData.parse_SKL).
   */
  skl: { req: Empty; res: { SID: number[]; SIDS: number[]; SP: number; RS: number; RC: number; SSA: Array<{ ID: number; RS: number }> } };
  /**
   * Send wounded units of the joined castle's hospital away, lost for good: `U` the unit's wod id, `A` how many; the reply is its units
   * (EmpireCore army/models/hospital.py:140-200, C2SDismissHospitalUnits; CitadelOps Server/App/ProductionIntents.go planHospitalOperation
   * at 0f5b08e); several units at once as `{UT: [{U, A}, …]}` (hospital.py DismissManyWoundedRequest, C2SDismissManyHospitalUnits).
   */
  hdu: { req: { U: number; A: number } | { UT: Array<{ U: number; A: number }> }; res: { gui?: UnitInventory } };
};

export type OwnSystemName = keyof OwnSystemReads;

/** Every command above, for the simulator's registry and its tests. */
export const OWN_SYSTEM_READS: readonly OwnSystemName[] = [
  'alb',
  'clb',
  'sli',
  'slc',
  'gls',
  'gii',
  'aec',
  'mpe',
  'sdi',
  'gie',
  'gei',
  'asg',
  'aes',
  'skl',
  'gpn',
  'cpn',
  'hdu',
];
