/**
 * One page speaks one language (issue 54): a player whose account reads Arabic opens `/de/` pages (a link a
 * friend sent, say). The pages are German and so is every word the API sends them: the template names, a
 * bot's name made on the page, an error. Nothing in the page's text is in Arabic script, and the account
 * still reads Arabic afterwards (an unprefixed address opens the Arabic page) until the player takes the
 * page's offer to use German from now on. Expected words come from the translation files.
 */
import { expect, test, type Page } from '@playwright/test';
import { catalogue, text } from './catalogue';
import { addGameAccountViaApi, apiHeaders, playerInLanguage } from './helpers';
import { lookAt } from './look';

const de = catalogue('de', 'accounts', 'bots', 'dashboard', 'templates', 'errors', 'common');
/** The language names the offer slots in, as the German page names them. */
const names = { page: new Intl.DisplayNames(['de'], { type: 'language' }).of('de')!, account: new Intl.DisplayNames(['de'], { type: 'language' }).of('ar')! };
const ar = catalogue('ar', 'dashboard');
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+/g;

/** Every run of Arabic script in what the page shows (its text as a reader gets it, options of its selects included). */
async function arabicOnPage(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => document.body.innerText);
  return shown.match(ARABIC_SCRIPT) ?? [];
}

test('a player whose account reads Arabic opens /de/ pages and reads them whole in German', async ({ browser, request }) => {
  const { context, page } = await playerInLanguage(browser, 'ar', request);
  expect((await page.request.put('/api/users/me/language', { headers: await apiHeaders(page), data: { language: 'ar' } })).ok()).toBe(true);
  // The account's language first, as the player knows the site: the dashboard in Arabic.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/ar\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: text(ar, 'dashboard/page', 'welcome') })).toBeVisible();
  const account = await addGameAccountViaApi(page);

  // Create Bot from a German link: the templates (the API's words) are German.
  await page.goto('/de/bots/create');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: text(de, 'bots/create-page', 'title') })).toBeVisible();
  const baron = text(de, 'templates/combat', 'baronFarmer');
  await expect(page.getByText(baron, { exact: true }).first()).toBeAttached();
  // The page offers to make German the account's language; the player keeps Arabic, and it asks no more.
  const offer = page.getByRole('complementary', { name: text(de, 'common/language-offer', 'label') });
  await expect(offer).toContainText(text(de, 'common/language-offer', 'text', names));
  expect(await arabicOnPage(page)).toEqual([]);
  await lookAt(page, 'page-language-offer', { words: true });
  await offer.getByRole('button', { name: text(de, 'common/language-offer', 'keep', names) }).click();
  await expect(offer).toBeHidden();
  // A bot made from this page (as its form would send it: the page's language with the call).
  const made = await page.request.post('/api/bots', {
    headers: { ...(await apiHeaders(page)), 'x-page-language': 'de' },
    data: { templateId: 'baron-farmer', accountId: account.id },
  });
  expect(made.status()).toBe(201);

  // The dashboard: the bot's card names its template in German, and the bot took its German name.
  await page.goto('/de/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: text(de, 'dashboard/page', 'welcome') })).toBeVisible();
  const card = page.getByRole('article', { name: new RegExp(baron) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(baron);
  await expect(offer).toHaveCount(0);
  expect(await arabicOnPage(page)).toEqual([]);
  await lookAt(page, 'page-language-de-dashboard', { words: true });

  // An error of the API's on a German page: adding the same game account again.
  await page.goto('/de/accounts');
  await expect(page.getByRole('heading', { level: 1, name: text(de, 'accounts/page', 'title') })).toBeVisible();
  await page.getByLabel(text(de, 'accounts/add-form', 'email'), { exact: true }).fill(`${account.name.toLowerCase()}@game.example`);
  await page.getByLabel(text(de, 'accounts/add-form', 'username'), { exact: true }).fill(account.name);
  await page.getByLabel(text(de, 'accounts/add-form', 'password'), { exact: true }).fill('castle-pw');
  await page.getByRole('button', { name: text(de, 'accounts/add-form', 'add') }).click();
  await expect(page.getByText(text(de, 'errors/accounts', 'alreadyRegistered', { username: account.name, server: 'INT1' }))).toBeVisible();
  expect(await arabicOnPage(page)).toEqual([]);
  // The form's own words on the way: the game's e-mail and the tags say what they are, in German.
  await expect(page.getByLabel(text(de, 'accounts/add-form', 'email'), { exact: true })).toHaveAccessibleDescription(
    text(de, 'accounts/add-form', 'emailHint'),
  );
  const tower = text(de, 'accounts/tags', 'tower');
  await expect(page.getByLabel(text(de, 'accounts/add-form', 'tag'), { exact: true }).getByRole('option', { name: tower })).toBeAttached();
  await lookAt(page, 'page-language-de-accounts', { words: true });

  // Browsing /de/ changed nothing of the account's: an address without a language still opens in Arabic.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/ar\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: text(ar, 'dashboard/page', 'welcome') })).toBeVisible();
  expect((await page.request.get('/api/auth/me', { headers: await apiHeaders(page) }).then((r) => r.json())).user.user_metadata.language).toBe('ar');

  // Taking the offer (on another device, say: this one remembers the refusal) makes German the account's.
  await page.evaluate(() => localStorage.removeItem('castellan.language-offer.declined'));
  await page.goto('/de/accounts');
  await offer.getByRole('button', { name: text(de, 'common/language-offer', 'use', names) }).click();
  await expect(page.getByText(text(de, 'common/language-offer', 'saved', names))).toBeVisible();
  await expect(offer).toBeHidden();
  expect((await page.request.get('/api/auth/me', { headers: await apiHeaders(page) }).then((r) => r.json())).user.user_metadata.language).toBe('de');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/de\/dashboard$/);
  await context.close();
});
