/**
 * Custom scripts as a Premium player uses them: opens Scripts from the menu, takes an example from the
 * library, sees a syntax error named with its line as they type, saves, saves again, restores version 1,
 * runs the dry run of one game hour and reads its console (attacks on baron camps), at 1280 px; the
 * finished screen is then looked at on a phone (375 px: nothing sideways). Once, not once per width: the
 * dry run is half a minute of game server, and the suite keeps to its time.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedUpPlayer, screenshot, grantPlan } from './helpers';

test.use({ storageState: { cookies: [], origins: [] } });

const grantPremium = (page: Page, request: APIRequestContext) => grantPlan(page, request, 'premium', 'Browser test of custom scripts');

test('a Premium player writes a script from the library, versions it and dry-runs it; the screen fits a phone', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = await signedUpPlayer(page);
  await grantPremium(page, request);
  await page.reload();

  await page.getByRole('banner').getByText(email).click();
  await page.getByRole('menuitem', { name: 'Scripts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scripts' })).toBeVisible();
  await expect(page.getByText('None yet: start from an example below.')).toBeVisible();

  // An example from the library fills the editor; a mistake is named with its line, and fixed.
  await page.getByRole('button', { name: 'Farm the nearest robber baron castle' }).click();
  const editor = page.getByRole('textbox', { name: 'Script source' });
  await expect(editor).toHaveValue(/const SOLDIERS = 50;/);
  const example = await editor.inputValue();
  await editor.fill(example.replace('const SOLDIERS = 50;', 'const SOLDIERS = ;'));
  await expect(page.getByText(/SyntaxError in the script: .* \(line 2, column \d+\)\./)).toBeVisible();
  await editor.fill(example);
  await expect(page.getByText('Compiles, and exports step.')).toBeVisible();
  await page.getByLabel('Script name').fill('Baron farm');
  await page.getByRole('button', { name: 'Save script' }).click();
  await expect(page.getByText('"Baron farm" saved as version 1.')).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Baron farm' })).toContainText('v1');

  // A second version; version 1 comes back with "Restore".
  await editor.fill(example.replace('const SOLDIERS = 50;', 'const SOLDIERS = 60;'));
  await page.getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByText('Saved as version 2.')).toBeVisible();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(editor).toHaveValue(/const SOLDIERS = 50;/);

  // The dry run: one game hour on a game server of its own, its console in the page.
  await page.getByRole('button', { name: 'Dry run (one game hour)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dry run under way' })).toBeVisible();
  await expect(page.getByText(/^Dry run finished: \d+ game minutes, \d+ lines\.$/)).toBeVisible({ timeout: 90_000 });
  const console = page.getByRole('list', { name: 'Dry run console' });
  await expect(console).toContainText('Running the script "Dry run" (version 1).');
  await expect(
    console
      .getByRole('listitem')
      .filter({ hasText: /Attacking the level \d+ camp at \d+:\d+ with \d+ soldiers/ })
      .first(),
  ).toBeVisible();
  await expect(console).toContainText('One game hour has passed: the dry run is over.');
  // From the top: scrolled, the sticky header is drawn across the middle of a full-page shot.
  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `scripts-dry-run-${size.name}.png`);
    if (size.name === 'phone') await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width + 1);
  }

  // The API's reference is there to read.
  await page.getByText('API reference').click();
  await expect(page.getByText('attack(target: { x: number; y: number }, soldiers: number): void;', { exact: false })).toBeVisible();
});

test('a check answered late never says "Compiles" under a mistake typed since', async ({ page, request }) => {
  // A ceiling for a loaded machine (a sign-up, a plan, a page): the waits are on the answers themselves.
  test.setTimeout(90_000);
  await signedUpPlayer(page);
  await grantPremium(page, request);
  await page.goto('/scripts');
  // The example's check is held until the mistake's has been answered, as a slow network would hold it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/scripts/check', async (route) => {
    if (!route.request().postData()?.includes('const SOLDIERS = 50;')) return route.continue();
    await held;
    await route.continue();
  });
  const exampleChecked = page.waitForRequest((r) => r.url().endsWith('/api/scripts/check') && Boolean(r.postData()?.includes('const SOLDIERS = 50;')));
  await page.getByRole('button', { name: 'Farm the nearest robber baron castle' }).click();
  const editor = page.getByRole('textbox', { name: 'Script source' });
  await expect(editor).toHaveValue(/const SOLDIERS = 50;/);
  // Its check has left (600 ms after the last change), and waits on the way.
  await exampleChecked;
  await editor.fill((await editor.inputValue()).replace('const SOLDIERS = 50;', 'const SOLDIERS = ;'));
  const mistake = page.getByText(/SyntaxError in the script: .* \(line 2, column \d+\)\./);
  await expect(mistake).toBeVisible();
  const lateAnswer = page.waitForResponse((r) => r.url().endsWith('/api/scripts/check') && Boolean(r.request().postData()?.includes('const SOLDIERS = 50;')));
  release();
  await lateAnswer;
  // The late answer has reached the page; the page still names the mistake on screen.
  await expect(mistake).toBeVisible();
  await expect(page.getByText('Compiles, and exports step.')).toHaveCount(0);
});
