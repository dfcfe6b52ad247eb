import { describe, expect, test } from 'bun:test';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import { HELP_ARTICLES, findArticle, helpArticles } from './articles';
import { indexArticles, searchArticles } from './search';
import { HELP_SLUGS } from '../../lib/help-slugs';

const index = indexArticles(HELP_ARTICLES);
const slugs = (query: string) => searchArticles(index, query).map((a) => a.slug);

test('every word must be found; a word found in the title ranks its article first', () => {
  expect(slugs('two-factor')[0]).toBe('security');
  expect(slugs('recovery code')).toContain('security');
  expect(slugs('refund')[0]).toBe('plans');
  expect(slugs('baron')[0]).toBe('baron-farmer');
  expect(slugs('storm forts')[0]).toBe('storm-sea-forts');
  expect(slugs('robber baron gibberishword')).toEqual([]);
});

test('case, accents and word beginnings do not matter; an empty query finds nothing', () => {
  expect(slugs('CASTLE DÉFENSE')[0]).toBe('castle-defence');
  expect(slugs('pass')).toContain('security');
  expect(slugs('   ')).toEqual([]);
  expect(searchArticles(index, 'the', 3)).toHaveLength(3);
});

test('each article has a unique address, a summary and something to read', () => {
  expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
  for (const a of HELP_ARTICLES) {
    expect(a.slug).toMatch(/^[a-z0-9-]+$/);
    expect(a.summary.length).toBeGreaterThan(20);
    expect(a.blocks.length).toBeGreaterThan(1);
  }
  expect(findArticle('plans')?.blocks).toContainEqual({
    list: [
      'Starter: Community support. We answer as soon as we can (best effort).',
      'Plus: Community support. We answer as soon as we can (best effort).',
      'Premium: Priority support. We answer within 24 hours.',
      'Professional: Dedicated support. We answer within 4 hours.',
    ],
  });
});

describe('in the reader’s language', () => {
  loadCatalogue();
  const inLanguage = (locale: Locale) => {
    const localIndex = indexArticles(helpArticles(locale));
    return (query: string) => searchArticles(localIndex, query).map((a) => a.slug);
  };

  test('German words find the German articles, the same addresses as in English', () => {
    const de = inLanguage('de');
    expect(de('Erstattung')[0]).toBe('plans');
    expect(de('Zwei-Faktor')[0]).toBe('security');
    expect(de('Raubritter')[0]).toBe('baron-farmer');
    expect(de('Sturmfesten')[0]).toBe('storm-sea-forts');
    // ß is typed as ss, umlauts without their dots.
    expect(de('schliess')).toContain('support');
    expect(de('tarife abrechnung')[0]).toBe('plans');
    // The English word is not German: nothing, where English finds its article.
    expect(de('refund')).toEqual([]);
    expect(helpArticles('de').find((a) => a.slug === 'plans')?.title).toBe('Tarife und Abrechnung');
  });

  test('Polish and Turkish letters match with or without their marks', () => {
    const pl = inLanguage('pl');
    expect(pl('płatności')[0]).toBe('plans');
    expect(pl('platnosci')[0]).toBe('plans');
    expect(pl('zwrot')).toContain('plans');
    const tr = inLanguage('tr');
    expect(tr('iade')[0]).toBe('plans');
    expect(tr('güvende')[0]).toBe('security');
    expect(tr('guvende')[0]).toBe('security');
  });

  test('every language has every article, each with its words', () => {
    for (const locale of LOCALES) {
      const articles = helpArticles(locale);
      expect(articles.map((a) => a.slug)).toEqual([...HELP_SLUGS]);
      for (const a of articles) expect(a.blocks.length).toBeGreaterThan(1);
    }
    // The support times read in the language: Polish says 24 hours with its own plural form.
    expect(findArticle('support', 'pl')?.blocks.at(-1)).toEqual({
      list: [
        'Starter (Wsparcie społeczności): Odpowiadamy najszybciej, jak możemy (bez gwarancji czasu).',
        'Plus (Wsparcie społeczności): Odpowiadamy najszybciej, jak możemy (bez gwarancji czasu).',
        'Premium (Wsparcie priorytetowe): Odpowiadamy w ciągu 24 godzin.',
        'Professional (Wsparcie dedykowane): Odpowiadamy w ciągu 4 godzin.',
      ],
    });
  });
});
