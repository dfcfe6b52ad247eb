/**
 * Each template's behaviour, by its id (shared/src/templates/ids.ts): typed by id, so a template without
 * its behaviour does not compile, and each reads its own template's settings (`SettingsOf<Id>`). The rest
 * of a template is its unit in shared/src/templates/units.
 */
import { isTemplateId, type TemplateId } from '@shared/templates/ids';
import { settingsOf, type StoredSettings } from '@shared/templates/settings-of';
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
import type { Behaviour, BehaviourContext, BehaviourFactory } from '../actions/context';

export const BEHAVIOURS: { [Id in TemplateId]: BehaviourFactory<Id> } = {
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

/** Behaviours under ids no template has, reading no settings: the runtime's tests file theirs here (api/test/hanging-behaviour.ts). */
export const TEST_BEHAVIOURS: Record<string, (ctx: Omit<BehaviourContext, 'settings'>) => Behaviour> = {};

/** A bot's behaviour as its run holds it, and how it takes new settings saved while it runs (before its next step). */
export type StartedBehaviour = { behaviour: Behaviour; retake(stored: StoredSettings): void };
/**
 * Starts a bot's behaviour on its run's context: the bot's stored settings are read into it once, as its
 * template types them (settings-of.ts), and new ones replace them in place, as the behaviour reads them at
 * each use. The context given becomes the behaviour's own (the run changes its name on it).
 */
export type BehaviourStart = (ctx: Omit<BehaviourContext, 'settings'>, stored: StoredSettings) => StartedBehaviour;

/** The behaviour of a bot's stored template id, or undefined for one not offered (any more). */
export function behaviourOf(templateId: string): BehaviourStart | undefined {
  if (isTemplateId(templateId)) return typed(templateId);
  const own = Object.hasOwn(TEST_BEHAVIOURS, templateId) ? TEST_BEHAVIOURS[templateId] : undefined;
  return own && ((ctx) => ({ behaviour: own(ctx), retake: () => {} }));
}

function typed<Id extends TemplateId>(id: Id): BehaviourStart {
  const factory: BehaviourFactory<Id> = BEHAVIOURS[id];
  return (base, stored) => {
    const ctx: BehaviourContext<Id> = Object.assign(base, { settings: settingsOf(id, stored) });
    return { behaviour: factory(ctx), retake: (next) => void Object.assign(ctx.settings, settingsOf(id, next)) };
  };
}
