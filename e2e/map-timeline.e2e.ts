/**
 * Seeing the bots play (issue 53): a player opens a game account's page, sees its castle, the camps its
 * bot reads with whether it beats them, an army on the move, and the timeline's row of an attack with its
 * loot and losses; the loot adds up to the same figure on the timeline, the bot's card and Analytics. The
 * page is looked at in both widths and the three themes, and in Arabic.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, browserInLanguage, newEmail, signedUpPlayer } from './helpers';
import { lookAt } from './look';

type Row = { result: string; loot: { wood: number; stone: number; food: number }; lost: number; sentAt: number };

async function farmerOn(page: Page, username: string) {
  const headers = await apiHeaders(page);
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('map'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const settings = { troopsPerAttack: 60, maxLevel: 10, minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 };
  const created = await page.request.post('/api/bots', { headers, data: { templateId: 'baron-farmer', accountId, name: 'Camp farmer', settings } });
  expect(created.status()).toBe(201);
  const { id: botId } = (await created.json()) as { id: string };
  return { headers, accountId, botId };
}

test("an account's live map shows the castle, the camps and an army; the timeline's loot is the card's and Analytics'", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signedUpPlayer(page);
  const { headers, accountId, botId } = await farmerOn(page, 'Cartographer7');
  const token = headers.authorization!.replace(/^Bearer /, '');
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);

  await page.goto('/accounts');
  await page.getByRole('link', { name: 'Live map and attacks of Cartographer7 (INT1)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cartographer7 (INT1)' })).toBeVisible();
  await expect(page.getByText('Map live', { exact: true })).toBeVisible({ timeout: 30_000 });
  const map = page.getByRole('application', { name: 'Map of Cartographer7 (INT1)' });
  await expect(map).toBeVisible({ timeout: 30_000 });

  // The same facts as a list: the castle, camps judged with the army at home, an army on the move.
  await page.getByRole('button', { name: 'Show the map as a list' }).click();
  await expect(page.getByRole('heading', { name: 'Castles' })).toBeVisible();
  const targets = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Verdict' }) });
  await expect(targets.getByRole('row').filter({ hasText: 'Robber baron castle' }).filter({ hasText: 'Beatable' }).first()).toBeVisible({ timeout: 30_000 });
  const armies = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Arrival' }) });
  await expect(armies.getByRole('rowheader', { name: /^(Our attack|Coming home)$/ }).first()).toBeVisible({ timeout: 60_000 });
  // From the list to the map: the target is centred and picked.
  await targets
    .getByRole('button', { name: /^Show \d+:\d+ on the map$/ })
    .first()
    .click();
  await expect(targets.locator('tr[aria-current="true"]')).toHaveCount(1);

  // The timeline: an attack that came home with loot, its soldiers and what it cost.
  const timeline = page.getByRole('region', { name: 'Attacks' });
  const won = timeline.getByRole('row').filter({ hasText: 'Won' }).first();
  await expect(won).toBeVisible({ timeout: 60_000 });
  await expect(won).toContainText(/[\d,]+ wood · [\d,]+ stone · [\d,]+ food/);
  // The bot's battle forecast beside what the fight cost (issue 65).
  await expect(won).toContainText(/forecast: win, ~[\d,]+ lost · lost [\d,]+/);
  await expect(won.getByRole('button', { name: /^Show robber baron castle \(level \d+\) at \d+:\d+ on the map$/ })).toBeVisible();
  await won.getByRole('button', { name: /^Show robber baron castle/ }).click();
  await lookAt(page, 'account-map');

  // Stopped, the figures settle: the timeline's loot is the card's "today" and Analytics' total.
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'stop' } })).ok()).toBe(true);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Camp farmer' });
  await expect(card.getByText('OFFLINE', { exact: true })).toBeVisible({ timeout: 30_000 });
  const rows = async () =>
    ((await (await page.request.get(`/api/analytics/timeline?accountId=${accountId}`, { headers })).json()) as { entries: Row[] }).entries;
  const wood = async () => (await rows()).reduce((sum, r) => sum + r.loot.wood, 0);
  const loot = async () => (await rows()).reduce((sum, r) => sum + r.loot.wood + r.loot.stone + r.loot.food, 0);
  const number = (n: number) => n.toLocaleString('en-US');
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText(`· ${number(await loot())} `, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('region', { name: 'Totals' }).getByText(new RegExp(`^${number(await wood())} wood · `))).toBeVisible({ timeout: 20_000 });

  // In Arabic, right to left: the page reads in Arabic and nothing overflows.
  const arabic = await browserInLanguage(browser, 'ar', token);
  await arabic.page.goto(`/ar/accounts/${accountId}`);
  await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.page.getByRole('application')).toBeVisible({ timeout: 30_000 });
  await lookAt(arabic.page, 'account-map-ar');
  await arabic.context.close();
});

test("an attack no bot saw come home shows the battle report's result, and says so under it", async ({ page }) => {
  test.setTimeout(120_000);
  await signedUpPlayer(page);
  const headers = await apiHeaders(page);
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('report'), server: 'INT1', username: 'Chronicler4', password: 'castle password', type: 'none' },
  });
  const { id: accountId } = (await account.json()) as { id: string };
  // Steps 6-12 s apart (the journeys' pacing is scaled by 0.02) and trips well under a second there and back: the army is never
  // seen home, so its battle report tells what came of it (issue 64).
  const settings = { troopsPerAttack: 60, maxLevel: 10, maxAttacksPerDay: 1, minDelaySeconds: 300, maxDelaySeconds: 600, breakEveryMinutes: 0 };
  const created = await page.request.post('/api/bots', { headers, data: { templateId: 'baron-farmer', accountId, name: 'Slow farmer', settings } });
  const { id: botId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);

  await page.goto(`/accounts/${accountId}`);
  const timeline = page.getByRole('region', { name: 'Attacks' });
  const row = timeline.getByRole('row').filter({ hasText: 'From the battle report' }).first();
  await expect(row).toBeVisible({ timeout: 90_000 });
  await expect(row).toContainText(/Won|Lost/);
  await lookAt(page, 'timeline-battle-report');
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'stop' } })).ok()).toBe(true);
});
