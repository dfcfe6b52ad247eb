/**
 * The generals hub (the inn's characters and their tombolas) on the wire, as EmpireCore 0.59.0 reads it
 * (commanders/models/generals.py, citing the game client's bundle), and the characters' rows of the
 * game data (`items_v<version>.json`, table `characters`: gamedata/tables.py GeneralsHubCharacterDef,
 * GeneralsHubQuestVO.fillFromParamXml).
 */

type Empty = Record<string, never>;

/** One character's spins: free spins waiting `FOA`, the last free spin taken `LFO` (epoch s) (GeneralsHubQuestVO.parseServerObject, bundle line 47009). */
export type HubCharacterStatus = { CID: number; FOA: number; LFO: number };

/**
 * One draw of a spin: its rarity `R`, what it gave as collectable rows `RR` (`[key, amount]`), given `A` times (GeneralsHubRewardsComponent.onRewardsGained,
 * bundle line 74934).
 */
export type HubDraw = { R: number; RR: Array<[string, number]>; A: number };

export type GeneralsHubReads = {
  /** The hub's characters (C2SGeneralsHUBStatusVO, no fields; GCSCommand, GeneralsData.parse_GCS: generals.py:77-131). */
  gcs: { req: Empty; res: { CHR: HubCharacterStatus[] } };
  /**
   * Spin a character's tombola with an offering `OID`: a free spin (`IF` 1) is one, a paid one spends `AMT`
   * offerings (C2SSpinCharacterTombolaVO, bundle line 46994; SCTCommand, GeneralsData.parse_SCT: generals.py:134-232).
   */
  sct: { req: { CID: number; OID: number; IF: 0 | 1; AMT: number }; res: { CH: HubCharacterStatus; LTR: HubDraw[] } };
};

export type GeneralsHubName = keyof GeneralsHubReads;
export const GENERALS_HUB_READS: readonly GeneralsHubName[] = ['gcs', 'sct'];

/**
 * A `characters` row as the game data holds it: every value a string, `tombolas` "offering+tombolaID"
 * parts joined by "#" (GeneralsHubQuestVO.fillFromParamXml; the TypeScript declaration of the items
 * file in a public GGE tool lists the same fields: characterID, name, tombolas, coolDownInSeconds,
 * maxFreeOpenings, ...).
 */
export type HubCharacterRow = { characterID: string; name: string; coolDownInSeconds: string; maxFreeOpenings: string; tombolas: string };

/**
 * The three characters: ids and names are live (EmpireCore gamedata/ids/generals_hub_characters.py,
 * from items 788.02; the client's ID_FAT_KING, ID_KNIGHT, ID_PRINCESS), and so is each one's basic
 * offering, a currency id with its `sce` key (gamedata/ids/currencies.py: OFFERING_TO_LUDWIG "FKT" 6001,
 * OFFERING_TO_ULRICH "KTK" 6002, OFFERING_TO_BEATRICE "PTK" 6003; the currency names "FatKingToken",
 * "KnightToken", "PrincessToken" tie each to its character). The live characters take more offerings
 * (a general's own, e.g. TomAliceToken to Ludwig); only the basic one is kept here.
 */
export const HUB_CHARACTERS = [
  { id: 1, name: 'fatKing', offering: { id: 6001, key: 'FKT' } },
  { id: 2, name: 'drunkKnight', offering: { id: 6002, key: 'KTK' } },
  { id: 3, name: 'gamblingPrincess', offering: { id: 6003, key: 'PTK' } },
] as const;
