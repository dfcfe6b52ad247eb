/**
 * A bot that cannot go on, as a player meets it: a Robber Baron Farmer set on the Burning Sands, where a
 * new account's castle has no soldiers and none are brought, says on its card that it cannot go on and
 * what to do, the dashboard counts it apart from Active Automation, and the bell tells it once. Each
 * screen looked at in both widths and the three themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { newEmail, signedUpPlayer } from './helpers';
import { lookAt } from './look';

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  expect(token).toBeTruthy();
  return { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
}

test('a bot waiting for soldiers that cannot come reads STALLED on its card, with what to do; Active Automation leaves it out; the bell tells it once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedUpPlayer(page);
  const headers = await apiHeaders(page);
  const username = `Tristan${Date.now().toString(36)}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('stall'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const created = await page.request.post('/api/bots', {
    headers,
    data: {
      templateId: 'baron-farmer',
      accountId,
      name: 'Sands farmer',
      settings: { kingdom: 'sands', minLevel: 35, maxLevel: 60, minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 },
    },
  });
  expect(created.status()).toBe(201);
  const { id: botId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/bots/${botId}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);

  // No soldier at home and none on the way, and camps of these levels beyond a new castle's waves: no setting
  // would let an attack go (the advice is computed: actions/stall-advice.ts), so none is offered.
  const reason =
    /Cannot go on: no robber baron castle within 50 fields of .+ can be beaten with 0 soldiers\. No setting of this bot lets an attack go: [^.]+\./;
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Sands farmer' });
  await expect(card.getByRole('status').filter({ hasText: reason })).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('STALLED', { exact: true })).toBeVisible();
  // Said once on the card, though it is also the console's newest line (issue 64: it showed twice).
  await expect(card.getByText(reason)).toHaveCount(1);
  await expect(page.getByText('1 online bot cannot go on')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Active Automation' })).toHaveAttribute('aria-valuenow', '0');
  await lookAt(page, 'stalled-card');

  // The bell heard of it once.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(page.getByText(new RegExp(`Sands farmer: ${reason.source}`))).toHaveCount(1);
});
