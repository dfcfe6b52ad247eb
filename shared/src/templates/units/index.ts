/**
 * Every template's unit, by id: the one map the catalogue, the words and the help read. Typed by id, so a
 * template in ids.ts without its unit here, or a unit filed under another's id, does not compile.
 */
import type { TemplateId } from '../ids';
import type { SettingValue, TemplateUnit } from '../unit';
import { allianceHelp } from './alliance-help';
import { attackGuard } from './attack-guard';
import { baronFarmer } from './baron-farmer';
import { berimondInvasion } from './berimond-invasion';
import { berimondKingdom } from './berimond-kingdom';
import { castleDefence } from './castle-defence';
import { customScript } from './custom-script';
import { eventShops } from './event-shops';
import { foreignInvasion } from './foreign-invasion';
import { fortresses } from './fortresses';
import { khanBerimond } from './khan-berimond';
import { marketTrader } from './market-trader';
import { nomadInvasion } from './nomad-invasion';
import { quests } from './quests';
import { resourceKeeper } from './resource-keeper';
import { samuraiInvasion } from './samurai-invasion';
import { stormSeaForts } from './storm-sea-forts';
import { strategyPlanner } from './strategy-planner';
import { tempServers } from './temp-servers';

const UNITS = {
  'baron-farmer': baronFarmer,
  fortresses,
  'resource-keeper': resourceKeeper,
  'storm-sea-forts': stormSeaForts,
  'khan-berimond': khanBerimond,
  'attack-guard': attackGuard,
  'castle-defence': castleDefence,
  'alliance-help': allianceHelp,
  'nomad-invasion': nomadInvasion,
  'samurai-invasion': samuraiInvasion,
  'foreign-invasion': foreignInvasion,
  'berimond-invasion': berimondInvasion,
  'berimond-kingdom': berimondKingdom,
  'event-shops': eventShops,
  'temp-servers': tempServers,
  quests,
  'market-trader': marketTrader,
  'custom-script': customScript,
  'strategy-planner': strategyPlanner,
} as const;

export const TEMPLATE_UNITS: { readonly [Id in TemplateId]: TemplateUnit<Id> } = UNITS;

type DefaultsOf<Id extends TemplateId> = (typeof UNITS)[Id]['defaults'] & NonNullable<(typeof UNITS)[Id]['laidOver']>;
/**
 * A template's settings by key, typed as its unit's defaults (and the settings laid over them) type
 * them: numbers stay numbers, choices and text strings. What a behaviour reads (settings-of.ts parses a
 * stored bot's settings into it) and what a preset may fill. Several ids give one template's settings or
 * another's (a behaviour shared by the invasions tells them apart by a key).
 */
export type SettingsOf<Id extends TemplateId> = Id extends TemplateId
  ? { [K in keyof DefaultsOf<Id>]: DefaultsOf<Id>[K] extends number ? number : DefaultsOf<Id>[K] extends string ? string : SettingValue }
  : never;
