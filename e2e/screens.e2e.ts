/**
 * Every screen at desktop and phone width in each theme, with a screenshot of each under screenshots/
 * (git-ignored) when SCREENSHOTS=1, for looking at the product as a person does. Each screen must render
 * its heading at both widths, and axe must find no serious or critical accessibility violation on it in
 * any theme: the test goes on to the end and then fails with every finding listed (screen, width, theme,
 * rule, element).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_THEME, THEMES, type Theme } from '../shared/src/themes';
import { useTheme } from './look';
import { ALONE_TAG } from './alone';
import { checkWithAxe, COLOUR_RULES, formatFindings } from './axe';
import { addGameAccountViaApi, ensureAdmin, newEmail, openRegisterTab, pickTemplate, signedUpPlayer, screenshot } from './helpers';
import { userWithTwoFactor } from './two-factor';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

/** Every serious or critical axe finding of the run, one readable line each. */
const findings: string[] = [];
/** Per theme: blocking and advisory (moderate/minor) finding counts, printed at the end for the record. */
const tally = Object.fromEntries(THEMES.map((t) => [t, { blocking: 0, advisory: 0 }])) as Record<Theme, { blocking: number; advisory: number }>;
/** Time spent in axe, to keep an eye on what the checks add to the run. */
let axeMs = 0;

async function shoot(page: Page, name: string, heading: string | RegExp) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // Nothing may overflow sideways on a phone.
    if (size.name === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width + 1);
    // From the top: scrolled (a click lower down), the sticky header is drawn across the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await screenshot(page, `${name}-${size.name}-${theme}.png`);
      const started = performance.now();
      // All rules in the default theme; in the others only what a theme changes (axe's time 51 s -> 33 s).
      const outcome = await checkWithAxe(page, theme === DEFAULT_THEME ? undefined : COLOUR_RULES);
      axeMs += performance.now() - started;
      findings.push(...formatFindings(`${name} ${size.name} ${theme}`, outcome.blocking));
      tally[theme].blocking += outcome.blocking.length;
      tally[theme].advisory += outcome.advisory;
    }
    await useTheme(page, DEFAULT_THEME);
  }
}

test.beforeEach(() => {
  findings.length = 0;
  for (const theme of THEMES) tally[theme] = { blocking: 0, advisory: 0 };
  axeMs = 0;
});

/** Prints the run's axe figures and fails with every serious or critical finding, one per line. */
function expectAxeClean() {
  console.log(
    `axe, findings per theme over every screen at both widths: ${THEMES.map((t) => `${t} ${tally[t].blocking} serious/critical, ${tally[t].advisory} moderate/minor`).join('; ')} (axe ran ${(axeMs / 1000).toFixed(1)} s)`,
  );
  expect(findings, `axe found serious or critical violations:\n${findings.join('\n')}`).toEqual([]);
}

test('the axe check itself finds what it is there to find: a button without a name, grey on grey, and the theme rules alone', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'faint words';
    // Through the CSSOM: the page's policy refuses inline style attributes.
    Object.assign(faint.style, { color: '#777', background: '#888' });
    document.querySelector('main')!.append(document.createElement('button'), faint);
  });
  const all = await checkWithAxe(page);
  expect(all.blocking.map((f) => f.rule)).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  // Only the colour rules (the dark and midnight themes): the nameless button is not theirs.
  const colours = await checkWithAxe(page, COLOUR_RULES);
  expect(colours.blocking.map((f) => f.rule)).toContain('color-contrast');
  expect(colours.blocking.map((f) => f.rule)).not.toContain('button-name');
});

