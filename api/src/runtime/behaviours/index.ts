/**
 * Each template's behaviour, by its id (shared/src/templates/ids.ts): typed by id, so a template without
 * its behaviour does not compile. The rest of a template is its unit in shared/src/templates/units.
 */
import type { TemplateId } from '@shared/templates/ids';
import { allianceHelp } from './alliance-help';
import { attackGuard } from './attack-guard';
import { berimondKingdom } from './berimond-kingdom';
import { castleDefence } from './castle-defence';
import { customScript } from './custom-script';
import { eventShops } from './event-shops';
import { baronFarmer, fortresses, khanBerimond, stormSeaForts } from './farming';
import { berimondInvasion, foreignInvasion, nomadInvasion, samuraiInvasion } from './invasions';
import { marketTrader } from './market-trader';
import { quests } from './quests';
import { resourceKeeper } from './resource-keeper';
import { strategyPlanner } from './strategy-planner';
import { tempServer } from './temp-server';
import type { BehaviourFactory } from '../actions/context';

export const BEHAVIOURS: Record<TemplateId, BehaviourFactory> = {
  'baron-farmer': baronFarmer,
  'resource-keeper': resourceKeeper,
  'storm-sea-forts': stormSeaForts,
  'khan-berimond': khanBerimond,
  'attack-guard': attackGuard,
  fortresses,
  'castle-defence': castleDefence,
  'alliance-help': allianceHelp,
  'nomad-invasion': nomadInvasion,
  'samurai-invasion': samuraiInvasion,
  'foreign-invasion': foreignInvasion,
  'berimond-invasion': berimondInvasion,
  'berimond-kingdom': berimondKingdom,
  'event-shops': eventShops,
  'temp-servers': tempServer,
  quests,
  'market-trader': marketTrader,
  'custom-script': customScript,
  'strategy-planner': strategyPlanner,
};

/** The behaviour of a bot's stored template id, or undefined for one not offered (any more). */
export function behaviourOf(templateId: string): BehaviourFactory | undefined {
  return Object.hasOwn(BEHAVIOURS, templateId) ? (BEHAVIOURS as Record<string, BehaviourFactory>)[templateId] : undefined;
}
