/**
 * Game accounts, creating a bot and its console in the player's language: a German browser adds a game
 * account on the German Accounts page, creates a bot on the German Create Bot page and opens its console
 * (the dashboard's link is English-only; the console sends a German visitor to its German copy). The
 * German and Polish create-bot page and console are looked at in the three themes at 1280 and 375 px.
 * Expected texts come from the translation files; template names too (the API answers them in the asker's language).
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { catalogue, counted, text, type Catalogue } from './catalogue';
import { openInLanguage, pickTemplate, playerInLanguage } from './helpers';
import { lookAt } from './look';

const de = catalogue('de', 'accounts', 'bots', 'console', 'templates');
const pl = catalogue('pl', 'bots', 'console', 'templates');

/** The Resource Collector & Feasts, as each language names it. */
const template = (c: Catalogue) => text(c, 'templates/economy', 'keeper');
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
let consolePath = '';

test.describe.configure({ mode: 'serial' });

test('a German player adds a game account, creates a bot and opens its console, all in German', async ({ browser, request }) => {
  const { context, page } = await playerInLanguage(browser, 'de-DE', request);

  // The English address opens the German page.
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/de\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: text(de, 'accounts/page', 'title') })).toBeVisible();
  await expect(page.getByText(text(de, 'accounts/list', 'empty'))).toBeVisible();
  const username = `Ritter${Date.now().toString(36)}`;
  await page.getByLabel(text(de, 'accounts/add-form', 'email'), { exact: true }).fill(`${username.toLowerCase()}@game.example`);
  await page.getByLabel(text(de, 'accounts/add-form', 'username'), { exact: true }).fill(username);
  await page.getByLabel(text(de, 'accounts/add-form', 'password'), { exact: true }).fill('castle-pw');
  await expect(
    page
      .getByLabel(text(de, 'accounts/add-form', 'tag'), { exact: true })
      .locator('option')
      .first(),
  ).toHaveText(text(de, 'accounts/tags', 'none'));
  await page.getByRole('button', { name: text(de, 'accounts/add-form', 'add') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(de, 'accounts/add-form', 'added') })).toBeVisible();
  const item = page
    .getByRole('list', { name: text(de, 'accounts/list', 'heading') })
    .getByRole('listitem')
    .filter({ hasText: username });
  await expect(item.getByRole('button', { name: `${username} (INT1) bearbeiten` })).toBeVisible();

  // Create Bot, in German: the plan note and the tabs before and after a template is chosen.
  await page.goto('/bots/create');
  await expect(page).toHaveURL(/\/de\/bots\/create$/);
  await expect(page).toHaveTitle(`${text(de, 'bots/create-page', 'title')} · Castellan`);
  await expect(page.getByText(text(de, 'bots/create-page', 'selectTemplate'))).toBeVisible();
  const create = page.getByRole('button', { name: text(de, 'bots/create-page', 'create') });
  await expect(create).toBeDisabled();
  await pickTemplate(page, template(de));
  await expect(page.getByText(text(de, 'bots/template-plan', 'everyPlan'))).toBeVisible();
  await expect(page.getByRole('tab', { name: text(de, 'bots/create-page', 'credentials') })).toBeDisabled();
  await page.getByLabel(text(de, 'bots/create-page', 'account'), { exact: true }).selectOption({ label: `${username} – INT1` });
  await lookAt(page, 'language-de-create-bot', { words: true });
  await create.click();
  // The new bot's console opens (the guided path's last step); the player goes back to the dashboard.
  await expect(page).toHaveURL(/\/de\/bots\/[a-f0-9]{24}$/);
  await expect(page.getByRole('status').filter({ hasText: text(de, 'bots/actions', 'created') })).toBeVisible();
  await page.getByRole('link', { name: text(de, 'console/page', 'back') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The dashboard's console link is English; the console answers in the player's language.
  await page
    .getByRole('article', { name: template(de) })
    .getByRole('link', { name: /Console|Konsole/ })
    .click();
  await expect(page).toHaveURL(/\/de\/bots\/[a-f0-9]+$/);
  consolePath = new URL(page.url()).pathname.replace(/^\/de/, '');
  await expect(page.getByRole('heading', { level: 1, name: text(de, 'console/page', 'title') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text(de, 'console/connection', 'live') })).toBeVisible();
  const strip = page.getByRole('definition').filter({ hasText: counted(de, 'de', 'bots/today', 'actions', 0) });
  await expect(strip).toBeVisible();
  await expect(page.getByRole('log', { name: text(de, 'console/page', 'logLabel') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(de, 'bots/schedule', 'title') })).toBeVisible();
  await expect(page.getByRole('list', { name: text(de, 'bots/schedule', 'weeklyWindows') })).toContainText('Montag');
  // Searching the log says so in German.
  await page.getByRole('searchbox', { name: text(de, 'console/page', 'searchLabel') }).fill('zzz-nothing');
  await expect(page.getByText(text(de, 'console/page', 'noMatches'), { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: text(de, 'console/page', 'searchLabel') }).fill('');
  await lookAt(page, 'language-de-console', { words: true });

  signedIn = await context.storageState();
  await context.close();
});

test('the Polish create-bot page and console fit every width in every theme', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'pl-PL', '/bots/create', { storageState: signedIn });
  await pickTemplate(page, template(pl));
  await expect(page.getByText(text(pl, 'bots/template-plan', 'everyPlan'))).toBeVisible();
  await lookAt(page, 'language-pl-create-bot', { words: true });

  await page.goto(consolePath);
  await expect(page).toHaveURL(/\/pl\/bots\/[a-f0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: text(pl, 'console/page', 'title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(pl, 'bots/schedule', 'title') })).toBeVisible();
  await lookAt(page, 'language-pl-console', { words: true });

  // An address whose first segment names no language of ours is no console.
  await page.goto(`/xx${consolePath}`);
  await expect(page).toHaveURL(/\/pl\/$/);
  await context.close();
});
