/**
 * The dashboard in a player's language: a German browser signed in opens /dashboard and is sent to the
 * German dashboard (summary, tabs, first steps, a bot's card), opens the Analytics tab in German, and the
 * German and Polish dashboards with a bot on them are looked at in every theme at 1280 and 375 px (no
 * word cut off, nothing sideways, axe-clean). Expected texts come from the translation files.
 */
import { expect, test } from '@playwright/test';
import { catalogue, counted, text, type Catalogue } from './catalogue';
import { browserInLanguage, newEmail, signUpViaApi } from './helpers';
import { lookAt } from './look';

const de = catalogue('de', 'dashboard', 'analytics', 'common');
const pl = catalogue('pl', 'dashboard', 'analytics', 'common');
/** The words of a message before the element it holds (`{link}`). */
const before = (c: Catalogue, set: string, key: string) => text(c, set, key).split('{')[0]!.trim();

test('a German player gets the German dashboard and Analytics tab; German and Polish dashboards fit every width', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const email = newEmail('sprache');
  const token = await signUpViaApi(request, email);

  const german = await browserInLanguage(browser, 'de-DE', token);
  const page = german.page;
  // The English address: the site's server sends a German browser to the German page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/de\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(new RegExp(`^${text(de, 'dashboard/page', 'title')} · Castellan`));
  await expect(page.getByText(text(de, 'dashboard/page', 'signedInAs', { email }))).toBeVisible();
  const summary = page.getByRole('region', { name: text(de, 'dashboard/summary', 'region') });
  await expect(summary.getByText(text(de, 'dashboard/summary', 'totalBots'))).toBeVisible();
  await expect(summary.getByText(counted(de, 'de', 'dashboard/summary', 'slots', 1))).toBeVisible();
  await expect(page.getByRole('tab', { name: text(de, 'dashboard/page', 'tabBots') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: text(de, 'dashboard/onboarding', 'titleEmpty') })).toBeVisible();

  // A bot on a game account, made through the API as the create dialog would.
  const headers = { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin };
  const account = await page.request.post('/api/accounts', {
    headers,
    data: {
      email: `burg${Date.now().toString(36)}@game.example`,
      server: 'INT1',
      username: `Burg${Date.now().toString(36)}`,
      password: 'castle-pw',
      type: 'none',
    },
  });
  expect(account.status()).toBe(201);
  const bot = await page.request.post('/api/bots', { headers, data: { templateId: 'attack-guard', accountId: (await account.json()).id, name: 'Wächter' } });
  expect(bot.status()).toBe(201);
  await page.reload();
  const card = page.getByRole('article', { name: 'Wächter' });
  await expect(card.getByRole('button', { name: text(de, 'dashboard/bot-card', 'start'), exact: true })).toBeEnabled();
  await expect(card.getByRole('link', { name: text(de, 'dashboard/bot-card', 'console') })).toBeVisible();
  await expect(page.getByText(text(de, 'dashboard/page', 'slotsUsed', { used: '1', slots: '1' }))).toBeVisible();
  await lookAt(page, 'language-de-dashboard', { words: true });

  // The Analytics tab, in German: the Starter plan's last 24 hours, the longer periods offered with the plans that have them.
  await page.getByRole('tab', { name: text(de, 'dashboard/page', 'tabAnalytics') }).click();
  await expect(page.getByText(before(de, 'analytics/tab', 'preview'))).toBeVisible();
  await expect(page.getByRole('button', { name: text(de, 'analytics/tab', 'range7d') })).toBeDisabled();
  await expect(page.getByRole('button', { name: text(de, 'analytics/tab', 'range24h') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(text(de, 'analytics/tab', 'nothingYet'))).toBeVisible();
  await expect(
    page.getByRole('region', { name: text(de, 'analytics/tab', 'totals') }).getByText(text(de, 'analytics/figures', 'loot'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: text(de, 'analytics/tab', 'seePlans') })).toHaveAttribute('href', '/de/pricing');
  await german.context.close();

  // The same player in a Polish browser.
  const polish = await browserInLanguage(browser, 'pl-PL', token);
  await polish.page.goto('/dashboard');
  await expect(polish.page).toHaveURL(/\/pl\/dashboard$/);
  await expect(polish.page.getByRole('tab', { name: text(pl, 'dashboard/page', 'tabBots') })).toBeVisible();
  await expect(
    polish.page.getByRole('article', { name: 'Wächter' }).getByRole('button', { name: text(pl, 'dashboard/bot-card', 'duplicateOf', { name: 'Wächter' }) }),
  ).toBeVisible();
  await lookAt(polish.page, 'language-pl-dashboard', { words: true });
  await polish.context.close();
});
