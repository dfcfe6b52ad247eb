/**
 * The key order of every command our bots send, as the game's web client serialises it. The client
 * builds each command from a value object whose fields it writes in a fixed order; a payload whose keys
 * come in another order is one comparison away from telling a bot apart. The game client sends the
 * fields of each object in the order below, and `inClientOrder` writes ours the same way whatever order
 * the code that made the payload used.
 *
 * Sources: EmpireCore 0.59.0 request models list the fields in the client's order (their `to_payload`
 * dumps the declared fields in turn; the file and line of each model are given, with the client's
 * value object it cites). Where EmpireCore has no model, the public bot that sends the command is named.
 */
import type { CommandName } from './commands';

/** The keys of one object in the client's order; `inner` orders the objects (or arrays of objects) under a key. */
export type KeyOrder = { readonly keys: readonly string[]; readonly inner?: Readonly<Record<string, KeyOrder>> };
type Row = KeyOrder & { readonly source: string };

const none = (source: string): Row => ({ keys: [], source });
const FLANK: KeyOrder = { keys: ['T', 'U'] };
/** A wave: left, right, middle (EmpireCore army/models/units.py:204-242, CastleAttackWaveVO.getWaveInfoObject bundle line 99930). */
const WAVE: KeyOrder = { keys: ['L', 'R', 'M'], inner: { L: FLANK, R: FLANK, M: FLANK } };
/** A wall section of `dfw` (EmpireCore defense/models.py:292-301, C2SDefenceWallVO bundle line 66616). */
const WALL_SECTION: KeyOrder = { keys: ['S', 'UP', 'UC'] };

