import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The help centre's own words: the index, an article's frame, the search form and its results. */
export const helpCentreMessages = defineMessages('help/centre', {
  title: 'Help centre',
  description: 'How to get started with Castellan, what each bot template does, the plans, keeping your account safe, and writing to support.',
  intro: 'Getting started, each bot template, plans and billing, security, and how to reach support.',
  notFound: 'Did not find it? Signed in, open {support} from the menu under your name and write to us.',
  stillStuck: 'Still stuck? Signed in, open {support} from the menu under your name.',
  support: 'Support',
  searchTitle: 'Search the help centre',
  searchLabel: 'Search the help centre',
  placeholder: 'For example: refund, two-factor, baron',
  search: 'Search',
  typeSomething: 'Type what you are looking for, for example “refund” or “two-factor”.',
  found: params<{ query: string }>(plural({ one: '{count} article for “{query}”', other: '{count} articles for “{query}”' })),
  results: 'Search results',
  none: 'No article matches “{query}”. {all}, or write to {support}.',
  all: 'See every article',
});

/** The index's groups. */
export const helpCategoryMessages = defineMessages('help/categories', {
  start: 'Getting started',
  templates: 'Bot templates',
  plans: 'Plans and billing',
  security: 'Security',
  support: 'Support',
});
