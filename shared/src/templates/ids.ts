/**
 * The bot templates on offer, in the order the catalogue and the help list them: the one list of them.
 * A template's id names its unit (units/<id>.ts) and, as the help's address, its article (/help/<id>).
 * Every map keyed by template is `Record<TemplateId, …>`, so a template added here without its unit or
 * its behaviour does not compile. Kept apart from the units so the site's list of pages can name the
 * help's addresses without loading a template.
 */
export const TEMPLATE_IDS = [
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
  'market-trader',
  'custom-script',
  'strategy-planner',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

const KNOWN: ReadonlySet<string> = new Set(TEMPLATE_IDS);

/** Whether a stored or asked id (a bot's `templateId`, a URL) is a template on offer. */
export function isTemplateId(id: string): id is TemplateId {
  return KNOWN.has(id);
}