test('every screen at desktop and phone width', { tag: ALONE_TAG }, async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await shoot(page, 'landing', /Your castles, run around the clock/);
  await page.goto('/pricing');
  await shoot(page, 'pricing', 'Simple, transparent pricing');
  await page.goto('/auth/login');
  await shoot(page, 'login', 'Welcome back');
  await page.goto('/auth/forgot-password');
  await shoot(page, 'forgot-password', 'Forgot your password?');
  // A made-up token: the form shows until it is sent; the verify page answers at once that it cannot be used.
  await page.goto('/reset-password#token=screens-tour');
  await shoot(page, 'reset-password', 'Choose a new password');
  await page.goto('/verify-email#token=screens-tour');
  await shoot(page, 'verify-email-unusable', 'This link cannot be used');

  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  await page.goto('/bots/create');
  await shoot(page, 'create-bot', 'Create Bot');
  await pickTemplate(page, 'Castle Defense');
  await expect(page.getByText('Needs the Plus plan or higher')).toBeVisible();
  await shoot(page, 'create-bot-plus-template', 'Create Bot');
  await pickTemplate(page, 'Resource Collector & Feasts');
  await page.getByLabel('Game account').selectOption({ label: `${account.name} – INT1` });
  await page.getByRole('button', { name: 'Create Bot' }).click();
  // The new bot's console opens; the tour goes on from the dashboard.
  await expect(page).toHaveURL(/\/bots\/[0-9a-f]{24}$/);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Resource Collector & Feasts' });
  await card.getByRole('button', { name: 'Start' }).click();
  // The badge itself: a plain getByText('ONLINE') also matches the summary's "0 online" at once.
  await expect(card.getByText('ONLINE', { exact: true })).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'dashboard', /Welcome/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await shoot(page, 'dashboard-settings', 'Bot events');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Bot Management' }).click();
  await page.getByRole('link', { name: 'Console' }).first().click();
  await expect(page).toHaveURL(/\/bots\/[0-9a-f]{24}$/);
  await expect(
    page
      .getByRole('log')
      .getByText(/Collected [\d,]+ coins in taxes/)
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'console', 'Bot Console');
  // An account with a proxy, so the list shows one (the running bot takes it at its next start).
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const proxied = await page.request.patch(`/api/accounts/${account.id}`, {
    headers: { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin },
    data: { proxy: 'socks5://knight:secret@proxy.example:1080', yield_minutes: 30 },
  });
  expect(proxied.status()).toBe(200);
  await page.goto('/accounts');
  await shoot(page, 'accounts', 'Game Accounts');
  await page.getByRole('button', { name: `Edit ${account.name} (INT1)` }).click();
  await shoot(page, 'accounts-edit', `Edit ${account.name} (INT1)`);
  await page.keyboard.press('Escape');
  await page.goto('/settings');
  await shoot(page, 'settings', 'Settings');
  await page.goto('/settings#security');
  await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await shoot(page, 'settings-security', 'Sessions');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await shoot(page, 'settings-security-setup', 'Set up your authenticator app');
  await page.goto('/settings#activity');
  await expect(page.getByRole('list', { name: 'Account activity' })).toBeVisible();
  await shoot(page, 'settings-activity', 'Settings');
  await page.goto('/settings#api-keys');
  await shoot(page, 'settings-api-keys', 'API keys');
  await page.goto('/settings#data');
  await shoot(page, 'settings-data', 'Delete my account');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await shoot(page, 'settings-data-delete', 'Delete your account?');
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await shoot(page, 'profile', 'Profile');
  // The denied screen moves on to the dashboard after 2.5 s; answered 204, that navigation leaves it in place.
  await page.route('**/dashboard', (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.fallback()));
  await page.goto('/admin');
  await shoot(page, 'admin-denied', 'Access Denied');

  expectAxeClean();
});

test("the admin panel's tabs", async ({ page }) => {
  test.setTimeout(120_000);
  await ensureAdmin(page.request);
  await page.goto('/auth/login?redirect=%2Fadmin');
  await page.getByLabel('Email').fill('admin@castellan.test');
  await page.getByLabel('Password').fill('admin password');
  // From the keyboard: the news banners other journeys published may arrive and move the form as a click aims.
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  for (const tab of ['Users', 'Bots', 'Announcements', 'System', 'Audit log']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await shoot(page, `admin-tab-${tab.toLowerCase().replace(/\s+/g, '-')}`, 'Admin Panel');
  }
  expectAxeClean();
});

test('getting into an account: the sign-up sent and the second sign-in step', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto('/auth/login');
  await openRegisterTab(page);
  await page.getByLabel('Email').fill(newEmail('screens'));
  await page.getByLabel('Password').fill('castle password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await shoot(page, 'register-check-inbox', 'Check your inbox');
  await page.evaluate(() => localStorage.clear());
  const user = await userWithTwoFactor(request, baseURL!, 'screens-2fa');
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await shoot(page, 'login-second-step', 'Two-factor sign-in');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('button', { name: 'Verify' }).click();
  await shoot(page, 'login-second-step-recovery', 'Two-factor sign-in');
  expectAxeClean();
});
