import { expect, test, type Page } from '@playwright/test';
import { addGameAccountViaApi, signedUpPlayer } from './helpers';

/** Every Content-Security-Policy refusal the page reports, from the DOM event and from the console. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test('every page carries its policy and the security headers; the inline boot script runs under it', async ({ page }) => {
  for (const path of ['/', '/pricing', '/auth/login', '/dashboard']) {
    const res = await page.request.get(path);
    const headers = res.headers();
    expect([path, headers['x-content-type-options']]).toEqual([path, 'nosniff']);
    expect([path, headers['x-frame-options']]).toEqual([path, 'DENY']);
    expect([path, headers['referrer-policy']]).toEqual([path, 'strict-origin-when-cross-origin']);
    const policy = headers['content-security-policy'] ?? '';
    expect([path, policy]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
  }
  const violations = watchViolations(page);
  // The boot script applies the stored theme before paint: it only can if the policy lets it run.
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/pricing');
  await page.goto('/auth/login');
  expect(violations).toEqual([]);
});

test('signed in, the app works under the policy: dashboard, a bot console, settings; nothing is refused', async ({ page }) => {
  const violations = watchViolations(page);
  await signedUpPlayer(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const account = await addGameAccountViaApi(page);
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const bot = await page.request.post('/api/bots', {
    headers: { authorization: `Bearer ${token}` },
    data: { templateId: 'baron-farmer', accountId: account.id },
  });
  const { id } = (await bot.json()) as { id: string };
  await page.goto(`/bots/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Connection:' })).toContainText('Live');
  const consolePage = await page.request.get(`/bots/${id}`);
  expect(consolePage.headers()['x-frame-options']).toBe('DENY');
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();
  expect(violations).toEqual([]);
});
