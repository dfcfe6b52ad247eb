/**
 * Signing in, in the players' languages: a German browser opens the German sign-in page, is told in
 * German what is wrong with the form (a password too short, counted as German counts), registers and is
 * greeted in German; the German and Polish sign-in pages and a German mailed-link page fit every width in
 * every theme. Expected texts come from the translation files, not from this test.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD_MIN_LENGTH } from '../shared/src/auth';
import { catalogue, counted, text } from './catalogue';
import { newEmail, openInLanguage, WITH_SERVICE_WORKER } from './helpers';
import { lookAt } from './look';
import { linkIn, mailTo } from './mailbox';

const de = catalogue('de', 'auth');
const pl = catalogue('pl', 'auth');

test('a German browser registers on the German sign-in page, with German validation and a German welcome', async ({ browser }) => {
  const { context, page } = await openInLanguage(browser, 'de-DE', '/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(`${text(de, 'auth/login', 'pageTitle')} · Castellan`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'auth/login', 'titleLogin'));
  await expect(page.getByRole('button', { name: text(de, 'auth/discord', 'continueWith') })).toBeVisible();

  await page.getByRole('tab', { name: text(de, 'auth/login', 'register') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'auth/login', 'titleRegister'));
  const email = page.getByLabel(text(de, 'auth/login', 'email'), { exact: true });
  const password = page.getByLabel(text(de, 'auth/login', 'password'), { exact: true });
  await email.fill('ritter');
  await password.fill('x'.repeat(PASSWORD_MIN_LENGTH - 1));
  await page.getByRole('button', { name: text(de, 'auth/login', 'createAccount') }).click();
  await expect(page.getByText(text(de, 'auth/validation', 'emailInvalid'))).toBeVisible();
  await expect(page.getByText(counted(de, 'de', 'auth/validation', 'passwordTooShort', PASSWORD_MIN_LENGTH))).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await lookAt(page, 'language-de-register-errors', { words: true });

  const address = newEmail('de');
  await email.fill(address);
  await password.fill('Burgpasswort');
  await page.getByRole('button', { name: text(de, 'auth/login', 'createAccount') }).click();
  // "Check your inbox", in German; the German mail's link creates the account and lands on the dashboard.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'auth/login', 'checkInboxTitle'));
  await lookAt(page, 'language-de-register-sent', { words: true });
  const mail = await mailTo(address, { subject: /Castellan-Kontos/ });
  await page.goto(linkIn(mail, '/verify-email').href);
  // The dashboard (in German once it has its German page); the welcome was said in German.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: text(de, 'auth/login', 'accountCreated') })).toBeVisible();
  await context.close();
});

test('the Polish sign-in page and the German page of a broken reset link fit every width in every theme', async ({ browser }) => {
  const { context: polish, page } = await openInLanguage(browser, 'pl-PL', '/auth/login?redirect=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(pl, 'auth/login', 'titleLogin'));
  // "Forgot password?" keeps the language.
  await expect(page.getByRole('link', { name: text(pl, 'auth/login', 'forgotPassword') })).toHaveAttribute('href', '/pl/auth/forgot-password');
  await lookAt(page, 'language-pl-login', { words: true });
  await polish.close();

  // A reset link that lost its token: the page says so in German and offers a new link, in German too.
  const { context: german, page: reset } = await openInLanguage(browser, 'de-DE', '/reset-password');
  await expect(reset.getByRole('heading', { level: 1 })).toHaveText(text(de, 'auth/reset-password', 'unusable'));
  await expect(reset.getByText(text(de, 'auth/reset-password', 'incompleteLink'))).toBeVisible();
  await expect(reset.getByRole('link', { name: text(de, 'auth/reset-password', 'askForNew') })).toHaveAttribute('href', '/de/auth/forgot-password');
  await lookAt(reset, 'language-de-reset-link-unusable', { words: true });
  await german.close();
});

test('offline, a German page never opened shows the German offline page, and Sign In leads back to it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', ...WITH_SERVICE_WORKER });
  const page = await context.newPage();
  await page.goto('/de/auth/login');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 10_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto('/de/pricing');
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'auth/offline', 'title'));
  await expect(page.getByRole('link', { name: text(de, 'auth/offline', 'dashboard'), exact: true })).toHaveAttribute('href', '/de/dashboard');
  await expect(page.locator('header a[href^="/auth/login"]')).toHaveAttribute('href', '/auth/login?redirect=%2Fde%2Fpricing');
  await lookAt(page, 'language-de-offline', { words: true });

  // An address without a language (/terms): offline, the browser's language picks the offline page.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(de, 'auth/offline', 'title'));
  await context.close();
});
