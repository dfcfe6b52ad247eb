/**
 * Bell items are links to where the player acts on them: a plan change opens the dashboard's Settings, reached
 * with the keyboard alone, and following an unread one marks it read.
 */
import { expect, test } from '@playwright/test';
import { grantPlan, signedUpPlayer } from './helpers';

test('a bell item leads where the player acts on it, by keyboard, and is read once followed', async ({ page, request }) => {
  await signedUpPlayer(page);
  await grantPlan(page, request, 'premium', 'bell links');
  await page.reload();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: /^Your plan is now Premium/ });
  await expect(item).toHaveAttribute('href', '/dashboard?tab=settings');
  // From the bell, Tab reaches the panel's buttons, then the item itself.
  for (let i = 0; i < 5 && !(await item.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  // The subscription is there, and the address keeps the tab (a reload stays on it).
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();

  // The dashboard's list of events links the same way.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: /^Your plan is now Premium/ })).toHaveAttribute('href', '/dashboard?tab=settings');
});
