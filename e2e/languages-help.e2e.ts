/**
 * The help centre, the Terms and the Privacy Policy in the players' languages: a German browser opens the
 * German help centre, searches it in German and reads the article it finds, opens a template's article,
 * then the German Terms, which say first that the English text binds and link to it (the English opens,
 * not the German again). The German and Polish article and Terms pages fit every width in every theme.
 * Expected texts come from the translation files, not from this test.
 */
import { expect, test } from '@playwright/test';
import { catalogue, counted, text } from './catalogue';
import { openInLanguage } from './helpers';
import { lookAt } from './look';

const de = catalogue('de', 'help', 'legal', 'site');
const pl = catalogue('pl', 'help', 'legal', 'site');

test('a German browser searches the German help centre, reads an article and a template’s, and the Terms with their binding English', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'de-DE', '/help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'help/centre', 'title'));
  for (const group of ['start', 'templates', 'plans', 'security', 'support'])
    await expect(page.getByRole('heading', { level: 2, name: text(de, 'help/categories', group) })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(12);

  // A German word, searched on the server over the German articles.
  await page.getByRole('searchbox', { name: text(de, 'help/centre', 'searchLabel') }).fill('Erstattung');
  await page.getByRole('button', { name: text(de, 'help/centre', 'search'), exact: true }).click();
  await expect(page).toHaveURL(/\/de\/help\/search\?q=Erstattung$/);
  const results = page.getByRole('list', { name: text(de, 'help/centre', 'results') });
  const plans = text(de, 'help/plans', 'title');
  await expect(results.getByRole('link').first()).toHaveText(plans);
  await results.getByRole('link', { name: plans }).click();
  await expect(page).toHaveURL(/\/de\/help\/plans$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plans);
  const within24 = counted(de, 'de', 'help/support-levels', 'within', 24);
  await expect(page.getByText(`Premium: ${text(de, 'help/support-levels', 'priority')}. ${within24}`)).toBeVisible();
  // Links inside an article keep the reader's language.
  await expect(page.getByRole('main').getByRole('link', { name: text(de, 'help/centre', 'title') })).toHaveAttribute('href', '/de/help');
  await expect(page.getByRole('main').getByRole('link', { name: text(de, 'help/centre', 'support'), exact: true })).toHaveAttribute('href', '/de/support');

  // A template's article, from the index, under its English address.
  await page
    .getByRole('main')
    .getByRole('link', { name: text(de, 'help/centre', 'title') })
    .click();
  const defence = text(de, 'help/castle-defence', 'title');
  await page
    .getByRole('list', { name: text(de, 'help/categories', 'templates') })
    .getByRole('link', { name: defence })
    .click();
  await expect(page).toHaveURL(/\/de\/help\/castle-defence$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(defence);
  await expect(page.getByText(text(de, 'help/castle-defence', 'what'))).toBeVisible();

  // The Terms from the footer: German, with a note that only the English binds, and the English one link away.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text(de, 'site/chrome', 'terms') })
    .click();
  await expect(page).toHaveURL(/\/de\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'legal/terms', 'title'));
  const note = page.getByRole('note');
  await expect(note).toHaveText(text(de, 'legal/common', 'binding').replace('{english}', 'Terms of Service'));
  await note.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByRole('note')).toHaveCount(0);
  // Reading the English did not make English the visitor's language.
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/de\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'legal/privacy', 'title'));
  await context.close();
});

test('the German and Polish help article and Terms fit every width in every theme', async ({ browser }) => {
  test.setTimeout(60_000);
  for (const [locale, c] of [
    ['de', de],
    ['pl', pl],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`/${locale}/help/market-trader`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(c, 'help/market-trader', 'title'));
    await lookAt(page, `language-${locale}-help-article`, { words: true });
    await page.goto(`/${locale}/terms`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(c, 'legal/terms', 'title'));
    await lookAt(page, `language-${locale}-terms`, { words: true });
    await context.close();
  }
});
