import { expect, test } from 'bun:test';
import { Glob } from 'bun';
import { relative } from 'node:path';
import { looksLikeWords, looseTextsInAstro, looseTextsInScript, type LooseText } from './screen-texts';

const SITE = `${import.meta.dir}/..`;

/** Files whose words are read by machines or written in code, never shown as the site's own sentences. */
const NOT_FOR_PEOPLE: Record<string, string> = {
  'features/seo/robots.ts': 'robots.txt, read by crawlers',
  'features/seo/sitemap.ts': 'sitemap.xml, read by crawlers',
  'features/changelog/feed.ts': 'the changelog’s Atom markup, read by feed readers (its words come from the catalogue)',
  'features/api-keys/KeyUsage.tsx': 'a code sample: the Authorization header as an API client sends it',
  'features/api-keys/form.ts': 'code samples: curl command lines',
  'features/scripts/ScriptsPage.tsx': 'a new script’s starting code, in the scripting API’s own names',
  'features/legal/contact.ts': 'the build refuses a bad SUPPORT_EMAIL: words for the operator',
};

/**
 * Single strings that look like words but are protocol values: the HTTP auth scheme, a Vary header, the
 * console stream's end reason, a CSV column name (a file's columns stay the same in every language, so
 * a spreadsheet made from it keeps working), a BCP 47 language tag Intl names a language by.
 */
const PROTOCOL_VALUES = new Set(['`Bearer ${token}`', 'Bearer ', 'Accept-Language, Cookie', 'bot deleted', 'price per 100', 'zh-Hant']);

async function looseTexts(): Promise<LooseText[]> {
  const found: LooseText[] = [];
  for await (const file of new Glob('**/*.{ts,tsx,astro}').scan(SITE)) {
    if (/\.(messages|test)\.ts$|\.d\.ts$|\.e2e\.ts$/.test(file) || file in NOT_FOR_PEOPLE || file === relative(SITE, `${import.meta.dir}/screen-texts.ts`))
      continue;
    const code = await Bun.file(`${SITE}/${file}`).text();
    found.push(...(file.endsWith('.astro') ? looseTextsInAstro(file, code) : looseTextsInScript(file, code)).filter((t) => !PROTOCOL_VALUES.has(t.text)));
  }
  return found;
}

test('no text on a screen is outside the message catalogue', async () => {
  const loose = (await looseTexts()).map((t) => `${t.file}:${t.line}: ${t.text.slice(0, 100)}`);
  expect(loose).toEqual([]);
});

test('the scan finds words in JSX, in visible attributes, in strings shown, and in Astro templates', () => {
  const tsx = `
    export const A = () => <p title="Open the console">Hello <b>{name}</b> there</p>;
    const toastText = 'Saved your changes';
    if (event.key === 'Escape') close();
    console.warn('Could not restore the session:', err);
    const B = () => <div className="card bot-card" aria-label={t.label} data-kind="Some Kind">{'Plain words'}</div>;`;
  expect(looseTextsInScript('a.tsx', tsx).map((t) => t.text)).toEqual(['Open the console', 'Hello', 'there', 'Saved your changes', 'Plain words']);
  const astro = `---\nconst title = 'Pricing plans';\n---\n<Base title={title}>\n  <h1 class="hero">Our plans</h1>\n  <input placeholder="For example: baron" />\n  <p>{m.intro}</p>\n  <script>const x = 'Not shown here';</script>\n</Base>`;
  expect(looseTextsInAstro('a.astro', astro)).toEqual([
    { file: 'a.astro', line: 2, text: 'Pricing plans' },
    { file: 'a.astro', line: 6, text: 'For example: baron' },
    { file: 'a.astro', line: 5, text: 'Our plans' },
  ]);
});

test('class lists, keys, camelCase names, paths and brand names are not words for people', () => {
  for (const code of ['button button-primary', 'attacksWon', 'Etc/UTC', 'yieldMinutes', '/api/bots', 'Castellan', 'PayPal', 'x-default'])
    expect(looksLikeWords(code)).toBe(false);
  for (const words of ['Retry', 'Open console', 'the bot is waiting', 'Castellan’s home page']) expect(looksLikeWords(words)).toBe(true);
});
