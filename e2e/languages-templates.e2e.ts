/**
 * The bot templates in the player's language: the API answers the templates' names, descriptions,
 * categories, setting labels, options and hints in the asker's language, and the dashboard's create-bot
 * dialog shows them as it gets them. A German browser opens the dialog and reads the template names and
 * a template's settings in German; a Polish browser of the same player creates the bot in Polish; the
 * German dashboard then names the bot's template in German (the bot's own name stays as it was made).
 * Both dialogs are looked at in every theme at 1280 and 375 px. Expected texts come from the translation
 * files.
 */
import { expect, test, type Page } from '@playwright/test';
import { catalogue, text, type Catalogue } from './catalogue';
import { browserInLanguage, playerInLanguage } from './helpers';
import { lookAt } from './look';

const de = catalogue('de', 'templates', 'dashboard');
const pl = catalogue('pl', 'templates', 'dashboard');
/** The templates every plan includes, in the catalogue's order: the dialog lists them by their name alone. */
const STARTER: [string, string][] = [
  ['templates/combat', 'baronFarmer'],
  ['templates/economy', 'keeper'],
  ['templates/events', 'seaForts'],
  ['templates/events', 'khanBerimond'],
  ['templates/safety', 'guard'],
];

/** The dashboard's create-bot dialog with the Robber Baron Farmer chosen, its words checked in `c`. */
async function dialogWithBaronFarmer(page: Page, c: Catalogue) {
  await page.getByRole('button', { name: text(c, 'dashboard/page', 'createBot'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text(c, 'dashboard/create-bot', 'title') });
  const select = dialog.getByLabel(text(c, 'dashboard/create-bot', 'template'), { exact: true });
  await expect(select.locator('option')).toContainText(STARTER.map(([set, key]) => text(c, set, key)));
  await select.selectOption({ label: text(c, 'templates/combat', 'baronFarmer') });
  await expect(dialog.getByText(text(c, 'templates/combat', 'baronFarmerText'))).toBeVisible();
  await expect(dialog.getByLabel(text(c, 'dashboard/create-bot', 'category'), { exact: true })).toHaveValue(text(c, 'templates/common', 'combat'));
  const kingdom = dialog.getByLabel(text(c, 'templates/common', 'kingdom'), { exact: true });
  await expect(kingdom).toHaveValue('green');
  await expect(kingdom.locator('option:checked')).toHaveText(text(c, 'templates/common', 'kingdomGreen'));
  await expect(dialog.getByLabel(text(c, 'templates/common', 'troops'), { exact: true })).toHaveValue('60');
  await expect(dialog.getByText(text(c, 'templates/common', 'troopsHelp'))).toBeVisible();
  return dialog;
}

test('a German and a Polish player read the create-bot dialog’s templates and settings in their language', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const german = await playerInLanguage(browser, 'de-DE', request);
  const page = german.page;
  const headers = { authorization: `Bearer ${german.token}`, origin: new URL(page.url()).origin };
  const username = `Vogt${Date.now().toString(36)}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: `${username.toLowerCase()}@game.example`, server: 'INT1', username, password: 'castle-pw', type: 'none' },
  });
  expect(account.status()).toBe(201);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/de\/dashboard$/);
  const dialog = await dialogWithBaronFarmer(page, de);
  // Nothing of the template in English.
  for (const english of ['Robber Baron Farmer', 'Soldiers per attack', 'Great Empire (green)']) await expect(dialog).not.toContainText(english);
  await dialog.getByLabel(text(de, 'dashboard/create-bot', 'account'), { exact: true }).selectOption({ label: `${username} – INT1` });
  await lookAt(page, 'language-de-create-bot-dialog', { words: true });
  await dialog.getByRole('button', { name: text(de, 'dashboard/create-bot', 'cancel') }).click();
  await expect(dialog).toBeHidden();

  const polish = await browserInLanguage(browser, 'pl-PL', german.token);
  await polish.page.goto('/dashboard');
  await expect(polish.page).toHaveURL(/\/pl\/dashboard$/);
  const polishDialog = await dialogWithBaronFarmer(polish.page, pl);
  await polishDialog.getByLabel(text(pl, 'dashboard/create-bot', 'account'), { exact: true }).selectOption({ label: `${username} – INT1` });
  await lookAt(polish.page, 'language-pl-create-bot-dialog', { words: true });
  await polishDialog.getByRole('button', { name: text(pl, 'dashboard/create-bot', 'create') }).click();
  await expect(polishDialog).toBeHidden();
  // A bot named by nobody takes its template's name in its creator's language.
  const named = `${text(pl, 'templates/combat', 'baronFarmer')} · ${username}`;
  await expect(polish.page.getByRole('article', { name: named })).toBeVisible();
  await polish.context.close();

  // Read in German, the card names the bot's template in German under its own name, as it was made (the
  // account's heading above the card names the account).
  await page.reload();
  const card = page.getByRole('article', { name: named });
  await expect(card.getByText(text(de, 'templates/combat', 'baronFarmer'), { exact: true })).toBeVisible();
  await german.context.close();
});
