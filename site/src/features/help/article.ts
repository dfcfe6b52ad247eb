/** A help centre article: plain data, so the static pages render it and the search indexes it. */
export type HelpBlock = { heading: string } | { text: string } | { list: string[] };

/** The groups of the index, in its order; their names are in the page's language (help.messages.ts). */
export const HELP_CATEGORIES = ['start', 'templates', 'plans', 'security', 'support'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export type HelpArticle = {
  /** English in every language, so an article's address is the same whatever language links to it. */
  slug: string;
  title: string;
  /** One or two sentences: the list shows it, the search weighs it. */
  summary: string;
  category: HelpCategory;
  blocks: HelpBlock[];
};

export const helpPath = (slug: string) => `/help/${slug}`;

/** Every word of an article, for the search. */
export function articleText(article: HelpArticle): string {
  return article.blocks.map((b) => ('heading' in b ? b.heading : 'text' in b ? b.text : b.list.join(' '))).join(' ');
}
