/**
 * French, Italian and Arabic on a phone (issue 55): beside the German and Polish journeys, the screens a
 * player reads most (landing, pricing, dashboard with a bot, create-bot, console, game accounts, settings,
 * a help article) at 375 px in every theme: no word cut off or pushed out, nothing sideways, and Arabic
 * drawn right to left. Expected texts come from the translation files, not from this test.
 */
import { expect, test, type Page } from '@playwright/test';
import { THEMES, DEFAULT_THEME } from '../shared/src/themes';
import { catalogue, text, type Catalogue } from './catalogue';
import { browserInLanguage, newEmail, pickTemplate, screenshot, signUpViaApi } from './helpers';
import { overflowingText, useTheme } from './look';

const PHONE = { width: 375, height: 812 };
const AREAS = ['site', 'dashboard', 'bots', 'console', 'accounts', 'settings', 'help', 'templates'];

/** A screen at 375 px in each theme: what spills, by theme, and a screenshot of each (SCREENSHOTS=1). */
async function fitsThePhone(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  await page.evaluate(() => window.scrollTo(0, 0));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > PHONE.width + 1) found.push(`${name}: the page is ${wide} px wide`);
  for (const theme of THEMES) {
    await useTheme(page, theme);
    found.push(...(await overflowingText(page)).map((f) => `${name} ${theme}: ${f}`));
    await screenshot(page, `language-${name}-phone-${theme}.png`);
  }
  await useTheme(page, DEFAULT_THEME);
  return found;
}

for (const locale of ['fr', 'it', 'ar'] as const) {
  test(`${locale}: the screens a player reads most fit a phone in every theme`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const c: Catalogue = catalogue(locale, ...AREAS);
    const token = await signUpViaApi(request, newEmail(`phone-${locale}`));
    const { context, page } = await browserInLanguage(browser, locale, token);
    await page.setViewportSize(PHONE);
    const headers = { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin };
    const account = await page.request.post('/api/accounts', {
      headers,
      data: {
        email: `tel${locale}${Date.now().toString(36)}@game.example`,
        server: 'INT1',
        username: `Tel${Date.now().toString(36)}`,
        password: 'castle-pw',
        type: 'none',
      },
    });
    expect(account.status()).toBe(201);
    const bot = await page.request.post('/api/bots', {
      headers,
      data: { templateId: 'resource-keeper', accountId: (await account.json()).id, name: 'Sentinelle' },
    });
    expect(bot.status()).toBe(201);
    const botId = ((await bot.json()) as { id: string }).id;
    const problems: string[] = [];
    const at = (path: string) => `/${locale}${path}`;
    const h1 = (set: string, key: string) => page.getByRole('heading', { level: 1, name: text(c, set, key) });

    await page.goto(at('/'));
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(c, 'site/landing', 'title'));
    problems.push(...(await fitsThePhone(page, `${locale}-landing`)));

    await page.goto(at('/pricing'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(c, 'site/pricing-page', 'heading'));
    problems.push(...(await fitsThePhone(page, `${locale}-pricing`)));

    await page.goto(at('/dashboard'));
    await expect(page.getByRole('article', { name: 'Sentinelle' }).getByRole('link', { name: text(c, 'dashboard/bot-card', 'console') })).toBeVisible();
    await expect(page.getByText(text(c, 'dashboard/page', 'slotsUsed', { used: '1', slots: '1' }))).toBeVisible();
    problems.push(...(await fitsThePhone(page, `${locale}-dashboard`)));

    await page.goto(at('/bots/create'));
    await pickTemplate(page, text(c, 'templates/economy', 'keeper'));
    await expect(page.getByText(text(c, 'bots/template-plan', 'everyPlan'))).toBeVisible();
    problems.push(...(await fitsThePhone(page, `${locale}-create-bot`)));

    await page.goto(at(`/bots/${botId}`));
    await expect(h1('console/page', 'title')).toBeVisible();
    await expect(page.getByRole('heading', { name: text(c, 'bots/schedule', 'title') })).toBeVisible();
    problems.push(...(await fitsThePhone(page, `${locale}-console`)));

    await page.goto(at('/accounts'));
    await expect(h1('accounts/page', 'title')).toBeVisible();
    await expect(page.getByRole('heading', { name: text(c, 'accounts/list', 'heading') })).toBeVisible();
    problems.push(...(await fitsThePhone(page, `${locale}-accounts`)));

    await page.goto(at('/settings'));
    await expect(h1('settings/page', 'title')).toBeVisible();
    problems.push(...(await fitsThePhone(page, `${locale}-settings`)));
    // The tabs read in the page's direction: the arrow pointing along the line (left in Arabic) opens the next one.
    const tabs = page.getByRole('tablist', { name: text(c, 'settings/page', 'tabsLabel') }).getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();

    await page.goto(at('/help/storm-sea-forts'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(c, 'help/storm-sea-forts', 'title'));
    problems.push(...(await fitsThePhone(page, `${locale}-help-article`)));

    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
}
