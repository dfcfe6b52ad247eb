/**
 * The dashboards stand still while they load: the layout shift a person sees with the session, the bots
 * and the arrangement answering late. Measured in the "alone" project (e2e/alone.ts): another browser
 * beside it would change when frames are drawn, not what the page does.
 */
import { expect, test } from '@playwright/test';
import { addGameAccountViaApi, signedUpPlayer } from './helpers';
import { answerLate, layoutShift, reloadAfresh, watchLayoutShift } from './layout-shift';
import { botsOnTwoAccounts, grantProfessional, groupOrder, summaryOrder, tokenOf } from './arranged-dashboard';

test('the dashboard stands still while it loads: its frame at once, a layout shift under 0.1 with the session and the bots answering late', async ({
  page,
}) => {
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const headers = { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin };
  expect((await page.request.post('/api/bots', { headers, data: { templateId: 'resource-keeper', accountId: account.id, name: 'Steady' } })).status()).toBe(
    201,
  );
  // A fresh device each time (nothing kept from an earlier visit), and slow answers.
  await answerLate(page, '**/api/auth/me', 700);
  await answerLate(page, '**/api/bots', 700);
  await watchLayoutShift(page);
  for (const width of [1280, 375]) {
    await reloadAfresh(page, width);
    await expect(page.getByRole('heading', { name: 'Your bots' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Steady' })).toBeVisible();
    // A shift is reported a frame after it is drawn, and that nothing moves later has no marker: a time wait.
    await page.waitForTimeout(300);
    const shift = await layoutShift(page);
    console.log(`dashboard layout shift while loading at ${width} px (session and bots 0.7 s late): ${shift.toFixed(3)}`);
    expect(shift).toBeLessThan(0.1);
  }
});

test('an arranged dashboard stands still while it loads on a fresh device: layout shift under 0.1 with the session, bots and arrangement late', async ({
  page,
}) => {
  await signedUpPlayer(page);
  await grantProfessional(page);
  const { south } = await botsOnTwoAccounts(page);
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, origin: new URL(page.url()).origin };
  const accounts = (await (await page.request.get('/api/accounts', { headers })).json()) as { id: string; name: string }[];
  const southId = accounts.find((a) => south.startsWith(a.name))!.id;
  for (const size of ['wide', 'narrow']) {
    const saved = await page.request.put('/api/users/me/dashboard-layout', {
      headers,
      data: { size, layout: { summary: ['utilisation', 'total-bots', 'plan'], charts: [], groups: [southId], hiddenGroups: [], pinnedBots: [] } },
    });
    expect(saved.status()).toBe(200);
  }
  await answerLate(page, '**/api/auth/me', 700);
  await answerLate(page, '**/api/bots', 700);
  await answerLate(page, '**/api/users/me/dashboard-layout', 700);
  await watchLayoutShift(page);
  for (const width of [1280, 375]) {
    await reloadAfresh(page, width);
    await expect(page.getByRole('article', { name: 'Guard south' })).toBeVisible();
    // The arrangement answers apart from the bots: its order is waited for, not read once.
    await expect.poll(() => summaryOrder(page)).toEqual(['Account Utilisation', 'Total Bots', 'Subscription Plan']);
    await expect.poll(async () => (await groupOrder(page))[0]).toBe(south);
    // A shift is reported a frame after it is drawn, and that nothing moves later has no marker: a time wait.
    await page.waitForTimeout(300);
    const shift = await layoutShift(page);
    console.log(`arranged dashboard layout shift while loading at ${width} px (session, bots and arrangement 0.7 s late): ${shift.toFixed(3)}`);
    expect(shift).toBeLessThan(0.1);
  }
});
