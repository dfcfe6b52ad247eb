/**
 * Every help article's address, in the order the index lists them: a template's article is at its id
 * (shared/src/templates/ids.ts). Kept apart from the articles (their words are long, in nine languages)
 * so the list of pages built in every language can name them without loading a word of them.
 */
import { TEMPLATE_IDS } from '@shared/templates/ids';

export const HELP_SLUGS = ['getting-started', ...TEMPLATE_IDS, 'sharing', 'discord', 'webhooks', 'plans', 'security', 'support'] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];
