/**
 * Every help article's address, in the order the index lists them. Kept apart from the articles (their
 * words are long, in nine languages) so the list of pages built in every language can name them
 * without loading a word of them; articles.test.ts checks that each slug has its article and no more.
 */
export const TEMPLATE_SLUGS = [
  'baron-farmer',
  'fortresses',
  'resource-keeper',
  'storm-sea-forts',
  'khan-berimond',
  'attack-guard',
  'castle-defence',
  'alliance-help',
  'nomad-invasion',
  'samurai-invasion',
  'foreign-invasion',
  'berimond-invasion',
  'berimond-kingdom',
  'event-shops',
  'temp-servers',
  'quests',
  'custom-script',
  'strategy-planner',
  'market-trader',
] as const;
export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];

export const HELP_SLUGS = ['getting-started', ...TEMPLATE_SLUGS, 'plans', 'security', 'support'] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];
