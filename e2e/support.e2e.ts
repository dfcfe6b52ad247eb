/**
 * The support desk as people use it: a player writes with their bot's console lines attached, an admin
 * answers from the queue with a canned answer (and a note the player never sees), the player reads the
 * answer in the app, on the bell and in their mail, replies and closes. And the help centre, with and
 * without script.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { THEME_KEY, THEMES } from '../shared/src/themes';
import { ALONE_TAG } from './alone';
import { checkWithAxe, COLOUR_RULES, formatFindings } from './axe';
import { ADMIN, newEmail, signedUpPlayer, screenshot, signInAsAdmin } from './helpers';
import { linkIn, mailTo } from './mailbox';

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  return { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
}

/** A game account and a started resource-keeper bot: its console fills as it plays the local game server. */
async function playingBot(page: Page): Promise<{ id: string; name: string }> {
  const headers = await apiHeaders(page);
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('keeper'), server: 'INT1', username: `keeper${Date.now().toString(36)}`, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const created = await page.request.post('/api/bots', {
    headers,
    data: {
      templateId: 'resource-keeper',
      accountId: (await account.json()).id,
      name: 'Tax keeper',
      settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 },
    },
  });
  expect(created.status()).toBe(201);
  const bot = await created.json();
  expect((await page.request.post(`/api/bots/${bot.id}/actions`, { headers, data: { action: 'start' } })).ok()).toBe(true);
  await expect
    .poll(async () => (await (await page.request.get(`/api/support/bots/${bot.id}/console`, { headers })).json()).lines.length, { timeout: 20_000 })
    .toBeGreaterThan(2);
  return bot;
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  return page;
}

test('a ticket round trip: the player writes, an admin answers from the queue, the player reads it everywhere, replies and closes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await signedUpPlayer(page);
  const bot = await playingBot(page);
  const subject = `Taxes look low ${Date.now().toString(36)}`;

  // The player finds Support in the menu under their name, and searches the help first.
  await page.getByRole('banner').getByText(email).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('Community support: We answer as soon as we can (best effort).')).toBeVisible();
  await page.getByLabel('What do you need help with?').fill('tax collector');
  await expect(page.getByRole('list', { name: 'Help articles found' }).getByRole('link', { name: 'Resource Collector & Feasts' })).toBeVisible();

  await page.getByRole('button', { name: 'New ticket' }).click();
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByText('Please write a subject.')).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('My keeper collects less than I expected. Is the round right?');
  await page.getByLabel('Bot (optional)').selectOption({ label: bot.name });
  await page.getByRole('checkbox', { name: 'Attach the last console lines' }).check();
  const preview = page.getByRole('list', { name: 'Console lines to attach' });
  await expect(preview.getByRole('listitem').first()).toBeVisible();
  await screenshot(page, 'support-new-ticket.png');
  await page.getByRole('button', { name: 'Send ticket' }).click();

  const ticket = page.getByRole('article', { name: subject });
  await expect(ticket.getByText('Waiting for support', { exact: true })).toBeVisible();
  await expect(ticket.getByText(`About the bot “${bot.name}”`)).toBeVisible();
  await expect(ticket.getByText(/^Attached console lines \(\d+\)$/)).toBeVisible();
  await expect(page).toHaveURL(/\/support\?ticket=[0-9a-f]{24}$/);
  const ticketId = new URL(page.url()).searchParams.get('ticket')!;
  await expect(page.getByRole('list', { name: 'Your tickets' }).getByRole('link', { name: subject })).toBeVisible();
  await page.request.post(`/api/bots/${bot.id}/actions`, { headers: await apiHeaders(page), data: { action: 'stop' } });

  // The admin finds it in the queue, takes it, notes, and answers with a canned answer.
  const admin = await adminPage(browser);
  await admin.getByRole('tab', { name: 'Support' }).click();
  const queue = admin.getByRole('table', { name: 'Support queue' });
  const row = queue.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Community support');
  await expect(row).toContainText(/Waiting \d+ s|Waiting \d+ min/);
  await row.getByRole('button', { name: subject }).click();
  const desk = admin.getByRole('article', { name: subject });
  await desk.getByRole('button', { name: 'Assign to me' }).click();
  await expect(desk.getByText(`Assigned to ${ADMIN.email}`)).toBeVisible();
  await desk.getByLabel('Answer or note').fill('Their round is 30 game minutes: fine.');
  await desk.getByRole('button', { name: 'Add internal note' }).click();
  await expect(desk.getByText(`Internal note by ${ADMIN.email}`)).toBeVisible();
  await desk.getByLabel('Canned answer').selectOption({ label: 'Ask for details' });
  await desk.getByRole('button', { name: 'Insert' }).click();
  await expect(desk.getByLabel('Answer or note')).toHaveValue(/To look into this we need a little more/);
  await screenshot(admin, 'support-admin-ticket.png');
  await desk.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Answer sent to the player')).toBeVisible();
  await expect(desk.getByText('Answered', { exact: true })).toBeVisible();
  await admin.setViewportSize({ width: 375, height: 900 });
  await screenshot(admin, 'support-admin-375.png');
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The player: the answer by mail (a plain link to the ticket), on the bell, and in the thread; never the note.
  const mail = await mailTo(email, { subject: new RegExp(`Support answered: ${subject}`) });
  expect(mail.text).toContain('To look into this we need a little more');
  const link = linkIn(mail, '/support');
  expect(link.search).toBe(`?ticket=${ticketId}`);
  await page.goto(link.pathname + link.search);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).not.toHaveAccessibleName('Notifications, 0 unread');
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(`Support answered your ticket “${subject}”.`);
  await page.keyboard.press('Escape');
  const thread = page.getByRole('article', { name: subject });
  await expect(thread.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByText('Castellan support')).toBeVisible();
  await expect(thread.getByText(/To look into this we need a little more/)).toBeVisible();
  await expect(page.getByText('Their round is 30 game minutes')).toHaveCount(0);
  await expect(thread.getByText('Answered', { exact: true })).toBeVisible();
  await screenshot(page, 'support-ticket-answered.png');

  await thread.getByLabel('Reply').fill('The bot is “Tax keeper”; it ran since this morning.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(3);
  await expect(thread.getByText('Waiting for support', { exact: true })).toBeVisible();

  // Back at the desk, the reply is new activity in the queue.
  await admin.reload();
  await admin.getByRole('tab', { name: 'Support' }).click();
  await expect(admin.getByRole('table', { name: 'Support queue' }).getByRole('row').filter({ hasText: subject })).toContainText('New reply');

  await thread.getByRole('button', { name: 'Close ticket' }).click();
  await expect(thread.getByText('Closed', { exact: true })).toBeVisible();
  await expect(thread.getByLabel('Reply (opens the ticket again)')).toBeVisible();
  await admin.context().close();
});