export const CLIENT_KEY_ORDER: Readonly<Record<CommandName, Row>> = {
  lli: {
    keys: ['CONM', 'RTM', 'ID', 'PL', 'NOM', 'PW', 'LT', 'LANG', 'DID', 'AID', 'KID', 'REF', 'GCI', 'SID', 'PLFID', 'RCT'],
    source: 'EmpireCore protocol/auth.py:32-135 LoginRequest.to_payload, C2SLoginVO bundle line 131792',
  },
  dcl: { keys: ['CD'], source: 'EmpireCore castle/models/details.py:27, C2SGetDetailedCastleListVO' },
  grc: { keys: ['AID', 'KID'], source: 'EmpireCore castle/models/resources.py:50' },
  gam: none('EmpireCore movements/models/movement.py:42 ("no fields")'),
  sei: none('EmpireCore events/models.py:1594'),
  gli: none('EmpireCore commanders/models/roster.py:418'),
  gaa: { keys: ['KID', 'AX1', 'AY1', 'AX2', 'AY2'], source: 'EmpireCore map/models/areas.py:53' },
  cra: {
    keys: ['SX', 'SY', 'TX', 'TY', 'KID', 'LID', 'WT', 'HBW', 'BPC', 'ATT', 'AV', 'LP', 'FC', 'PTT', 'SD', 'ICA', 'CD', 'A', 'BKS', 'AST', 'RW', 'ASCT'],
    inner: { A: WAVE },
    source: 'EmpireCore attack/models/send.py:26, C2SCreateArmyAttackMovementVO',
  },
  msd: { keys: ['X', 'Y', 'MID', 'NID', 'MST', 'KID'], source: 'EmpireCore attack/models/dungeon_skips.py:39' },
  txi: none('EmpireCore castle/models/tax.py:111, C2SGetTaxInfoVO'),
  txs: { keys: ['TT', 'TX'], source: 'EmpireCore castle/models/tax.py:153, C2SStartCollectTaxVO' },
  txc: { keys: ['TR'], source: 'EmpireCore castle/models/tax.py:199, C2SCollectTaxVO' },
  bfs: { keys: ['T', 'CID', 'KID', 'PO', 'PWR'], source: 'GGE-BOT protocols.js clientStartFeast (no EmpireCore model)' },
  jca: { keys: ['CID', 'KID'], source: 'EmpireCore castle/models/actions.py:34' },
  spl: { keys: ['LID'], source: 'EmpireCore army/models/production.py:366' },
  gui: none('EmpireCore army/models/units.py:35, GetUnitsRequest'),
  hru: { keys: ['U', 'A'], source: 'EmpireCore army/models/hospital.py:32, C2SReviveUnitPackageVO' },
  bup: { keys: ['LID', 'WID', 'AMT', 'PO', 'PWR', 'SK', 'SID', 'AID'], source: 'EmpireCore army/models/production.py:271, C2SBuyUnitPackageVO' },
  crm: { keys: ['KID', 'SID', 'TX', 'TY', 'HBW', 'PTT', 'SD', 'G'], source: 'EmpireCore movements/models/market.py:59, C2SCreateMarketMovementVO' },
  cmi: { keys: ['S', 'KID'], source: 'EmpireCore movements/models/market.py:142' },
  eup: { keys: ['OID', 'PWR', 'PO'], source: 'EmpireCore castle/models/buildings.py:149, C2SIsoUpgradeObjectVO' },
  scl: none('EmpireCore castle/models/objects.py:393, C2SShowConstructionListVO'),
  gas: none('EmpireCore attack/models/presets.py:25'),
  kut: { keys: ['SCID', 'SKID', 'TKID', 'CID', 'A'], source: 'EmpireCore movements/models/transfers.py:31, C2SKingdomUnitTransferVO' },
  kgt: { keys: ['SCID', 'SKID', 'TKID', 'G'], source: 'EmpireCore movements/models/transfers.py:93, C2SKingdomGoodsTransferVO' },
  aha: { keys: ['KID'], source: 'EmpireCore alliance/models/help.py:311' },
  ahr: { keys: ['ID', 'T'], source: 'EmpireCore alliance/models/help.py:333' },
  dfc: { keys: ['CX', 'CY', 'AID', 'KID'], source: 'EmpireCore defense/models.py:39-80, C2SDefenceCompleteVO bundle line 32769' },
  dfw: {
    keys: ['CX', 'CY', 'AID', 'L', 'M', 'R'],
    inner: { L: WALL_SECTION, M: WALL_SECTION, R: WALL_SECTION },
    source: 'EmpireCore defense/models.py:304, C2SDefenceWallVO',
  },
  dfm: { keys: ['CX', 'CY', 'AID', 'LS', 'MS', 'RS'], source: 'EmpireCore defense/models.py:329, C2SDefenceMoatVO' },
  dfk: { keys: ['CX', 'CY', 'AID', 'MAUCT', 'UC', 'S', 'STS'], source: 'EmpireCore defense/models.py:258, C2SDefenceKeepVO' },
  cds: {
    keys: ['SID', 'TX', 'TY', 'LID', 'WT', 'HBW', 'BPC', 'PTT', 'SD', 'A'],
    source: 'EmpireCore movements/models/support.py:27, C2SCreateDefenceSupportMovementVO',
  },
  cat: {
    keys: ['SX', 'SY', 'TX', 'TY', 'KID', 'LID', 'WT', 'HBW', 'BPC', 'PTT', 'SD', 'A'],
    source: 'EmpireCore movements/models/support.py:125, C2SCreateArmyTravelMovementVO',
  },
  fsc: { keys: ['ID', 'PWR', 'OC2', 'SID'], source: "the GGE-BOT fork's attackBerimondKingdom.js (no EmpireCore model)" },
  ebe: { keys: ['X', 'Y', 'R', 'CT'], source: 'EmpireCore castle/models/buildings.py:560' },
  ebu: { keys: ['WID', 'X', 'Y', 'R', 'PWR', 'PO', 'DOID'], source: 'EmpireCore castle/models/buildings.py:85' },
  sbp: {
    keys: ['PID', 'BT', 'TID', 'AMT', 'KID', 'AID', 'PC2', 'BA', 'PWR', '_PO'],
    source: "pygge shop/shop.py and the GGE-BOT fork's nomadShop.js (no EmpireCore model)",
  },
  sce: none('the GGE-BOT fork sends `sce {}` (no EmpireCore model)'),
  glt: { keys: ['GST'], source: 'ggejs src/commands/glt.js, C2SGenerateLoginTokenVO' },
  tle: { keys: ['GST', 'TLT', 'ADID', 'AFUID', 'IDFV'], source: 'ggejs src/commands/tle.js, C2SRegisterOrLoginVO' },
  mcm: { keys: ['MID'], source: 'EmpireCore movements/models/movement.py:426' },
  wsp: { keys: ['PN'], source: 'EmpireCore player/models/info.py:243' },
  qdr: {
    keys: ['QID', 'F', 'W', 'S', 'C1', 'O', 'C', 'I', 'G', 'PWR', 'PO'],
    source: 'EmpireCore quests/models.py:196, DonateForQuestCommand bundle lines 101001-101021',
  },
  qdc: { keys: ['QID', 'CID', 'A'], source: 'EmpireCore quests/models.py:239' },
  fcq: { keys: ['QC', 'QTID'], source: 'EmpireCore quests/models.py:269' },
  fnt: none('EmpireCore map/models/areas.py:527'),
  bls: { keys: ['MID', 'IM'], source: 'EmpireCore messages/models/battle_logs.py:91-132 GetBattleLogShortRequest, C2SBattleLogShortVO bundle line 135059' },
  omp: none('OURS, NOT LIVE (our-market.ts): the local game server only'),
  omt: { keys: ['CID', 'KID', 'R', 'T', 'A', 'L'], source: 'OURS, NOT LIVE (our-market.ts): the local game server only' },
};

export class KeyOrderError extends Error {}

function ordered(value: unknown, order: KeyOrder, path: string): unknown {
  if (Array.isArray(value)) return value.map((item, i) => ordered(item, order, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return value;
  const fields = value as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !order.keys.includes(key));
  // A key no public client sends would be ours alone: refuse it rather than invent a field on the wire.
  if (unknown.length) throw new KeyOrderError(`${path} has ${unknown.join(', ')}, which the game client does not send`);
  const out: Record<string, unknown> = {};
  for (const key of order.keys) {
    if (!(key in fields)) continue;
    const inner = order.inner?.[key];
    out[key] = inner ? ordered(fields[key], inner, `${path}.${key}`) : fields[key];
  }
  return out;
}

/**
 * The payload with its keys (and those of the nested objects the table orders) in the web client's
 * order; a key absent from the payload is left out, as the client leaves out an empty optional field.
 * Throws KeyOrderError for a key the table does not list.
 */
export function inClientOrder<T>(command: CommandName, payload: T): T {
  return ordered(payload, CLIENT_KEY_ORDER[command], command) as T;
}
