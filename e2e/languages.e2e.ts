/**
 * The site in the players' languages, as a visitor meets it: the browser's language opens the pages in
 * it, the language menu changes it and the choice is kept, the pages say what their other languages are
 * (hreflang), plurals and prices read as the language writes them, and the pages need no script. The
 * German and Polish pages are looked at in the three themes at 1280 and 375 px: no word cut off, nothing
 * sideways, axe-clean. Expected texts come from the translation files, not from this test.
 */
import { expect, test } from '@playwright/test';
import { catalogue, counted, text } from './catalogue';
import { openInLanguage, screenshot, signedUpPlayer, signInThroughUi } from './helpers';
import { lookAt, overflowingText } from './look';

const de = catalogue('de', 'site');
const pl = catalogue('pl', 'site');

test('a German browser opens the German pages; the language menu switches to English and the choice is kept', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'de-DE', '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'site/landing', 'title'));
  // Every language and the English as the default, for search engines.
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(12);
  await expect(page.locator('link[hreflang="pt-BR"]')).toHaveAttribute('href', /\/pt-br\/$/);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/$/);

  await page
    .getByRole('navigation', { name: text(de, 'site/chrome', 'mainNav') })
    .getByRole('link', { name: text(de, 'site/chrome', 'navPricing') })
    .click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium).toContainText('19,99 $');
  await expect(premium).toContainText(counted(de, 'de', 'site/pricing-cards', 'bots', 6));
  await lookAt(page, 'language-de-pricing', { words: true });

  // English from the menu: the same page in English, and the next visit stays English.
  const menu = page.locator('summary').filter({ hasText: `${text(de, 'site/chrome', 'language')}: DE (Deutsch)` });
  // Open on a phone, the menu's eleven languages are all on the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await menu.click();
  await expect(page.getByRole('link', { name: 'Nederlands' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'العربية' })).toBeInViewport();
  expect(await overflowingText(page)).toEqual([]);
  await screenshot(page, 'language-menu-375.png', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Nederlands' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await menu.click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, transparent pricing');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('Polish without script: the pages come in Polish, with Polish plurals and prices', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'pl-PL', '/pricing', { javaScriptEnabled: false });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(pl, 'site/pricing-page', 'heading'));
  // 12 takes Polish's "many" form, 3 its "few": both as the language writes them.
  await expect(page.getByRole('article', { name: /Professional/ })).toContainText(counted(pl, 'pl', 'site/pricing-cards', 'bots', 12));
  await expect(page.getByRole('article', { name: /Plus/ })).toContainText(counted(pl, 'pl', 'site/pricing-cards', 'bots', 3));
  await expect(page.getByRole('article', { name: /Plus/ })).toContainText('9,99 USD');
  // The language menu is links: it works without script.
  await page
    .locator('summary')
    .filter({ hasText: `${text(pl, 'site/chrome', 'language')}: PL (Polski)` })
    .click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  // And the choice is kept, English included, though this Polish browser runs no script (issue 38).
  await page
    .locator('summary')
    .filter({ hasText: `${text(de, 'site/chrome', 'language')}: DE (Deutsch)` })
    .click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the German and Polish landing pages fit every width in every theme', async ({ browser }) => {
  for (const locale of ['de', 'pl']) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await lookAt(page, `language-${locale}-landing`, { words: true });
    if (locale === 'pl') {
      await page.goto('/pl/pricing');
      await lookAt(page, 'language-pl-pricing', { words: true });
    }
    await context.close();
  }
});

test('Arabic reads right to left and Czech in its own words: the landing and pricing pages fit every width in every theme', async ({ browser }) => {
  const ar = catalogue('ar', 'site');
  const cs = catalogue('cs', 'site');
  const { context, page } = await openInLanguage(browser, 'ar', '/pricing');
  await expect(page).toHaveURL(/\/ar\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ar, 'site/pricing-page', 'heading'));
  await expect(page.getByRole('article', { name: /Professional/ })).toContainText(counted(ar, 'ar', 'site/pricing-cards', 'bots', 12));
  // Mirrored: the brand stands at the right-hand end of the header, the first plan at the right.
  const width = page.viewportSize()!.width;
  const brand = await page.getByRole('link', { name: 'Castellan' }).first().boundingBox();
  expect(brand!.x).toBeGreaterThan(width / 2);
  const [starter, professional] = [
    await page.getByRole('article', { name: /Starter/ }).boundingBox(),
    await page.getByRole('article', { name: /Professional/ }).boundingBox(),
  ];
  expect(starter!.x).toBeGreaterThan(professional!.x);
  await lookAt(page, 'language-ar-pricing', { words: true });
  await page.goto('/ar/');
  await lookAt(page, 'language-ar-landing', { words: true });
  await context.close();

  const czech = await openInLanguage(browser, 'cs-CZ', '/pricing');
  await expect(czech.page).toHaveURL(/\/cs\/pricing$/);
  await expect(czech.page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(czech.page.getByRole('article', { name: /Plus/ })).toContainText(counted(cs, 'cs', 'site/pricing-cards', 'bots', 3));
  await lookAt(czech.page, 'language-cs-pricing', { words: true });
  await czech.context.close();
});

test('a player picks a language once in Settings: this browser, and the next one they sign in on, follow it', async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  const email = await signedUpPlayer(page);
  await page.goto('/settings#appearance');
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Deutsch' });
  // The same tab again, in German.
  await expect(page).toHaveURL(/\/de\/settings#appearance$/);
  await expect(page.getByLabel(text(de, 'site/language-picker', 'label'), { exact: true })).toHaveValue('de');
  // The marketing pages open in German now, though the browser asks for English.
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await first.close();

  // Another browser, English too: signing in brings the account's language.
  const second = await browser.newContext();
  const other = await second.newPage();
  await signInThroughUi(other, email);
  await other.goto('/');
  await expect(other).toHaveURL(/\/de\/$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await second.close();
});
