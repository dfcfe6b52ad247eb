import { expect, test } from 'bun:test';
import { readCatalogue } from '@shared/i18n/catalogue-files';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { CHANGELOG, changelogIn, type ChangelogText } from '@shared/changelog/entries';
import { changelogPageMessages } from './changelog.messages';
import { changelogAtom, changelogFeedPath, changelogPath } from './feed';

const ORIGIN = 'https://castellan.example';
const { catalogue } = readCatalogue();
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function feedIn(locale: Locale, entries: readonly ChangelogText[] = changelogIn(locale, catalogue)): string {
  const m = messagesIn(locale, changelogPageMessages, catalogue);
  return changelogAtom({ origin: ORIGIN, locale, title: m.feedTitle, subtitle: m.description, entries });
}

/**
 * Well-formed XML, as far as the feed's own markup goes: one declaration, every element closed in order,
 * no `<` or stray `&` in text or attributes. Returns the problems found.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')) problems.push('no XML declaration first');
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const open: string[] = [];
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi)) {
    const [whole, closing, name, attributes, selfClosing] = m;
    if (!name) {
      problems.push(`stray ${whole} at ${m.index}`);
      continue;
    }
    for (const a of (attributes ?? '').matchAll(/"([^"]*)"/g))
      if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(a[1]!)) problems.push(`unescaped & in ${name}'s attribute`);
    if (selfClosing) continue;
    if (!closing) open.push(name);
    else if (open.pop() !== name) problems.push(`</${name}> closes another element`);
  }
  if (open.length) problems.push(`left open: ${open.join(', ')}`);
  return problems;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const entriesOf = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]!);
const field = (xml: string, name: string) => decode(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1] ?? '');

test.each(LOCALES)('%s: the feed is well-formed Atom, in the language, every entry newest first with an RFC 3339 date', (locale) => {
  const xml = feedIn(locale);
  expect(xmlProblems(xml)).toEqual([]);
  expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`);
  const page = `${ORIGIN}${changelogPath(locale)}`;
  // RFC 4287 4.1.1: a feed has an id, a title, an updated date and (with no author on its entries) an author.
  const head = xml.slice(0, xml.indexOf('<entry>'));
  expect(field(head, 'id')).toBe(page);
  expect(field(head, 'title')).toBe(messagesIn(locale, changelogPageMessages, catalogue).feedTitle);
  expect(head).toContain('<author><name>Castellan</name>');
  expect(head).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}${changelogFeedPath(locale)}"/>`);
  expect(head).toContain(`<link rel="alternate" type="text/html" hreflang="${locale}" href="${page}"/>`);
  // The feed changed when its newest entry did, not when the site was built.
  expect(field(head, 'updated')).toBe(CHANGELOG[0]!.at);

  const entries = entriesOf(xml);
  const texts = changelogIn(locale, catalogue);
  expect(entries).toHaveLength(CHANGELOG.length);
  for (const [i, entry] of entries.entries()) {
    expect(field(entry, 'id')).toBe(`${page}#${CHANGELOG[i]!.id}`);
    expect(field(entry, 'title')).toBe(texts[i]!.title);
    expect(field(entry, 'content')).toBe(texts[i]!.body);
    for (const name of ['published', 'updated']) expect(field(entry, name)).toMatch(RFC3339);
  }
  const updated = entries.map((e) => Date.parse(field(e, 'updated')));
  expect(updated).toEqual([...updated].sort((a, b) => b - a));
});

test('an entry’s id is its own, whatever the build and the entries around it, and differs between languages', () => {
  const ids = (xml: string) => entriesOf(xml).map((e) => field(e, 'id'));
  const german = ids(feedIn('de'));
  expect(ids(feedIn('de'))).toEqual(german);
  // An entry added on top changes no other entry's id.
  const added = { id: '2030-01-01-later', at: '2030-01-01T00:00:00Z', title: 'Later', body: 'A later change.' };
  expect(ids(feedIn('de', [added, ...changelogIn('de', catalogue)])).slice(1)).toEqual(german);
  expect(new Set(german).size).toBe(german.length);
  const english = ids(feedIn('en'));
  expect(english[0]).toBe(`${ORIGIN}/changelog#${CHANGELOG[0]!.id}`);
  expect(german[0]).toBe(`${ORIGIN}/de/changelog#${CHANGELOG[0]!.id}`);
  expect(english.filter((id) => german.includes(id))).toEqual([]);
});

test('text is escaped in elements and attributes, and reads back whole', () => {
  const tricky = {
    id: '2026-11-28-tricky',
    at: '2026-11-28T10:00:00Z',
    title: 'Fish & <chips> "quoted" it’s',
    body: 'a < b && c > d; \'single\' and "double" </content>',
  };
  const xml = changelogAtom({ origin: ORIGIN, locale: 'en', title: 'A & B <feed>', subtitle: '"Sub" & <title>', entries: [tricky] });
  expect(xmlProblems(xml)).toEqual([]);
  const [entry] = entriesOf(xml);
  expect(field(entry!, 'title')).toBe(tricky.title);
  expect(field(entry!, 'content')).toBe(tricky.body);
  expect(field(xml, 'subtitle')).toBe('"Sub" & <title>');
  expect(xml).toContain('<title type="text">A &amp; B &lt;feed&gt;</title>');
  expect(xml).not.toContain('</content>"');
});

test('the check of well-formed XML finds what it should', () => {
  const found = (xml: string) => xmlProblems(xml).map((p) => p.replace(/ at \d+$/, ''));
  expect(found('<?xml version="1.0" encoding="utf-8"?>\n<feed><title>a & b</title></feed>')).toEqual(['stray &']);
  expect(xmlProblems('<?xml version="1.0" encoding="utf-8"?>\n<feed><title>a</feed></title>')).toHaveLength(2);
  expect(found('<?xml version="1.0" encoding="utf-8"?>\n<feed><title>a < b</title></feed>')).toEqual(['stray <']);
  expect(found('<feed></feed>')).toEqual(['no XML declaration first']);
});

test('each language’s feed sits beside its page', () => {
  expect(changelogFeedPath('en')).toBe('/changelog.atom');
  expect(changelogFeedPath('pt-BR')).toBe('/pt-br/changelog.atom');
  expect(changelogPath('de')).toBe('/de/changelog');
});
