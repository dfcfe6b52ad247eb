/**
 * A newcomer's first ten minutes as one guided path (issue 38), in English and in German: a plan's button
 * on the pricing page opens Register; the mailed link, once opened, keeps the plan to its checkout, which
 * test mode takes with no real money; the dashboard's first step leads to adding a game account, whose
 * next step is a bot for it, with the few settings that matter (the rest under "Advanced"); the new bot's
 * console opens, and Start puts it to work. Every word is read from the page's language (English from the
 * English the product shows, German from its files).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogue, text } from './catalogue';
import { newEmail, openInLanguage, pickTemplate } from './helpers';
import { linkIn, mailTo } from './mailbox';

type Words = ReturnType<typeof wordsIn>;

/** The path's words in one language: English as the product writes it, German from the translation files. */
function wordsIn(locale: 'en' | 'de') {
  if (locale === 'en') {
    return {
      choosePlus: 'Choose Plus',
      register: 'Register',
      email: 'Email',
      password: 'Password',
      createAccount: 'Create Account',
      checkInbox: 'Check your inbox',
      planToBuy: 'Plan to subscribe to',
      subscribePayPal: 'Subscribe with PayPal',
      activated: 'Subscription activated via PayPal',
      botsTab: 'Bot Management',
      addGameAccount: 'Add a game account',
      gameEmail: 'Email',
      server: 'Server',
      username: 'Username',
      gamePassword: 'Password',
      addAccount: 'Add Account',
      createBotFor: 'Create a bot for it',
      keeper: 'Resource Collector & Feasts',
      advanced: 'Advanced',
      createBot: 'Create Bot',
      consoleTitle: 'Bot Console',
      start: 'Start',
      loggedIn: (username: string) => `Logged in as ${username} on DE1.`,
    };
  }
  const de = catalogue('de', 'site', 'auth', 'billing', 'dashboard', 'accounts', 'bots', 'console', 'bot-lines', 'templates');
  return {
    choosePlus: text(de, 'site/pricing-page', 'choose', { plan: 'Plus' }),
    register: text(de, 'auth/login', 'register'),
    email: text(de, 'auth/login', 'email'),
    password: text(de, 'auth/login', 'password'),
    createAccount: text(de, 'auth/login', 'createAccount'),
    checkInbox: text(de, 'auth/login', 'checkInboxTitle'),
    planToBuy: text(de, 'billing/subscription', 'choose'),
    subscribePayPal: text(de, 'billing/subscription', 'subscribePayPal'),
    activated: text(de, 'billing/checkout', 'activated'),
    botsTab: text(de, 'dashboard/page', 'tabBots'),
    addGameAccount: text(de, 'dashboard/onboarding', 'accountAction'),
    gameEmail: text(de, 'accounts/add-form', 'email'),
    server: text(de, 'accounts/add-form', 'server'),
    username: text(de, 'accounts/add-form', 'username'),
    gamePassword: text(de, 'accounts/add-form', 'password'),
    addAccount: text(de, 'accounts/add-form', 'add'),
    createBotFor: text(de, 'accounts/add-form', 'createBot'),
    keeper: text(de, 'templates/economy', 'keeper'),
    advanced: text(de, 'bots/advanced-settings', 'advanced'),
    createBot: text(de, 'bots/create-page', 'create'),
    consoleTitle: text(de, 'console/page', 'title'),
    start: text(de, 'console/header', 'start'),
    loggedIn: (username: string) => text(de, 'bot-lines/session', 'loggedIn', { username, server: 'DE1' }),
  };
}

/** The path from the pricing page to a playing bot; the clicks it took, counted as a person makes them. */
async function walk(page: Page, w: Words, prefix: string): Promise<number> {
  let clicks = 0;
  const click = async (target: Locator) => {
    await target.click();
    clicks += 1;
  };
  await page.goto(`${prefix}/pricing`);
  await click(page.getByRole('link', { name: w.choosePlus }));
  await expect(page.getByRole('tab', { name: w.register })).toHaveAttribute('aria-selected', 'true');
  const email = newEmail('guided');
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill('castle password');
  await click(page.getByRole('button', { name: w.createAccount }));
  await expect(page.getByRole('heading', { name: w.checkInbox })).toBeVisible();

  // The mail's link: the plan chosen waits at its checkout, in test mode.
  await page.goto(linkIn(await mailTo(email), '/verify-email').href);
  clicks += 1;
  await expect(page.getByLabel(w.planToBuy)).toHaveValue('plus');
  await click(page.getByRole('button', { name: w.subscribePayPal }));
  // PayPal's approval page (its local stand-in in test mode, in PayPal's own words).
  await click(page.getByRole('button', { name: /Agree & Subscribe/ }));
  await expect(page.getByRole('status').filter({ hasText: w.activated })).toBeVisible();

  // The first step: a game account, then a bot for it.
  await click(page.getByRole('tab', { name: w.botsTab }));
  await click(page.getByRole('link', { name: w.addGameAccount }));
  const username = `Guide${Date.now().toString(36)}`;
  await page.getByLabel(w.gameEmail).fill('guide@game.example');
  await page.getByLabel(w.server).selectOption('DE1');
  await page.getByLabel(w.username).fill(username);
  await page.getByLabel(w.gamePassword).fill('round-table');
  await click(page.getByRole('button', { name: w.addAccount }));
  await click(page.getByRole('link', { name: w.createBotFor }));

  // The account is chosen already; a template, and its few settings that matter, the rest folded.
  await pickTemplate(page, w.keeper);
  clicks += 1;
  await expect(page.getByText(w.advanced, { exact: true })).toBeVisible();
  await click(page.getByRole('button', { name: w.createBot }));

  // Its console, where Start is.
  await expect(page.getByRole('heading', { name: w.consoleTitle })).toBeVisible();
  await click(page.getByRole('button', { name: w.start, exact: true }));
  await expect(page.getByRole('log').getByText(w.loggedIn(username))).toBeVisible({ timeout: 20_000 });
  return clicks;
}

test('English: from "Choose Plus" to a playing bot on one guided path, the plan bought in test mode', async ({ page }) => {
  test.setTimeout(90_000);
  const clicks = await walk(page, wordsIn('en'), '');
  // Every click is one the path asks for: no detour, no dead end.
  expect(clicks).toBe(12);
});

test('German: the same path in German words, from the German pricing page', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await openInLanguage(browser, 'de-DE', '/pricing');
  try {
    expect(await walk(page, wordsIn('de'), '/de')).toBe(12);
  } finally {
    await context.close();
  }
});
