/**
 * Names in an Arabic page (issue 64): a bot's, a game account's name that stands on its own (a card's
 * heading, the account list) keeps its own direction inside the right-to-left page. Checked where it is
 * drawn, at 375 px: the name's first character is drawn left of its last, as in any left-to-right text.
 * The names are ones the page would otherwise break: without isolation "Sentinel!" is drawn "!Sentinel"
 * and "(2) Sentinel" as "Sentinel (2)" (Chromium pairs the brackets of "Sentinel (2)" itself, so that name
 * alone would not show it). Screenshots with SCREENSHOTS=1.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogue, text } from './catalogue';
import { browserInLanguage, newEmail, screenshot, signUpViaApi } from './helpers';

const PHONE = { width: 375, height: 812 };
const BOT = 'Sentinel!';
const ACCOUNT = '(2) Sentinel';

/** Where the name's first and last characters are drawn, in the text of `name` inside `element`. */
async function drawnEnds(element: Locator, name: string): Promise<{ first: number; last: number }> {
  return element.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const box = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect();
      };
      return { first: box(at).left, last: box(at + wanted.length - 1).left };
    }
    throw new Error(`"${wanted}" is not in the element`);
  }, name);
}

async function readsLeftToRight(page: Page, element: Locator, name: string) {
  await expect(element).toContainText(name);
  const { first, last } = await drawnEnds(element, name);
  expect(first, `"${name}" in ${await element.evaluate((e) => e.outerHTML)} on ${page.url()}`).toBeLessThan(last);
}

test('ar: a bot’s and a game account’s name read whole in the right-to-left page', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const c = catalogue('ar', 'dashboard', 'accounts');
  const token = await signUpViaApi(request, newEmail('rtl-names'));
  const { context, page } = await browserInLanguage(browser, 'ar', token);
  await page.setViewportSize(PHONE);
  const headers = { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin };
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: `rtl${Date.now().toString(36)}@game.example`, server: 'INT1', username: ACCOUNT, password: 'castle-pw', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const bot = await page.request.post('/api/bots', { headers, data: { templateId: 'resource-keeper', accountId: (await account.json()).id, name: BOT } });
  expect(bot.status()).toBe(201);

  await page.goto('/ar/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('article', { name: BOT });
  await expect(card.getByRole('link', { name: text(c, 'dashboard/bot-card', 'console') })).toBeVisible();
  await readsLeftToRight(page, card.getByRole('heading', { name: BOT }), BOT);
  await screenshot(page, 'rtl-names-dashboard-phone.png');

  await page.goto('/ar/accounts');
  await expect(page.getByRole('heading', { name: text(c, 'accounts/list', 'heading') })).toBeVisible();
  await readsLeftToRight(page, page.locator('.accounts-name'), ACCOUNT);
  await screenshot(page, 'rtl-names-accounts-phone.png');
  await context.close();
});
