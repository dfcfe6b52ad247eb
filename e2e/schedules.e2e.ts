/**
 * A bot's schedule as a player sets it on the bot's page: a window added with the keyboard, saved and
 * listed after a reload, in the player's time zone; "run now for 2 hours" shows when the run ends, there
 * and on the dashboard. The section is checked with axe and looked at on a phone and a desktop in each theme.
 */
import { expect, test, type Page } from '@playwright/test';
import { THEMES, DEFAULT_THEME } from '../shared/src/themes';
import { useTheme } from './look';
import { checkWithAxe, COLOUR_RULES, formatFindings } from './axe';
import { join } from 'node:path';
import { newEmail, signedUpPlayer, SCREENSHOTS } from './helpers';

// The browser's zone is the one the section proposes: fixed here so the journey reads the same anywhere.
test.use({ timezoneId: 'Europe/Berlin' });

async function botOnNewAccount(page: Page): Promise<{ id: string; name: string }> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const headers = { origin: new URL(page.url()).origin, authorization: `Bearer ${token}` };
  const username = `Sched${Date.now().toString(36)}`;
  const account = await page.request.post('/api/accounts', {
    headers,
    data: { email: newEmail('sched'), server: 'INT1', username, password: 'castle password', type: 'none' },
  });
  expect(account.status()).toBe(201);
  const bot = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'resource-keeper', accountId: (await account.json()).id, settings: { minDelaySeconds: 1, maxDelaySeconds: 2, breakEveryMinutes: 0 } },
  });
  expect(bot.status()).toBe(201);
  return bot.json();
}

test('set a window and see it listed; run now for 2 hours shows "Runs until h:mm PM"', async ({ page }) => {
  test.setTimeout(90_000);
  await signedUpPlayer(page);
  const bot = await botOnNewAccount(page);
  await page.goto(`/bots/${bot.id}`);

  const section = page.getByRole('region', { name: 'Schedule' });
  await expect(section.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(section.getByText('No windows: it runs when you start it.')).toBeVisible();
  await expect(section.getByLabel('Time zone')).toHaveValue('Europe/Berlin');

  // By keyboard: choose the day, type the hours, press the button.
  await section.getByLabel('Day').selectOption({ label: 'Wednesday' });
  await section.getByLabel('From').fill('18:00');
  await section.getByLabel('To').fill('22:00');
  await section.getByRole('button', { name: 'Add window' }).focus();
  await page.keyboard.press('Enter');
  const week = section.getByRole('list', { name: 'Weekly windows' });
  // Read as English writes a time (issue 64: the list was on a 24-hour clock).
  await expect(week.getByRole('listitem').filter({ hasText: 'Wednesday' })).toContainText('6:00 PM–10:00 PM');

  // An overlap is refused where it is typed, in the API's own words.
  await section.getByLabel('From').fill('21:00');
  await section.getByLabel('To').fill('23:00');
  await section.getByRole('button', { name: 'Add window' }).click();
  await expect(section.getByRole('alert')).toHaveText('Wed 6:00 PM–10:00 PM and Wed 9:00 PM–11:00 PM overlap: make them one window, or move one.');

  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved')).toBeVisible();
  await expect(section.getByText(/^(Next window|Open now): Wed 6:00 PM–10:00 PM \(Europe\/Berlin\)$/)).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Schedule' }).getByRole('list', { name: 'Weekly windows' }).getByRole('listitem').filter({ hasText: 'Wednesday' }),
  ).toContainText('6:00 PM–10:00 PM');

  await section.getByLabel('Run now for').selectOption({ label: '2 hours' });
  await section.getByRole('button', { name: 'Run now' }).click();
  await expect(section.getByRole('status')).toHaveText(/^Runs until \d\d?:\d\d [AP]M \((1 h 59 min|2 h) left\)$/);
  const until = new Date(Date.now() + 2 * 3_600_000).toLocaleTimeString('en', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Berlin' });
  await expect(section.getByRole('status')).toContainText(`Runs until ${until}`);
  // The console names the schedule's zone beside the time, written as English writes one ("8:30 PM Europe/Berlin").
  await expect(page.getByRole('log', { name: 'Console output' })).toContainText(`Run now for 2 hours: it runs until ${until} Europe/Berlin`, {
    timeout: 15_000,
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: bot.name })).toContainText(`Runs until ${until}`);

  // Looked at as a person does, on a phone and a desktop, in each theme; axe in each.
  await page.goto(`/bots/${bot.id}`);
  const findings: string[] = [];
  for (const size of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expect(section.getByRole('status')).toBeVisible();
    if (size.name === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width + 1);
    for (const theme of THEMES) {
      await useTheme(page, theme);
      if (SCREENSHOTS) {
        // From the top of the page, cut to the section: scrolled to it, the sticky header would cover its top.
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = (await section.boundingBox())!;
        await page.screenshot({ path: join(import.meta.dirname, '..', 'screenshots', `schedule-${size.name}-${theme}.png`), fullPage: true, clip: box });
      }
      findings.push(
        ...formatFindings(`schedule ${size.name} ${theme}`, (await checkWithAxe(page, theme === DEFAULT_THEME ? undefined : COLOUR_RULES)).blocking),
      );
    }
  }
  expect(findings).toEqual([]);
});
