/**
 * An admin's alert as the admin meets it: the webhook deliveries waiting pass their bound (1,000: stored
 * as the API stores deliveries waiting for their retry), the leader's next look at the rules (every
 * minute) raises an alert, and the admin finds it in the bell, follows its link and lands on the admin
 * page's System tab, which shows the open alert and what its rule saw.
 */
import { expect, test } from '@playwright/test';
import mongoose from 'mongoose';
import { screenshot, signInAsAdmin } from './helpers';

/** The deliveries this journey stores: the type names them, so that they are taken away after it. */
const TYPE = `e2e.alerts-${Date.now()}`;
const WAITING = /^[\d,]+ webhook deliveries are waiting, over the bound of 1,000; the oldest since .+\.$/;

async function database() {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: run the browser tests through scripts/test.ts.');
  return mongoose.createConnection(uri).asPromise();
}

test.afterAll(async () => {
  const db = await database();
  try {
    await db.collection('webhook_deliveries').deleteMany({ type: TYPE });
  } finally {
    await db.close();
  }
});

test('an admin follows an alert from the bell to the System tab, which shows what the alert saw', async ({ page }) => {
  // The rules are looked at once a minute: the alert may take that long to be raised.
  test.setTimeout(150_000);
  const db = await database();
  try {
    // 1,001 deliveries waiting for their retry a day from now (the webhook worker leaves them be meanwhile).
    const retryAt = new Date(Date.now() + 86_400_000);
    const owner = new mongoose.Types.ObjectId();
    await db.collection('webhook_deliveries').insertMany(
      Array.from({ length: 1_001 }, () => ({
        endpointId: new mongoose.Types.ObjectId(),
        userId: owner,
        type: TYPE,
        body: '{}',
        status: 'pending',
        attempts: 1,
        nextAt: retryAt,
        lastStatus: 500,
        lastError: null,
        deliveredAt: null,
        createdAt: new Date(),
      })),
    );
  } finally {
    await db.close();
  }

  await signInAsAdmin(page);
  const item = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /^Alert, Queue past its bound: [\d,]+ webhook deliveries are waiting/ });
  // The bell shows what came in at the page's load: looked at again until the alert is there.
  await expect(async () => {
    await page.goto('/admin');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })
      .click({ timeout: 2_000 });
    await expect(item.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });
  await expect(item.first()).toContainText('webhook deliveries are waiting, over the bound of 1,000');
  await item.first().click();

  await expect(page).toHaveURL(/\/admin\?tab=system$/);
  await expect(page.getByRole('tab', { name: 'System', selected: true })).toBeVisible();
  const open = page.getByRole('region', { name: 'Open alerts' });
  const alert = open.getByRole('listitem').filter({ hasText: 'Queue past its bound' });
  await expect(alert.getByText('FIRING')).toBeVisible();
  await expect(alert.getByText(WAITING)).toBeVisible();
  await expect(alert.getByText(/^Since .+ · webhooks$/)).toBeVisible();
  await screenshot(page, 'alerts-system-tab.png');
});
