/**
 * The help centre's search, small enough to run in the browser over every article: each word of the
 * query must begin a word of the article ("baron" finds "barons", "pass" finds "password"), and a word
 * found in the title counts more than one in the summary, which counts more than one in the text. It
 * searches the articles it is given: the page's language's (articles.ts `helpArticles(locale)`).
 */
import { articleText, type HelpArticle } from './article';

/** Letters a reader types without their marks that no decomposition takes apart (Polish ł, German ß, Turkish ı). */
const PLAIN: Record<string, string> = { ł: 'l', ß: 'ss', ı: 'i', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd' };

/** The words of a text in any of our languages, lower case and without accents: "Schließen" → "schliessen", "Załóż" → "zaloz". */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łßıøæœđ]/g, (c) => PLAIN[c]!)
    .split(/[^\p{L}\p{N}]+/u)
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
