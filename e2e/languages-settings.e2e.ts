/**
 * Settings and profile in the player's language: a German browser opens the German settings, switches
 * the theme by its German name, reads the Account tab and follows it to the German profile (the plural of
 * its bot slots as German writes it). Every tab of the German and Polish settings is looked at: no word
 * cut off or pushed out at 1280 and 375 px; the longest tabs also in every theme with axe. Expected texts
 * come from the translation files, not from this test.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { catalogue, counted, text, type Catalogue } from './catalogue';
import { playerInLanguage } from './helpers';
import { lookAt, overflowingText, SIZES } from './look';

const de = catalogue('de', 'settings');
const pl = catalogue('pl', 'settings');

let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
let email: string;

// Signed up without a language of its own (the browser decides), then opened in each language.
test.beforeAll(async ({ browser }) => {
  const start = await browser.newPage();
  const player = await playerInLanguage(browser, 'en-US', start.request);
  email = player.email;
  signedIn = await player.context.storageState();
  await player.context.close();
  await start.context().close();
});

const open = (browser: Browser, locale: string) => browser.newContext({ locale, storageState: signedIn });

/** Every tab of the settings, each checked for words that do not fit on a desktop and a phone. */
async function everyTabFits(page: Page, c: Catalogue, name: string): Promise<void> {
  const problems: string[] = [];
  for (const [id, label] of Object.entries(c['settings/tabs']!)) {
    await page.getByRole('tab', { name: label as string, exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: label as string })).toBeVisible();
    // The tab's content has loaded (its skeletons are gone) before it is measured.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      problems.push(...(await overflowingText(page)).map((p) => `${name} #${id} ${size.name}: ${p}`));
    }
  }
  expect(problems).toEqual([]);
}

test('a German player: the theme by its German name, the Account tab, the profile; every tab fits', async ({ browser }) => {
  const context = await open(browser, 'de-DE');
  const page = await context.newPage();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/de\/settings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(`${text(de, 'settings/page', 'title')} · Castellan`);
  await expect(page.getByRole('heading', { level: 1, name: text(de, 'settings/page', 'title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: text(de, 'settings/tabs', 'appearance') })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('radio', { name: text(de, 'settings/appearance', 'light') }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('radio', { name: text(de, 'settings/appearance', 'light') })).toBeChecked();
  await lookAt(page, 'language-de-settings', { words: true });

  await page.getByRole('tab', { name: text(de, 'settings/tabs', 'account') }).click();
  const account = page.getByRole('tabpanel', { name: text(de, 'settings/tabs', 'account') });
  await expect(account.getByRole('term')).toHaveText([text(de, 'settings/account', 'email'), text(de, 'settings/account', 'plan')]);
  await expect(account.getByText(email)).toBeVisible();
  await expect(account.getByText('Starter', { exact: true })).toBeVisible();
  await account.getByRole('link', { name: text(de, 'settings/account', 'viewProfile') }).click();

  await expect(page).toHaveURL(/\/de\/profile$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: text(de, 'settings/profile', 'title') })).toBeVisible();
  await expect(main.getByText(counted(de, 'de', 'settings/profile', 'slots', 1), { exact: true })).toBeVisible();
  await expect(main.getByText(text(de, 'settings/profile', 'emailAndPassword'), { exact: true })).toBeVisible();
  await lookAt(page, 'language-de-profile', { words: true });

  await main.getByRole('link', { name: text(de, 'settings/profile', 'settings') }).click();
  await expect(page).toHaveURL(/\/de\/settings$/);
  await page.getByRole('tab', { name: text(de, 'settings/tabs', 'security') }).click();
  await expect(page.getByRole('heading', { name: text(de, 'settings/sessions', 'title') })).toBeVisible();
  await expect(
    page.getByRole('list', { name: text(de, 'settings/sessions', 'listLabel') }).getByText(text(de, 'settings/sessions', 'thisBrowser')),
  ).toBeVisible();
  await lookAt(page, 'language-de-settings-security', { words: true });

  // The activity log: the API's entries in German too (its labels and its words, the device named the German way).
  const answers = catalogue('de', 'answers');
  const notifications = catalogue('de', 'notifications');
  await page.getByRole('tab', { name: text(de, 'settings/tabs', 'activity') }).click();
  const activity = page.getByRole('list', { name: text(notifications, 'notifications/activity', 'list') });
  const signedIn = activity
    .getByRole('listitem')
    .filter({ hasText: text(answers, 'answers/activity-kinds', 'signed-in') })
    .first();
  await expect(signedIn).toBeVisible();
  await expect(signedIn).toContainText(text(answers, 'answers/auth', 'browserOnSystem', { browser: 'Chrome', system: 'Linux' }));
  await expect(activity).not.toContainText('Signed in');
  await everyTabFits(page, de, 'de');
  await context.close();
});

test('a Polish player: the settings in Polish, every tab fits', async ({ browser }) => {
  const context = await open(browser, 'pl-PL');
  const page = await context.newPage();
  await page.goto('/settings#data');
  await expect(page).toHaveURL(/\/pl\/settings#data$/);
  await expect(page.getByRole('heading', { level: 1, name: text(pl, 'settings/page', 'title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(pl, 'settings/your-data', 'downloadTitle') })).toBeVisible();
  await lookAt(page, 'language-pl-settings-data', { words: true });
  await everyTabFits(page, pl, 'pl');
  await page.goto('/pl/profile');
  await expect(page.getByRole('main').getByText(counted(pl, 'pl', 'settings/profile', 'slots', 1), { exact: true })).toBeVisible();
  await lookAt(page, 'language-pl-profile', { words: true });
  await context.close();
});
