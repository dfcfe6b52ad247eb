/**
 * The strategy planner as a Professional player uses it: from Game Accounts to the plan screen, a plan made
 * from a real look at the account in the local game (each attack with its reasons, beside the best template
 * setting), looked at in every theme at 1280 and 375 px, then "Run this plan" starts a Strategy Planner
 * whose console says the plan. A Starter player is told where the planner comes from.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addGameAccountViaApi, signedUpPlayer, grantPlan } from './helpers';
import { lookAt } from './look';

test.use({ storageState: { cookies: [], origins: [] } });

const grantProfessional = (page: Page, request: APIRequestContext) => grantPlan(page, request, 'professional', 'Browser test of the planner');

test('a Professional player plans the next hours for an account, reads why, and runs the plan', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  await grantProfessional(page, request);

  await page.goto('/accounts');
  await page.getByRole('link', { name: new RegExp(`^Plan attacks for ${account.name}`) }).click();
  await expect(page.getByRole('heading', { name: 'Strategy Planner', level: 1 })).toBeVisible();
  await expect(page.getByText('If you are playing this account right now, the game signs you out.')).toBeVisible();
  await page.getByLabel('Soldiers to keep at home').fill('20');
  await page.getByLabel('Plan ahead (hours)').fill('2');
  await page.getByRole('button', { name: 'Make a plan' }).click();

  const result = page.getByRole('region', { name: new RegExp(`^Plan for ${account.name}`) });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(
    result.getByText(
      /^Over the next 2 h of game time: ≈ [\d,]+ loot an hour from \d+ attacks?, against ≈ [\d,]+ an hour from the best of \d+ template settings/,
    ),
  ).toBeVisible();
  await expect(result.getByRole('term').filter({ hasText: 'Best template setting' })).toBeVisible();
  const steps = result
    .getByRole('list', { name: 'Planned attacks' })
    .getByRole('listitem')
    .filter({ has: page.locator('.planner-step-head') });
  await expect(steps.first()).toBeVisible();
  const first = steps.first();
  await expect(first.getByText('Now', { exact: true })).toBeVisible();
  await expect(first.getByText(/^Robber baron castle level \d+ at \d+:\d+, [\d,]+ fields from .+: of \d+ camps? this army could take now/)).toBeVisible();
  await expect(first.getByText(/soldiers: at most a full wave at level \d+.* and 20 are kept home\.$/)).toBeVisible();
  await expect(first.getByText('Now: a commander and the soldiers are free.')).toBeVisible();
  await result.getByText('What the plan rests on').click();
  await expect(result.getByText(/^Loot: ≈ [\d,]+ per camp level, estimated \(no army of yours measured it yet\)\.$/)).toBeVisible();

  await lookAt(page, 'planner');

  await page.getByRole('button', { name: 'Run this plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The Strategy Planner is starting.' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Open its console' }).click();
  await expect(page.getByText(/^Plan: Over the next 2 h of game time/).first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByText(/^Attacking the robber baron castle \(level \d+\) at \d+:\d+ from .+ with \d+ soldiers; forecast: win, ~\d+ lost \(attacks today: 1\)\. Why: /)
      .first(),
  ).toBeVisible({ timeout: 30_000 });
});

test('a Starter player is told the planner comes with Professional before filling the form, and again at Make a plan', async ({ page }) => {
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  await page.goto(`/planner?account=${account.id}`);
  await expect(page.getByRole('note').filter({ hasText: 'Needs the Professional plan or higher; your plan is Starter.' })).toBeVisible();
  await expect(page.getByRole('note').getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  await page.getByRole('button', { name: 'Make a plan' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The strategy planner comes with the Professional plan; your plan is Starter. Upgrade to plan your attacks.',
  );
});