test('the help centre: an article for every template the API offers, in the footer and the sitemap', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  for (const group of ['Getting started', 'Bot templates', 'Plans and billing', 'Security', 'Support'])
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  const templates = (await (await request.get('/api/templates')).json()) as { id: string; label: string }[];
  expect(templates.length).toBeGreaterThan(10);
  const listed = page.getByRole('list', { name: 'Bot templates' });
  for (const t of templates) await expect(listed.getByRole('link', { name: t.label, exact: true })).toHaveAttribute('href', `/help/${t.id}`);
  for (const t of templates) {
    const article = await request.get(`/help/${t.id}`);
    expect(article.status(), t.id).toBe(200);
    expect(await article.text()).toContain(`<h1>${t.label.replace('&', '&amp;')}</h1>`);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/help/getting-started</loc>');
  expect(sitemap).toContain(`/help/${templates[0]!.id}</loc>`);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the help centre searches on the server', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('refund');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/help\/search\?q=refund$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toHaveText('Plans and billing');
    await results.getByRole('link', { name: 'Plans and billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
    await expect(page.getByText('Professional: Dedicated support. We answer within 4 hours.')).toBeVisible();
    await page.goto('/help/search?q=zzzqqq');
    await expect(page.getByRole('status')).toContainText('No article matches “zzzqqq”.');
  });
});

test('the support screens and a help article at 1280 and 375 px in every theme: nothing overflows, axe finds nothing serious', { tag: ALONE_TAG }, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedUpPlayer(page);
  await page.goto('/support?new');
  await page.getByLabel('Subject').fill('Where do I see my loot?');
  await page.getByLabel('Message').fill('A question about the console.\n\nSecond paragraph.');
  await page.getByRole('button', { name: 'Send ticket' }).click();
  const ticket = page.getByRole('article', { name: 'Where do I see my loot?' });
  await expect(ticket.getByText('Waiting for support', { exact: true })).toBeVisible();
  const screens: [string, string, () => Promise<unknown>][] = [
    ['support', page.url(), () => expect(ticket.getByText('Waiting for support', { exact: true })).toBeVisible()],
    ['support-new', '/support?new', () => expect(page.getByRole('heading', { name: 'New ticket' })).toBeVisible()],
    ['help', '/help', () => expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible()],
    ['help-article', '/help/castle-defence', () => expect(page.getByRole('heading', { level: 1, name: 'Castle Defense' })).toBeVisible()],
  ];
  const findings: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url, ready] of screens) {
      for (const theme of THEMES) {
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);
        await page.goto(url);
        await ready();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width + 1);
        await screenshot(page, `${name}-${theme}-${width}.png`);
        // Every rule in the first theme; in the others only what a theme changes (its colours).
        findings.push(...formatFindings(`${name} ${width} ${theme}`, (await checkWithAxe(page, theme === THEMES[0] ? undefined : COLOUR_RULES)).blocking));
      }
    }
  }
  expect(findings, findings.join('\n')).toEqual([]);
});
