/**
 * Scripts and the strategy planner in the player's language: a German Professional player opens the
 * German Scripts page, takes an example from the library (its German name becomes the script's name) and
 * saves it, then opens the German planner for a game account and is told in German what to fix in the
 * form (no plan is made: that logs into the game). The German and Polish Scripts and Planner pages are
 * looked at in the three themes at 1280 and 375 px, words included. No dry run: half a minute of game
 * server is the English journey's. Expected texts come from the translation files.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { catalogue, text, type Catalogue } from './catalogue';
import { addGameAccountViaApi, grantPlan, openInLanguage, playerInLanguage } from './helpers';
import { lookAt } from './look';

const de = catalogue('de', 'scripts', 'planner');
const pl = catalogue('pl', 'scripts', 'planner');

let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
let account: { id: string; name: string };

test.describe.configure({ mode: 'serial' });

async function plannerFor(page: Page, c: Catalogue, prefix: string): Promise<void> {
  await page.goto(`/planner?account=${account.id}`);
  await expect(page).toHaveURL(new RegExp(`/${prefix}/planner\\?account=`));
  await expect(page.getByRole('heading', { level: 1, name: text(c, 'planner/page', 'title') })).toBeVisible();
  await expect(page.getByText(text(c, 'planner/page', 'subtitleFor', { account: account.name, server: 'INT1' }))).toBeVisible();
  await expect(page.getByText(text(c, 'planner/page', 'noPlan'))).toBeVisible();
}

test('a German Professional player saves an example script and opens the planner, in German', async ({ browser, request }) => {
  const { context, page } = await playerInLanguage(browser, 'de-DE', request);
  await grantPlan(page, request, 'professional', 'Browser test of scripts and the planner in German');
  account = await addGameAccountViaApi(page);

  // The English address opens the German page.
  await page.goto('/scripts');
  await expect(page).toHaveURL(/\/de\/scripts$/);
  await expect(page).toHaveTitle(`${text(de, 'scripts/page', 'title')} · Castellan`);
  await expect(page.getByRole('heading', { level: 1, name: text(de, 'scripts/page', 'title') })).toBeVisible();
  await expect(page.getByText(text(de, 'scripts/sidebar', 'none'))).toBeVisible();

  // The library's example by its German name; saved, the name it takes is that one.
  const example = text(de, 'scripts/library', 'nearest-baron');
  await expect(page.getByText(text(de, 'scripts/library', 'nearest-baron-about'))).toBeVisible();
  await page.getByRole('button', { name: example }).click();
  await expect(page.getByRole('textbox', { name: text(de, 'scripts/editor', 'source') })).toHaveValue(/const SOLDIERS = 50;/);
  await expect(page.getByLabel(text(de, 'scripts/editor', 'name'), { exact: true })).toHaveValue(example);
  await expect(page.getByText(text(de, 'scripts/editor', 'compiles'))).toBeVisible();
  await page.getByRole('button', { name: text(de, 'scripts/editor', 'saveScript') }).click();
  await expect(page.getByText(text(de, 'scripts/page', 'savedNew', { name: example }))).toBeVisible();
  const yours = page.getByRole('region', { name: text(de, 'scripts/sidebar', 'yours') });
  await expect(yours.getByRole('listitem')).toHaveText([`${example} ${text(de, 'scripts/sidebar', 'latest', { version: 1 })}`]);
  await expect(page.getByRole('heading', { name: text(de, 'scripts/editor', 'versionsTitle') })).toBeVisible();
  await expect(page.getByRole('button', { name: text(de, 'scripts/editor', 'saveVersion') })).toBeVisible();
  await expect(page.getByText(text(de, 'scripts/dry-run', 'idle'))).toBeVisible();
  await lookAt(page, 'language-de-scripts', { words: true });

  // The planner: the rules by their German labels, and what to fix said in German before anything is sent.
  await plannerFor(page, de, 'de');
  await page.getByLabel(text(de, 'planner/page', 'minLevel'), { exact: true }).fill('40');
  await page.getByLabel(text(de, 'planner/page', 'maxLevel'), { exact: true }).fill('20');
  await page.getByRole('button', { name: text(de, 'planner/page', 'makePlan') }).click();
  await expect(page.getByRole('alert')).toHaveText(text(de, 'planner/form', 'levelOrder'));
  await lookAt(page, 'language-de-planner', { words: true });

  signedIn = await context.storageState();
  await context.close();
});

test('a Polish player: Scripts and the planner in Polish', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'pl-PL', '/scripts', { storageState: signedIn });
  await expect(page.getByRole('heading', { level: 1, name: text(pl, 'scripts/page', 'title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(pl, 'scripts/sidebar', 'library') })).toBeVisible();
  // The German name the script was saved with is the player's own: it stays as written.
  await expect(
    page.getByRole('region', { name: text(pl, 'scripts/sidebar', 'yours') }).getByRole('button', { name: text(de, 'scripts/library', 'nearest-baron') }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: text(pl, 'scripts/sidebar', 'library') }).getByRole('button', { name: text(pl, 'scripts/library', 'nearest-baron') }),
  ).toBeVisible();
  await lookAt(page, 'language-pl-scripts', { words: true });
  await plannerFor(page, pl, 'pl');
  await lookAt(page, 'language-pl-planner', { words: true });
  await context.close();
});
