import { expect, test } from 'bun:test';
import { HELP_ARTICLES, findArticle } from './articles';
import { indexArticles, searchArticles } from './search';

const index = indexArticles(HELP_ARTICLES);
const slugs = (query: string) => searchArticles(index, query).map((a) => a.slug);

test('every word must be found; a word found in the title ranks its article first', () => {
  expect(slugs('two-factor')[0]).toBe('security');
  expect(slugs('recovery code')).toContain('security');
  expect(slugs('refund')[0]).toBe('plans');
  expect(slugs('baron')[0]).toBe('baron-farmer');
  expect(slugs('sea forts')[0]).toBe('storm-sea-forts');
  expect(slugs('robber baron gibberishword')).toEqual([]);
});

test('case, accents and word beginnings do not matter; an empty query finds nothing', () => {
  expect(slugs('CASTLE DÉFENCE')[0]).toBe('castle-defence');
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
  expect(findArticle('plans')?.blocks).toContainEqual({ list: ['Starter: Community support. We answer as soon as we can (best effort).', 'Plus: Community support. We answer as soon as we can (best effort).', 'Premium: Priority support. We answer within 24 hours.', 'Professional: Dedicated support. We answer within 4 hours.'] });
});
