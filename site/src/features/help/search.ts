/**
 * The help centre's search, small enough to run in the browser over every article: each word of the
 * query must begin a word of the article ("baron" finds "barons", "pass" finds "password"), and a word
 * found in the title counts more than one in the summary, which counts more than one in the text.
 */
import { articleText, type HelpArticle } from './article';

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

type Indexed = { article: HelpArticle; title: string[]; summary: string[]; body: string[] };

export function indexArticles(articles: HelpArticle[]): Indexed[] {
  return articles.map((article) => ({ article, title: words(article.title), summary: words(article.summary), body: words(articleText(article)) }));
}

const has = (list: string[], word: string) => list.some((w) => w.startsWith(word));

/** The articles every word of `query` is found in, best first; nothing for a query with no words. */
export function searchArticles(index: Indexed[], query: string, limit = 8): HelpArticle[] {
  const asked = [...new Set(words(query))];
  if (!asked.length) return [];
  const scored: { article: HelpArticle; score: number; order: number }[] = [];
  index.forEach((entry, order) => {
    let score = 0;
    for (const word of asked) {
      const points = (has(entry.title, word) ? 5 : 0) + (has(entry.summary, word) ? 2 : 0) + (has(entry.body, word) ? 1 : 0);
      if (!points) return;
      score += points;
    }
    scored.push({ article: entry.article, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.article);
}
