/**
 * API keys (issue 13): a Professional player makes a key in settings, drives a bot with real curl through
 * the site's /api, and revokes it: the same command is then refused. Other plans are told where keys come from.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addGameAccountViaApi, signedUpPlayer, grantPlan } from './helpers';
import { lookAt } from './look';

const run = promisify(execFile);

/** curl as a script would run it; answers the HTTP status and the body. */
async function curl(url: string, key: string, body?: unknown): Promise<{ status: number; body: string }> {
  const args = ['-sS', '-w', '\n%{http_code}', '-H', `Authorization: Bearer ${key}`];
  if (body !== undefined) args.push('-X', 'POST', '-H', 'Content-Type: application/json', '-d', JSON.stringify(body));
  const { stdout } = await run('curl', [...args, url]);
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut) };
}

const grantProfessional = (page: Page, request: APIRequestContext) => grantPlan(page, request, 'professional', 'Browser test of API keys');

test('a Professional player creates a key, starts a bot with curl, revokes the key and curl is refused', async ({ page, context, request, baseURL }) => {
  // The journey itself takes ~8 s; looking at two views in three themes at two widths (axe included) adds ~12 s.
  test.setTimeout(60_000);
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const created = await page.request.post('/api/bots', {
    headers: { authorization: `Bearer ${token}` },
    data: { templateId: 'baron-farmer', accountId: account.id },
  });
  expect(created.status()).toBe(201);
  const bot = (await created.json()) as { id: string; name: string };
  await grantProfessional(page, request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await page.goto('/settings#api-keys');
  await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No keys yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Create key' });
  await form.getByLabel('Name').fill('Farm script');
  await form.getByRole('radio', { name: /Read and control bots/ }).check();
  await form.getByLabel('Allowed IP addresses (optional)').fill('127.0.0.1, localhost');
  await form.getByLabel('Expires after').selectOption({ label: '30 days' });
  await form.getByRole('button', { name: 'Create key' }).click();
  // Checked before sending: a name is not an address.
  await expect(form.getByRole('alert')).toHaveText('Not an IP address or range: localhost');
  await lookAt(page, 'settings-api-keys-form');
  await form.getByLabel('Allowed IP addresses (optional)').fill('127.0.0.1\n::1');
  await form.getByRole('button', { name: 'Create key' }).click();

  await expect(page.getByText('Copy it now: you will not see it again.')).toBeVisible();
  const key = await page.getByLabel('API key', { exact: true }).inputValue();
  expect(key).toMatch(/^cst_/);
  await page.getByRole('button', { name: 'Copy the API key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expect(page.getByText(`curl -H "Authorization: Bearer ${key}" ${baseURL}/api/bots`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Farm script', exact: true })).toBeVisible();
  await lookAt(page, 'settings-api-keys-new');
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByLabel('API key', { exact: true })).toBeHidden();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Farm script', exact: true }) });
  await expect(row).toContainText('Read and control bots');
  await expect(row).toContainText('127.0.0.1, ::1');
  await expect(row).toContainText('in 30 days');
  await expect(row).toContainText(key.slice(0, 8));

  const actions = `${baseURL}/api/bots/${bot.id}/actions`;
  const started = await curl(actions, key, { action: 'start' });
  expect(started.status, started.body).toBe(200);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: bot.name });
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.goto('/settings#api-keys');
  // Last used: by curl, a moment ago, from this machine.
  await expect(row.getByRole('definition').filter({ hasText: /^just now from / })).toBeVisible();
  await row.getByRole('button', { name: 'Revoke Farm script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Farm script”?' });
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The key is revoked' })).toBeVisible();
  await expect(page.getByText('No keys yet.')).toBeVisible();
  const refused = await curl(actions, key, { action: 'stop' });
  expect(refused.status, refused.body).toBe(401);

  // Tidy: the bot stops with the player's own session.
  expect((await page.request.post(`/api/bots/${bot.id}/actions`, { headers: { authorization: `Bearer ${token}` }, data: { action: 'stop' } })).ok()).toBe(true);
});

test('a Starter player reads that keys come with the Professional plan, and where to get it', async ({ page }) => {
  await signedUpPlayer(page);
  await page.goto('/settings#api-keys');
  await expect(page.getByText('API access comes with the Professional plan.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
});
