/**
 * The changelog as a player meets it: the footer's What’s new opens it, the newest change is on top under
 * its day, and the page names its Atom feed, which a feed reader (here Chromium's own XML parser) reads as
 * Atom with the same newest entry. A German browser gets the page and its feed in German, an Arabic one right
 * to left; each fits 1280 and 375 px in every theme. Expected words come from the message set (English) and
 * the translation files, never from this test.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHANGELOG } from '../shared/src/changelog/entries';
import { changelogWords } from '../shared/src/changelog/entries.messages';
import { formatDate } from '../shared/src/i18n/dates';
import { catalogue, text } from './catalogue';
import { openInLanguage } from './helpers';
import { lookAt } from './look';

const newest = CHANGELOG[0]!;
const english = changelogWords.base;
const de = catalogue('de', 'site');
const ar = catalogue('ar', 'site');
const dayOf = (locale: string) => formatDate(locale, `${newest.at.slice(0, 10)}T00:00:00Z`, 'longDate', { timeZone: 'UTC' });

/** The feed the page names in its head, as a feed reader finds and reads it. */
async function feedOf(page: Page): Promise<{ lang: string | null; titles: string[]; updated: string[]; ids: string[] }> {
  const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute('href'))!;
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const xml = await response.text();
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const entries = [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')];
    const child = (el: Element, name: string) => el.getElementsByTagNameNS('http://www.w3.org/2005/Atom', name)[0]?.textContent ?? '';
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      lang: doc.documentElement.getAttribute('xml:lang'),
      titles: entries.map((e) => child(e, 'title')),
      updated: entries.map((e) => child(e, 'updated')),
      ids: entries.map((e) => child(e, 'id')),
    };
  }, xml);
  expect(feed.error).toBe(false);
  expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
  return feed;
}

test('the footer’s What’s new opens the changelog, newest first, with an Atom feed a reader can follow', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'What’s new' }).click();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s new');
  // The first day is the newest change's, and its first entry is that change.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(dayOf('en'));
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(english[newest.title]);
  await expect(first).toContainText(english[newest.body]);
  await expect(page.getByRole('article')).toHaveCount(CHANGELOG.length);
  await expect(page.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/changelog.atom');

  const feed = await feedOf(page);
  expect(feed.lang).toBe('en');
  expect(feed.titles).toHaveLength(CHANGELOG.length);
  expect(feed.titles[0]).toBe(english[newest.title]);
  expect(feed.ids[0]).toMatch(new RegExp(`/changelog#${newest.id}$`));
  expect(feed.updated).toEqual([...feed.updated].sort().reverse());

  await lookAt(page, 'changelog', { words: true });
});

test('a German browser reads the changelog and its feed in German', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'de-DE', '/changelog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'site/changelog', 'title'));
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(dayOf('de'));
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(text(de, 'site/changelog-entries', newest.title));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: text(de, 'site/chrome', 'changelog') })).toHaveAttribute('href', '/de/changelog');
  await expect(page.getByRole('link', { name: text(de, 'site/changelog', 'feed') })).toHaveAttribute('href', '/de/changelog.atom');

  const feed = await feedOf(page);
  expect(feed.lang).toBe('de');
  expect(feed.titles[0]).toBe(text(de, 'site/changelog-entries', newest.title));
  expect(feed.ids[0]).toMatch(new RegExp(`/de/changelog#${newest.id}$`));

  await lookAt(page, 'changelog-de', { words: true });
  await context.close();
});

test('an Arabic browser reads the changelog right to left', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'ar', '/changelog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ar, 'site/changelog', 'title'));
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(dayOf('ar'));
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(text(ar, 'site/changelog-entries', newest.title));
  expect((await feedOf(page)).lang).toBe('ar');
  await lookAt(page, 'changelog-ar', { words: true });
  await context.close();
});
