/**
 * The Market Trader as a Professional player meets it: a bot that sells the wood above its line and buys
 * stone up to its reserve on the local game server's own market, the trades listed on the bot's page with
 * their reasons and the notice of where it trades, downloaded as CSV, and the section looked at on a
 * desktop (1280 px) and a phone (375 px), axe-clean in every theme.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_THEME, THEMES } from '../shared/src/themes';
import { useTheme } from './look';
import { checkWithAxe, COLOUR_RULES, formatFindings } from './axe';
import { addGameAccountViaApi, signedUpPlayer, screenshot, grantPlan } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const NOTICE =
  'Coin trades follow our local game server’s market: the live game’s commands to sell and buy resources are not public, so on live servers the bot only reports the coin trades it would make. Sending surplus to your own castles by market barrow uses the live game’s public commands and works everywhere.';

const grantProfessional = (page: Page, request: APIRequestContext) => grantPlan(page, request, 'professional', 'Browser test of the Market Trader');

test('a Market Trader sells a surplus and buys a shortfall; its trades are listed with their reasons (in German too), downloaded as CSV, on a desktop and a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedUpPlayer(page);
  await grantProfessional(page, request);
  const account = await addGameAccountViaApi(page, `Trader${Date.now().toString(36)}`);
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const headers = { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin };
  // A new castle holds 2,000 of each: wood above 1,500 is sold, stone is bought up to 9,000.
  const settings = {
    woodSellAbove: 1_500,
    woodMinSellPrice: 1,
    woodBuyBelow: 0,
    stoneSellAbove: 0,
    stoneBuyBelow: 9_000,
    stoneMaxBuyPrice: 100,
    foodSellAbove: 0,
    foodBuyBelow: 0,
    keepCoins: 0,
    maxPerTrade: 5_000,
    minDelaySeconds: 1,
    maxDelaySeconds: 2,
    breakEveryMinutes: 0,
  };
  const created = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'market-trader', accountId: account.id, name: 'Market stall', settings },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bot = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/bots/${bot.id}/actions`, { headers, data: { action: 'start' } })).status()).toBe(200);

  await page.goto(`/bots/${bot.id}`);
  const section = page.getByRole('region', { name: 'Trades' });
  await expect(section.getByRole('heading', { name: 'Trades' })).toBeVisible();
  await expect(section.getByText(NOTICE)).toBeVisible();
  const list = section.getByRole('list', { name: 'Trades, newest first' });
  // The local game server's castles produce all the while: wood comes back above its line, and is sold again.
  const sold = list
    .getByRole('listitem')
    .filter({ hasText: /Sold [\d,]+ wood/ })
    .first();
  const bought = list
    .getByRole('listitem')
    .filter({ hasText: /Bought [\d,]+ stone/ })
    .first();
  // The section shows what was stored when it loaded: refreshed as a person would, until both sides are in.
  await expect(async () => {
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(sold).toBeVisible({ timeout: 1_000 });
    await expect(bought).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(sold).toContainText('Why: wood above 1,500 (your surplus rule)');
  await expect(sold).toContainText(/\d coins? per 100 · [\d,]+ coins received/);
  await expect(bought).toContainText('Why: stone below 9,000 (your reserve rule)');
  await expect(bought).toContainText(/coins paid/);
  // The console says the same, with the reason.
  await expect(page.getByText(/Sold [\d,]+ wood at \d coins? per 100 \([\d,]+ coins\): wood above 1,500 \(your surplus rule\)\./).first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('Market-stall-trades.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('time,side,resource,amount,to,price per 100,coins,traded,market,reason');
  expect(csv).toContain(',buy,stone,');
  expect(csv).toContain(',true,ours,"wood above 1,500 (your surplus rule)"');

  // Looked at on a desktop and a phone, in every theme: nothing wider than the phone, axe-clean.
  const findings: string[] = [];
  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // From the top: scrolled, the sticky header is drawn across the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(list.getByRole('listitem').first()).toBeVisible();
    if (size.name === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width + 1);
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await screenshot(page, `market-trades-${size.name}-${theme}.png`);
      findings.push(...formatFindings(`trades ${size.name} ${theme}`, (await checkWithAxe(page, theme === DEFAULT_THEME ? undefined : COLOUR_RULES)).blocking));
    }
  }
  expect(findings, findings.join('\n')).toEqual([]);
  // Read in German, the same entry gives its reason in German, made from the message kept with the trade.
  const de = JSON.parse(await readFile(new URL('../shared/i18n/de/bot-lines.json', import.meta.url), 'utf8'));
  const germanWhy = JSON.parse(await readFile(new URL('../shared/i18n/de/bots.json', import.meta.url), 'utf8'))['bots/trades'].why as string;
  const germanReason = (de['bot-lines/market'].surplusRule as string).replace('{resource}', de['bot-lines/words'].wood).replace('{line}', '1.500');
  await page.goto(`/de/bots/${bot.id}`);
  await expect(page.getByText(germanWhy.replace('{reason}', germanReason)).first()).toBeVisible();
  await page.request.post(`/api/bots/${bot.id}/actions`, { headers, data: { action: 'stop' } });
});
