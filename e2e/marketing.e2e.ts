import { expect, test } from '@playwright/test';

test('the landing page is static HTML with every section and no script files', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Automating' })).toHaveAttribute('href', '/auth/login?redirect=%2Fdashboard');
  await expect(page.getByRole('link', { name: 'View Pricing' })).toBeVisible();
  for (const feature of ['Bot Automation', 'Performance Analytics', 'Security First', '24/7 Operation', 'Multi-Account Support', 'Smart Resource Management']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByText('Sample report with demo numbers')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login?redirect=%2F');

  // No script is downloaded and no island is hydrated; the only script is the inline header/theme boot.
  expect(scripts).toEqual([]);
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('<script src');
  expect(html).not.toContain('astro-island');
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!.length);
  expect(inline).toHaveLength(1);
  expect(inline[0]).toBeLessThan(4096);
});

test('pricing shows the three plans, the FAQ and the closing call to action', async ({ page }) => {
  await page.goto('/pricing');
  for (const plan of ['Starter', 'Premium', 'Professional']) {
    await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('$19.99')).toBeVisible();
  await expect(page.getByText('$49.99')).toBeVisible();
  await expect(page.locator('details.faq')).toHaveCount(4);
  await page.getByText('Can I cancel at any time?').click();
  await expect(page.getByText('your bots keep running until the end of the billing period')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/auth/login?redirect=%2Fdashboard');
});

test('an unknown path redirects to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Automating' })).toBeVisible();
});
