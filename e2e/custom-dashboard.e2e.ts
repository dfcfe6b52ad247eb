/**
 * The Professional plan's custom dashboard and beta features, as a player and an admin use them: arranging
 * the dashboard at 1280 and at 375 px (each size kept apart, each reset apart), a plan below Professional
 * keeping today's dashboard, and a player opting into the "Charts on the dashboard" beta after an admin turns it on. With SCREENSHOTS=1 the
 * arrange panel and the arranged dashboard are shot at both widths in every theme and checked with axe.
 * That an arranged dashboard stands still while it loads is measured alone, in loading-still.e2e.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_THEME, THEMES } from '../shared/src/themes';
import { useTheme } from './look';
import { checkWithAxe, COLOUR_RULES, formatFindings } from './axe';
import { newEmail, signedUpPlayer, screenshot, SCREENSHOTS, signInAsAdmin } from './helpers';
import { botsOnTwoAccounts, grantProfessional, groupOrder, summaryOrder } from './arranged-dashboard';

async function lookAt(page: Page, name: string, width: number): Promise<void> {
  if (!SCREENSHOTS) return;
  const findings: string[] = [];
  for (const theme of THEMES) {
    await useTheme(page, theme);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}-${theme}.png`);
    findings.push(...formatFindings(`${name} ${width} ${theme}`, (await checkWithAxe(page, theme === DEFAULT_THEME ? undefined : COLOUR_RULES)).blocking));
  }
  await useTheme(page, DEFAULT_THEME);
  expect(findings, findings.join('\n')).toEqual([]);
}

test('a Professional player arranges the dashboard at 1280 and at 375 px, each kept apart, and resets each', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedUpPlayer(page);
  // Below Professional: today's dashboard, nothing to arrange.
  await expect(page.getByRole('heading', { name: 'Your bots' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arrange dashboard' })).toHaveCount(0);
  await grantProfessional(page);
  const { north, south } = await botsOnTwoAccounts(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('PROFESSIONAL')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Guard south' })).toBeVisible();
  // Without an arrangement: exactly today's dashboard.
  expect(await summaryOrder(page)).toEqual(['Total Bots', 'Subscription Plan', 'Active Automation', 'Account Utilisation']);
  expect(await groupOrder(page)).toEqual([north, south]);

  // Wide: hide Active Automation, bring Account Utilisation to the front, South first, pin Taxes north.
  await page.getByRole('button', { name: 'Arrange dashboard' }).click();
  const panel = page.getByRole('region', { name: 'Arrange dashboard' });
  await expect(panel.getByText('This arrangement is for wide screens (wider than 640 px).')).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Active Automation' }).uncheck();
  // From the keyboard: focus the button and press Enter.
  await panel.getByRole('button', { name: 'Move Account Utilisation up' }).focus();
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: 'Move Account Utilisation up' }).click();
  // The dashboard behind the panel follows the draft.
  expect(await summaryOrder(page)).toEqual(['Account Utilisation', 'Total Bots', 'Subscription Plan']);
  await panel.getByRole('button', { name: `Move ${south} up` }).click();
  await panel.getByRole('checkbox', { name: /^Pin Taxes north/ }).check();
  await expect(panel.getByRole('group', { name: 'Charts Beta' }).getByText('Charts on the dashboard are a beta feature.')).toBeVisible();
  await lookAt(page, 'arrange-dashboard', 1280);
  await panel.getByRole('button', { name: 'Save arrangement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dashboard arranged for wide screens' })).toBeVisible();
  await expect(panel).toBeHidden();

  await page.reload();
  await expect(page.getByRole('article', { name: 'Guard south' })).toBeVisible();
  expect(await summaryOrder(page)).toEqual(['Account Utilisation', 'Total Bots', 'Subscription Plan']);
  expect(await groupOrder(page)).toEqual([south, north]);
  const northBots = page.getByRole('region', { name: north }).getByRole('article');
  await expect(northBots.first()).toHaveAccessibleName('Taxes north');
  await lookAt(page, 'arranged-dashboard', 1280);

  // Narrow: its own arrangement, the default until saved.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => summaryOrder(page)).toEqual(['Total Bots', 'Subscription Plan', 'Active Automation', 'Account Utilisation']);
  expect(await groupOrder(page)).toEqual([north, south]);
  await page.getByRole('button', { name: 'Arrange dashboard' }).click();
  await expect(panel.getByText('This arrangement is for narrow screens such as phones (640 px wide or less).')).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Subscription Plan' }).uncheck();
  await panel.getByRole('checkbox', { name: north, exact: true }).uncheck();
  await lookAt(page, 'arrange-dashboard', 375);
  await panel.getByRole('button', { name: 'Save arrangement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dashboard arranged for narrow screens' })).toBeVisible();
  expect(await summaryOrder(page)).toEqual(['Total Bots', 'Active Automation', 'Account Utilisation']);
  expect(await groupOrder(page)).toEqual([south]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
  await lookAt(page, 'arranged-dashboard', 375);

  // The other browser of the same size: the arrangement follows the player (kept on the server, not the device).
  await page.evaluate(() => localStorage.removeItem('castellan.query-cache'));
  await page.reload();
  await expect(page.getByRole('article', { name: 'Guard south' })).toBeVisible();
  expect(await groupOrder(page)).toEqual([south]);

  // Reset narrow: the default on phones; wide keeps its arrangement.
  await page.getByRole('button', { name: 'Arrange dashboard' }).click();
  await panel.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Back to the default dashboard on narrow screens' })).toBeVisible();
  expect(await summaryOrder(page)).toEqual(['Total Bots', 'Subscription Plan', 'Active Automation', 'Account Utilisation']);
  expect(await groupOrder(page)).toEqual([north, south]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => summaryOrder(page)).toEqual(['Account Utilisation', 'Total Bots', 'Subscription Plan']);

  // Reset wide too.
  await page.getByRole('button', { name: 'Arrange dashboard' }).click();
  await panel.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Back to the default dashboard on wide screens' })).toBeVisible();
  expect(await summaryOrder(page)).toEqual(['Total Bots', 'Subscription Plan', 'Active Automation', 'Account Utilisation']);
  expect(await groupOrder(page)).toEqual([north, south]);
});

test('an admin turns the "Charts on the dashboard" beta on; a Professional player opts in, puts Loot this week on the dashboard, and the admin sees who uses it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('tab', { name: 'Flags' }).click();
  const flag = admin.getByRole('list', { name: 'Beta flags' }).getByRole('listitem').filter({ hasText: 'Charts on the dashboard' }).first();
  // Off first (another journey may have left it on), so this one sees it opened.
  await expect(flag.getByRole('button', { name: /^Turn (on|off) Charts on the dashboard$/ })).toBeVisible();
  if (await flag.getByRole('button', { name: 'Turn off Charts on the dashboard' }).isVisible()) {
    await flag.getByRole('button', { name: 'Turn off Charts on the dashboard' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Charts on the dashboard turned off' })).toBeVisible();
  }

  const email = newEmail('beta');
  await signedUpPlayer(page, email);
  await grantProfessional(page);
  await page.goto('/settings#beta');
  await expect(page.getByRole('heading', { name: 'Beta features' })).toBeVisible();
  await expect(page.getByText('No beta is open at the moment. They appear here when one opens.')).toBeVisible();

  await flag.getByRole('button', { name: 'Turn on Charts on the dashboard' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Charts on the dashboard turned on' })).toBeVisible();
  await expect(flag.getByText('On', { exact: true })).toBeVisible();
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByRole('list', { name: 'Audit log' }).getByText('flag.enable').first()).toBeVisible();

  await page.reload();
  const beta = page.getByRole('list', { name: 'Beta features' }).getByRole('listitem').filter({ hasText: 'Charts on the dashboard' });
  await expect(beta.getByText('Beta', { exact: true })).toBeVisible();
  await expect(beta.getByText(/chosen and ordered with the rest of your dashboard/)).toBeVisible();
  await beta.getByRole('button', { name: 'Opt in to Charts on the dashboard' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are in the "Charts on the dashboard" beta' })).toBeVisible();
  await expect(beta.getByText('You are in this beta.')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Arrange dashboard' }).click();
  const charts = page.getByRole('region', { name: 'Arrange dashboard' }).getByRole('group', { name: 'Charts Beta' });
  await charts.getByRole('checkbox', { name: 'Loot this week' }).check();
  await page.getByRole('button', { name: 'Save arrangement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dashboard arranged for wide screens' })).toBeVisible();
  const onDashboard = page.getByRole('region', { name: 'Charts' });
  await expect(onDashboard.getByText('Beta', { exact: true })).toBeVisible();
  await expect(onDashboard.getByRole('heading', { name: 'Loot this week' })).toBeVisible();
  await expect(onDashboard.getByRole('img', { name: /^Loot this week: wood 0, stone 0, food 0 resources in all\.$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Charts' }).getByRole('img', { name: /^Loot this week:/ })).toBeVisible();
  await lookAt(page, 'dashboard-charts', 1280);
  await page.goto('/settings#beta');
  await lookAt(page, 'settings-beta', 1280);
  await page.goto('/dashboard');

  await admin.getByRole('tab', { name: 'Flags' }).click();
  await expect(admin.getByRole('list', { name: 'Players in Charts on the dashboard' }).getByText(email)).toBeVisible();
  await lookAt(admin, 'admin-flags', 1280);

  // Turned off: the cards go from the dashboard (the choice is kept for when it opens again).
  await flag.getByRole('button', { name: 'Turn off Charts on the dashboard' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Charts on the dashboard turned off' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('castellan.query-cache'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your bots' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arrange dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Charts' })).toHaveCount(0);
  await adminContext.close();
});
