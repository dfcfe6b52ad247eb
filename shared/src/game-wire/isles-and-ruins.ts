/**
 * Resource isles in the Storm Islands and ruins on the map, as the game's web client reads them and
 * EmpireCore parses them (issue 36): an isle's map row, the isle attack dialog's pre-calculation (`aii`)
 * and the conquest that takes an isle (`cra` with `ATT` 7), and how long a ruin stays one (`rui`). Like
 * client-reads.ts these are reads our bots never send; `Answered` (commands.ts) joins them. Paths are
 * inside EmpireCore 0.59.0's `empire_core/`; "bundle" is the game client's code those files cite, read in
 * public copies of it. What no public source shows is said in simulator/map/isles-and-ruins.md.
 */
import type { AttackInfo } from './client-reads';

/** The map's area type of a resource isle (enums/map.py:93 ISLE_RESOURCE; WorldConst.AREA_TYPE_ISLE_RESOURCE). */
export const AREA_TYPE_ISLE_RESOURCE = 24;

/** The NPC owner of an isle nobody holds (enums/map.py:146 NPCOwner.ISLAND_VILLAGE; a public bot's Storm fixtures show -403 on isles). */
export const ISLE_NPC_OWNER = -403;

/**
 * `cra`'s `ATT` for a conquest; the client sends it for every conquest, resource isles among them (enums/combat.py AttackType.CONQUER;
 * attack/service.py:160-170).
 */
export const ATTACK_TYPE_CONQUER = 7;

/**
 * A resource isle's map row (map/models/items.py `_resource_isle`; the client's
 * ResourceIsleMapobjectVO.parseAreaInfo): type 24, position, its object id, the occupier (a player while
 * held, else the NPC owner -403), kingdom 4, its name ("" shows the client's own), seconds since spied
 * (-1 never), the isle's blueprint id, and the seconds left of the occupation. The client hides a row
 * whose occupier is an NPC with seconds left (the isle away between holds).
 */
export type ResourceIsleRow = [
  type: 24,
  x: number,
  y: number,
  objectId: number,
  occupierId: number,
  kingdomId: number,
  name: string,
  spyAge: number,
  isleId: number,
  remainingSeconds: number,
];

/**
 * `aii {KID, TX, TY}`: the isle attack dialog asks about the isle at TX/TY; no source castle is sent (attack/models/target_info.py:160-190,
 * C2SAttackInfoIslandVO).
 */
export type IsleAttackInfoRequest = { KID: number; TX: number; TY: number };

/** `rui {PX, PY}`: a ruin's position, sent when a ruin is clicked while relocating; no kingdom (map/models/ruins.py, C2SRuinInfoVO). */
export type RuinInfoRequest = { PX: number; PY: number };

/** `rui`'s reply (map/models/ruins.py, RUICommand.executeCommand): seconds until the ruin frees `ART`, and its position. */
export type RuinInfo = { ART: number; PX: number; PY: number };

export type IsleAndRuinReads = {
  /** The isle attack dialog's pre-calculation, read as `aci`'s reply; its `gaa.AI` is the isle's row. */
  aii: { req: IsleAttackInfoRequest; res: AttackInfo };
  /** How long the ruin at PX/PY stays one. */
  rui: { req: RuinInfoRequest; res: RuinInfo };
};
