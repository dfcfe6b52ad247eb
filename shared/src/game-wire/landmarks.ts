/**
 * Landmarks on the wire: the monuments of the Great Empire and the laboratories of the four basic kingdoms,
 * their map rows, their conquest and their upgrade points, as EmpireCore 0.59.0 reads them (paths inside its
 * `empire_core/` package, citing the game client's bundle). A landmark is raised by sending it goods with
 * the market (`crm`, the same command as between one's own castles: commands.ts MarketRequest).
 */
import type { AttackInfo } from './client-reads';

/** Area types (EmpireCore enums/map.py MapItemType, the client's WorldConst): MONUMENT 26, LABORATORY 28. */
export const LANDMARK_AREA_TYPE = { MONUMENT: 26, LABORATORY: 28 } as const;

/**
 * The NPC owner of a landmark nobody holds (EmpireCore enums/map.py NPCOwner): MONUMENT -460, and a
 * laboratory's by kingdom: CLASSIC_LABORATORY -470 (kingdom 0), ICE -471 (2), DESERT -472 (1), VOLCANO -473 (3).
 */
export const LANDMARK_OWNER = { MONUMENT: -460, LABORATORY_BY_KINGDOM: { 0: -470, 2: -471, 1: -472, 3: -473 } } as const;

/**
 * `cra`'s `ATT` for a landmark's conquest (EmpireCore enums/combat.py AttackType, the client's
 * CombatConst.ATTACK_TYPE_*: MONUMENT_CONQUER 8, LABORATORY_CONQUER 9); 0 is a plain attack.
 */
export const LANDMARK_ATTACK_TYPE = { MONUMENT: 8, LABORATORY: 9 } as const;
export type LandmarkAttackType = (typeof LANDMARK_ATTACK_TYPE)[keyof typeof LANDMARK_ATTACK_TYPE];

/** A donation to a landmark at its highest level (EmpireCore enums/errors.py: 320 and 341). */
export const LANDMARK_MAX_LEVEL_RESULT = { MONUMENT: 320, LABORATORY: 341 } as const;

/**
 * A monument's map row (EmpireCore map/models/items.py `_monument`, MonumentMapobjectVO.parseAreaInfo, bundle
 * line 21652): `[26, x, y, objectId, ownerId, monumentType, level, kingdom, spyAge, name]`.
 */
export type MonumentRow = [
  type: 26,
  x: number,
  y: number,
  objectId: number,
  ownerId: number,
  monumentType: number,
  level: number,
  kingdom: number,
  spyAge: number,
  name: string,
];

/**
 * A laboratory's map row (items.py `_laboratory`, LaboratoryMapobjectVO.parseAreaInfo, bundle line 25900):
 * `[28, x, y, objectId, ownerId, level, kingdom, spyAge, name]`.
 */
export type LaboratoryRow = [type: 28, x: number, y: number, objectId: number, ownerId: number, level: number, kingdom: number, spyAge: number, name: string];

/** A landmark's upgrade points: its object id and the points `CP` (EmpireCore castle/models/landmarks.py LandmarkProgress). */
export type LandmarkProgress = { OID: number; CP: number };

export type LandmarkReads = {
  /** A laboratory's points, asked with its map row's object id (C2SGetLaboratoryProgressVO, bundle line 86480; GLPCommand 130135). */
  glp: { req: { ID: number }; res: LandmarkProgress };
  /** A monument's points, the same way (C2SGetMonumentProgress, bundle line 86526; GMPCommand 130150). */
  gmp: { req: { ID: number }; res: LandmarkProgress };
  /**
   * The attack dialog's pre-calculation on a landmark, answered as `aci` (EmpireCore attack/models/target_info.py:91-120,
   * C2SAttackInfoLandmarkVO bundle line 71988, CastleAttackData.parse_ALI 133836).
   */
  ali: { req: { KID: number; TX: number; TY: number; SX: number; SY: number }; res: AttackInfo };
};

export type LandmarkReadName = keyof LandmarkReads;
export const LANDMARK_READS: readonly LandmarkReadName[] = ['glp', 'gmp', 'ali'];
