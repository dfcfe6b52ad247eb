/**
 * One article per bot template, written from the template catalogue (api/src/modules/templates/
 * catalogue.ts: each description, setting and hint) and the behaviours behind it. The site may not
 * import the API's code, so the words live here (*-articles.messages.ts); the browser test checks that
 * every template the API offers has its article, under its own name.
 */
import type { Locale } from '@shared/i18n/locales';
import { messagesIn, type MessageSet } from '@shared/i18n/messages';
import { PLAN_NAMES, type PlanTier } from '@shared/plans';
import type { HelpArticle, HelpBlock } from './article';
import type { TemplateSlug } from '../../lib/help-slugs';
import { allianceHelpMessages, attackGuardMessages, baronFarmerMessages, castleDefenceMessages, fortressesMessages, khanBerimondMessages, resourceKeeperMessages, seaFortsMessages, templateCommonMessages } from './template-articles.messages';
import { berimondInvasionMessages, berimondKingdomMessages, eventShopsMessages, foreignInvasionMessages, nomadInvasionMessages, questsMessages, samuraiInvasionMessages, tempServersMessages } from './event-articles.messages';
import { customScriptMessages, marketTraderMessages, strategyPlannerMessages } from './advanced-articles.messages';

type Words = { title: string; summary: string };
type Article = { slug: TemplateSlug; tier: PlanTier; words: Words; what: string[]; settings: string[]; more?: HelpBlock[]; pacing?: boolean };

/** The template articles in `locale` (its message files must have been loaded: lib/i18n-static, lib/i18n). */
export function templateArticles(locale: Locale): HelpArticle[] {
  const c = messagesIn(locale, templateCommonMessages);
  const pacing: HelpBlock[] = [{ heading: c.pacingHeading }, { list: [c.pacingDelay, c.pacingBreaks, c.pacingSchedule] }];
  const plan = (tier: PlanTier) => ({ text: tier === 'starter' ? c.everyPlan({ plan: PLAN_NAMES.starter }) : c.fromPlan({ plan: PLAN_NAMES[tier] }) });
  const article = ({ slug, tier, words, what, settings, more = [], pacing: paced = true }: Article): HelpArticle => ({
    slug,
    title: words.title,
    summary: words.summary,
    category: 'templates',
    blocks: [{ heading: c.whatHeading }, ...what.map((text) => ({ text })), plan(tier), { heading: c.settingsHeading }, { list: settings }, ...(paced ? pacing : []), ...more],
  });
  const invasion = (slug: TemplateSlug, words: Words & { targets?: string }) =>
    article({ slug, tier: 'plus', words, what: [words.summary, c.eventWait], settings: [...(words.targets ? [words.targets] : []), c.troops, c.keep, c.daily, c.skips] });
  const m = <B extends Words>(set: MessageSet<B>) => messagesIn(locale, set);

  const baron = m(baronFarmerMessages);
  const forts = m(fortressesMessages);
  const keeper = m(resourceKeeperMessages);
  const sea = m(seaFortsMessages);
  const khan = m(khanBerimondMessages);
  const guard = m(attackGuardMessages);
  const defence = m(castleDefenceMessages);
  const help = m(allianceHelpMessages);
  const kingdom = m(berimondKingdomMessages);
  const shops = m(eventShopsMessages);
  const temp = m(tempServersMessages);
  const quests = m(questsMessages);
  const script = m(customScriptMessages);
  const planner = m(strategyPlannerMessages);
  const trader = m(marketTraderMessages);
  return [
    article({ slug: 'baron-farmer', tier: 'starter', words: baron, what: [baron.what, baron.what2], settings: [baron.kingdom, baron.levels, c.troops, c.keep, c.daily, c.skips, baron.bring] }),
    article({ slug: 'fortresses', tier: 'plus', words: forts, what: [forts.what, forts.what2], settings: [forts.kingdom, c.troops, c.keep, c.daily, forts.bring] }),
    article({ slug: 'resource-keeper', tier: 'starter', words: keeper, what: [keeper.what], settings: [keeper.taxes, keeper.feast, keeper.recruit, keeper.supply, keeper.upgrades] }),
    article({ slug: 'storm-sea-forts', tier: 'starter', words: sea, what: [sea.what, sea.what2], settings: [sea.level, c.troops, c.keep, c.skips, sea.send, sea.ships] }),
    article({ slug: 'khan-berimond', tier: 'starter', words: khan, what: [khan.what, khan.what2], settings: [khan.targets, khan.level, c.troops, c.keep] }),
    article({ slug: 'attack-guard', tier: 'starter', words: guard, what: [guard.what, guard.what2], settings: [guard.check, guard.ignore, guard.alerts], pacing: false }),
    article({ slug: 'castle-defence', tier: 'plus', words: defence, what: [defence.what, defence.what2], settings: [defence.hold, defence.refill, defence.recall, defence.away, defence.shelter, defence.check], pacing: false }),
    article({ slug: 'alliance-help', tier: 'plus', words: help, what: [help.what, help.what2], settings: [help.answer, help.check, help.send, help.stays, c.keep], pacing: false }),
    invasion('nomad-invasion', m(nomadInvasionMessages)),
    invasion('samurai-invasion', m(samuraiInvasionMessages)),
    invasion('foreign-invasion', m(foreignInvasionMessages)),
    invasion('berimond-invasion', m(berimondInvasionMessages)),
    article({ slug: 'berimond-kingdom', tier: 'plus', words: kingdom, what: [kingdom.what, c.eventWait], settings: [kingdom.open, kingdom.bring, kingdom.attacks, kingdom.plots, kingdom.tents] }),
    article({ slug: 'event-shops', tier: 'plus', words: shops, what: [shops.what, c.eventWait], settings: [shops.shop, shops.packages] }),
    article({ slug: 'temp-servers', tier: 'plus', words: temp, what: [temp.what, `${temp.castle} ${c.eventWait}`], settings: [temp.server, temp.taxes, temp.levels, c.troops, c.keep, c.daily] }),
    article({ slug: 'quests', tier: 'plus', words: quests, what: [quests.what, quests.what2], settings: [quests.keep, quests.medals, quests.visits] }),
    article({ slug: 'custom-script', tier: 'advanced', words: script, what: [script.what, script.what2], settings: [script.script, script.version, c.keep] }),
    article({ slug: 'strategy-planner', tier: 'premium', words: planner, what: [planner.what, planner.what2, planner.what3], settings: [planner.ahead, planner.levels, c.keep, c.daily] }),
    article({ slug: 'market-trader', tier: 'premium', words: trader, what: [trader.what, trader.what2, trader.what3, trader.notice], settings: [trader.rules, trader.coins, trader.send, trader.most, trader.look] }),
  ];
}
