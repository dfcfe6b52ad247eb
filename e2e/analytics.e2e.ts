/** Analytics: a bot attacks in the local game, and its loot shows on the Analytics tab's chart and table. */
import { expect, test } from '@playwright/test';
import { createBotThroughForm, addGameAccountViaApi, expectConsoleLine, signedUpPlayer } from './helpers';
import { lookAt } from './look';

test("a bot's attack and loot appear in the Analytics tab: totals, chart, per bot and as a table", async ({ page }) => {
  test.setTimeout(150_000);
  await signedUpPlayer(page);
  await addGameAccountViaApi(page);
  await createBotThroughForm(page, 'Robber Baron Farmer', { index: 1 }, { 'Soldiers per attack': '60', 'Highest baron level': '10' });

  const card = page.getByRole('article', { name: 'Robber Baron Farmer' });
  await card.getByRole('button', { name: 'Start' }).click();
  await card.getByRole('link', { name: 'Console' }).click();
  // The local game runs a game hour a second here, so a trip to the nearest camp lasts a fraction of a
  // second, less than the game's whole-second times can show: on a loaded machine the bot may see an army
  // only once it is home ("Army home from the …", loot unknown). It counts the next one it sees coming back.
  await expectConsoleLine(page, /Army home with loot: [\d,]+ wood/, 80_000);
  await page.getByRole('link', { name: /Back to Dashboard/ }).click();
  await card.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(card.getByText('OFFLINE', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('tab', { name: 'Analytics' }).click();
  const totals = page.getByRole('region', { name: 'Totals' });
  // The figures come in as the runtime reports them: opening the tab again reads them again.
  await expect(async () => {
    await page.getByRole('tab', { name: 'Bot Management' }).click();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(totals.getByText(/^\d+ won · \d+ lost$/)).not.toHaveText('0 won · 0 lost', { timeout: 1500 });
  }).toPass({ timeout: 30_000 });
  await expect(totals.getByText(/^[1-9][\d,]* wood · /)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Loot per hour: wood [1-9][\d,]*, stone [\d,]+, food [\d,]+ resources in all\.$/ })).toBeVisible();
  await expect(page.locator('.chart-canvas canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Per bot' }).getByRole('rowheader', { name: 'Robber Baron Farmer' })).toBeVisible();

  await page.getByText('Show the figures as a table').click();
  const rows = page.getByRole('table', { name: 'What your bots achieved per hour (UTC)' }).getByRole('row');
  await expect(rows).not.toHaveCount(1);

  // Only this bot, or its account: the same loot.
  const botOption = await page.getByRole('option', { name: /^Robber Baron Farmer/ }).getAttribute('value');
  await page.getByLabel('Show', { exact: true }).selectOption(botOption!);
  await expect(totals.getByText(/^[1-9][\d,]* wood · /)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^castellan-analytics-24h-\d{4}-\d{2}-\d{2}\.csv$/);

  // At 1280 and 375 px in every theme: nothing sideways, axe clean (the per-bot table scrolls sideways on a phone and takes the
  // focus for it; the tab's headings go in order), and a screenshot of each (SCREENSHOTS=1).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('img', { name: /^Loot per hour/ })).toBeVisible();
  // The charts follow their box's width from the next frame on (a ResizeObserver): nothing is left sideways.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await lookAt(page, 'analytics');
});
