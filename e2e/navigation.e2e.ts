/**
 * Navigation that keeps its place (issue 64): the dashboard's tab is in its address, so a reload, Back and
 * Forward, and a card payment's return open the tab the player was on; the language menu opens the same
 * page in the chosen language, with its query (a bot's console, the sign-in form and where it returns to).
 * Expected texts in other languages come from the translation files.
 */
import { expect, test, type Page } from '@playwright/test';
import { catalogue, text } from './catalogue';
import { apiHeaders, newEmail, signedUpPlayer } from './helpers';

/** Opens the header's language menu, whichever language the page is in, and follows `language`'s link. */
async function switchLanguage(page: Page, language: string) {
  await page.getByRole('banner').locator('details[data-language-menu] > summary').click();
  await page.getByRole('banner').getByRole('link', { name: language, exact: true }).click();
}

const selectedTab = (page: Page, name: string) => page.getByRole('tab', { name, selected: true });

test("the dashboard's tab is in its address: a reload keeps it, Back and Forward move between tabs, the arrow keys still move along them", async ({ page }) => {
  await signedUpPlayer(page);
  await expect(selectedTab(page, 'Bot Management')).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=analytics$/);
  await page.reload();
  await expect(selectedTab(page, 'Analytics')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Analytics' })).toBeVisible();

  // The keyboard's tabs pattern (roles tab and tabpanel) as before; each tab opened is a page of history.
  await selectedTab(page, 'Analytics').focus();
  await page.keyboard.press('ArrowRight');
  await expect(selectedTab(page, 'Settings')).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByRole('tabpanel', { name: 'Settings' }).getByRole('region', { name: 'Subscription' })).toBeVisible();

  await page.goBack();
  await expect(selectedTab(page, 'Analytics')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=analytics$/);
  await page.goBack();
  await expect(selectedTab(page, 'Bot Management')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(selectedTab(page, 'Analytics')).toBeVisible();

  // A tab name that is none opens Bot Management and leaves the address.
  await page.goto('/dashboard?tab=billing');
  await expect(selectedTab(page, 'Bot Management')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a card payment returns to the Settings tab it left from, cancelled or paid, and a reload stays there', async ({ page }) => {
  await signedUpPlayer(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Plan to subscribe to').selectOption('premium');

  await page.getByRole('button', { name: 'Subscribe with Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Castellan Premium' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Checkout cancelled: nothing was charged.' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(selectedTab(page, 'Settings')).toBeVisible();

  await page.getByLabel('Plan to subscribe to').selectOption('premium');
  await page.getByRole('button', { name: 'Subscribe with Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Castellan Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received: your plan updates as soon as Stripe confirms it.' })).toBeVisible();
  // The provider's parameters are read and leave; the tab stays.
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(selectedTab(page, 'Settings')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Subscription' });
  await expect(panel.getByText('PREMIUM', { exact: true })).toBeVisible();
  await page.reload();
  await expect(selectedTab(page, 'Settings')).toBeVisible();
  await expect(panel.getByText('PREMIUM', { exact: true })).toBeVisible();
});

test("the language menu keeps the page and its query: a bot's console, the dashboard's tab", async ({ page }) => {
  await signedUpPlayer(page);
  const headers = await apiHeaders(page);
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('place'), server: 'INT1', username: `Place${Date.now().toString(36)}`, password: 'castle-pw', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const created = await page.request.post('/api/bots', { headers, data: { templateId: 'resource-keeper', accountId: (await account.json()).id } });
  expect(created.status()).toBe(201);
  const bot = (await created.json()) as { id: string; name: string };

  await page.goto(`/bots/${bot.id}`);
  await expect(page.getByRole('heading', { level: 2, name: bot.name })).toBeVisible();
  await switchLanguage(page, 'Deutsch');
  await expect(page).toHaveURL(new RegExp(`/de/bots/${bot.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 2, name: bot.name })).toBeVisible();
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(new RegExp(`/bots/${bot.id}$`));
  await expect(page).not.toHaveURL(/\/de\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Bot Console' })).toBeVisible();

  // The tab opened since the page was built is carried too.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await switchLanguage(page, 'Polski');
  await expect(page).toHaveURL(/\/pl\/dashboard\?tab=analytics$/);
  const pl = catalogue('pl', 'dashboard');
  await expect(selectedTab(page, text(pl, 'dashboard/page', 'tabAnalytics'))).toBeVisible();
});

test('the language menu keeps the sign-in form chosen and where it returns to', async ({ page }) => {
  await page.goto('/auth/login?redirect=%2Fpricing');
  await page.getByRole('tab', { name: 'Register' }).click();
  // The form chosen is in the address: a reload, and the menu, keep it.
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpricing&mode=register$/);
  await switchLanguage(page, 'Français');
  await expect(page).toHaveURL(/\/fr\/auth\/login\?redirect=%2Fpricing&mode=register$/);
  const fr = catalogue('fr', 'auth');
  await expect(selectedTab(page, text(fr, 'auth/login', 'register'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'auth/login', 'titleRegister') })).toBeVisible();
  await page.reload();
  await expect(selectedTab(page, text(fr, 'auth/login', 'register'))).toBeVisible();

  // Back to Login: the address says so, and English keeps the redirect.
  await page.getByRole('tab', { name: text(fr, 'auth/login', 'login') }).click();
  await expect(page).toHaveURL(/\/fr\/auth\/login\?redirect=%2Fpricing$/);
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpricing$/);
  await expect(selectedTab(page, 'Login')).toBeVisible();
});
