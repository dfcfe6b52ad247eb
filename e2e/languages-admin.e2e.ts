/**
 * The admin panel, the alliance page and support in the players' languages: a German player writes a
 * support ticket on the German support page; a German admin publishes an announcement on the German admin
 * panel and finds that ticket in the German support queue. The German and Polish admin panel, alliance
 * page and support page are looked at in the three themes at 1280 and 375 px. Expected texts come from
 * the translation files; the ticket's and announcement's words are the people's own, the support level
 * and answer time the API's.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { catalogue, text } from './catalogue';
import { openInLanguage, playerInLanguage, signInAsAdmin } from './helpers';
import { lookAt } from './look';

const de = catalogue('de', 'admin', 'alliance', 'support');
const pl = catalogue('pl', 'admin', 'alliance', 'support');

type State = Awaited<ReturnType<BrowserContext['storageState']>>;
/** A signed-in browser's state without a language choice, so the next browser's own language decides. */
const withoutLanguage = (state: State): State => ({ ...state, cookies: state.cookies.filter((c) => c.name !== 'castellan-lang') });

let player: State;
let admin: State;
let ticketPath = '';
const subject = `Mein Bot sammelt keine Steuern ${Date.now().toString(36)}`;

test.describe.configure({ mode: 'serial' });

test('a German player writes to support in German', async ({ browser, request }) => {
  const { context, page } = await playerInLanguage(browser, 'de-DE', request);
  await page.goto('/support');
  await expect(page).toHaveURL(/\/de\/support$/);
  await expect(page).toHaveTitle(`${text(de, 'support/page', 'title')} · Castellan`);
  await expect(page.getByRole('heading', { name: text(de, 'support/list', 'title') })).toBeVisible();
  await expect(page.getByText(text(de, 'support/list', 'none'))).toBeVisible();
  await page.getByRole('button', { name: text(de, 'support/page', 'newTicket') }).click();
  await expect(page).toHaveURL(/\/de\/support\?new$/);

  // Sent empty, the form says what is missing in German.
  await page.getByRole('button', { name: text(de, 'support/new-ticket', 'send') }).click();
  await expect(page.getByText(text(de, 'support/new-ticket', 'subjectMissing'))).toBeVisible();
  await page.getByLabel(text(de, 'support/new-ticket', 'subject'), { exact: true }).fill(subject);
  await page
    .getByLabel(text(de, 'support/new-ticket', 'message'), { exact: true })
    .fill('Seit heute Morgen sammelt mein Bot keine Steuern mehr. Was kann ich tun?');
  await page.getByRole('button', { name: text(de, 'support/new-ticket', 'send') }).click();

  // The thread, in German; the address keeps the language.
  await expect(page).toHaveURL(/\/de\/support\?ticket=[a-f0-9]+$/);
  ticketPath = new URL(page.url()).pathname.replace(/^\/de/, '') + new URL(page.url()).search;
  const ticket = page.getByRole('article', { name: subject });
  await expect(ticket.getByText(text(de, 'support/states', 'open'), { exact: true })).toBeVisible();
  await expect(ticket.getByRole('list', { name: text(de, 'support/ticket', 'thread') })).toContainText(text(de, 'support/ticket', 'you'));
  await expect(page.getByRole('list', { name: text(de, 'support/list', 'title') }).getByRole('link', { name: subject })).toBeVisible();
  await lookAt(page, 'language-de-support', { words: true });
  player = withoutLanguage(await context.storageState());
  await context.close();
});

test('a German admin publishes an announcement and finds the ticket in the German queue', async ({ browser }) => {
  // Two screens looked at in three themes at two widths, with axe on each: 29 s seen on a loaded machine.
  test.setTimeout(90_000);
  // Signed in on the English form, then the German browser takes over.
  const english = await browser.newContext();
  await signInAsAdmin(await english.newPage());
  admin = withoutLanguage(await english.storageState());
  await english.close();

  const { context, page } = await openInLanguage(browser, 'de-DE', '/admin', { storageState: admin });
  await expect(page.getByRole('heading', { level: 1, name: text(de, 'admin/page', 'heading') })).toBeVisible();
  const figures = page.getByRole('region', { name: text(de, 'admin/page', 'figures') });
  await expect(figures.getByText(text(de, 'admin/page', 'totalUsers'))).toBeVisible();
  // Money as German writes it: "12,34 $".
  await expect(figures.getByText(/^\d[\d.]*,\d\d\s\$$/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: text(de, 'admin/users', 'searchLabel') })).toBeVisible();

  const title = `Wartung heute Nacht ${Date.now().toString(36)}`;
  await page.getByRole('tab', { name: text(de, 'admin/page', 'announcements') }).click();
  await page.getByLabel(text(de, 'admin/announcements', 'title'), { exact: true }).fill(title);
  await page.getByLabel(text(de, 'admin/announcements', 'message'), { exact: true }).fill('Die Spielserver starten um 02:00 UTC neu.');
  await page.getByLabel(text(de, 'admin/announcements', 'category'), { exact: true }).selectOption({ label: text(de, 'admin/announcements', 'maintenance') });
  await page.getByRole('button', { name: text(de, 'admin/announcements', 'publish'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: text(de, 'admin/announcements', 'published') })).toBeVisible();
  const published = page
    .getByRole('list', { name: text(de, 'admin/announcements', 'listLabel') })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(published.getByText(text(de, 'admin/announcements', 'maintenance'), { exact: true })).toBeVisible();

  // The player's ticket waits in the German queue.
  await page.getByRole('tab', { name: text(de, 'admin/page', 'support') }).click();
  const queue = page.getByRole('table', { name: text(de, 'admin/support-queue', 'queue') });
  const row = queue.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText(text(de, 'support/states', 'open'), { exact: true })).toBeVisible();
  await expect(
    page
      .getByLabel(text(de, 'admin/support-queue', 'show'), { exact: true })
      .locator('option')
      .first(),
  ).toHaveText(/^Wartet auf den Support \(\d+\)$/);
  await lookAt(page, 'language-de-admin', { words: true });

  // The System tab, reached from the keyboard: the game client build the bots announce and where it came from, in German.
  await page.getByRole('tab', { name: text(de, 'admin/page', 'system') }).focus();
  await page.keyboard.press('Enter');
  const build = text(de, 'admin/system', 'clientBuildFiles')
    .replace('{build}', '1167009')
    .replace('{document}', 'http://127.0.0.1:PORT/default/index.html')
    .replace('{at}', 'AT');
  const pattern = new RegExp(
    `^${build
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('PORT', '\\d+')
      .replace('AT', '.+')}$`,
  );
  await expect(page.getByText(pattern)).toBeVisible();
  await lookAt(page, 'language-de-admin-system', { words: true });

  // Removing it is asked in German, naming it.
  await page.getByRole('tab', { name: text(de, 'admin/page', 'announcements') }).click();
  await published.getByRole('button', { name: text(de, 'admin/announcements', 'removeLabel').replace('{title}', title) }).click();
  const confirm = page.getByRole('dialog', { name: text(de, 'admin/announcements', 'confirmTitle').replace('{title}', title) });
  await confirm.getByRole('button', { name: text(de, 'admin/announcements', 'removeAnnouncement') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(de, 'admin/announcements', 'removed') })).toBeVisible();
  await context.close();
});

test('the German alliance page, and the Polish admin panel, alliance and support pages, fit every width in every theme', async ({ browser }) => {
  // Four screens in three themes at two widths, with axe on each: past 30 s at a load average of 12.
  test.setTimeout(120_000);
  const { context: german, page: dePage } = await openInLanguage(browser, 'de-DE', '/alliance', { storageState: player });
  await expect(dePage.getByRole('heading', { name: text(de, 'alliance/spaces', 'heading') })).toBeVisible();
  await expect(dePage.getByText(text(de, 'alliance/spaces', 'none'))).toBeVisible();
  await lookAt(dePage, 'language-de-alliance', { words: true });
  await german.close();

  const { context: polishAdmin, page: adminPage } = await openInLanguage(browser, 'pl-PL', '/admin', { storageState: admin });
  await expect(adminPage.getByRole('heading', { level: 1, name: text(pl, 'admin/page', 'heading') })).toBeVisible();
  await expect(adminPage.getByRole('columnheader', { name: text(pl, 'admin/users', 'lastSignIn') })).toBeVisible();
  await lookAt(adminPage, 'language-pl-admin', { words: true });
  await polishAdmin.close();

  const { context: polish, page } = await openInLanguage(browser, 'pl-PL', '/alliance', { storageState: player });
  await expect(page.getByRole('heading', { name: text(pl, 'alliance/spaces', 'haveInvitation') })).toBeVisible();
  await lookAt(page, 'language-pl-alliance', { words: true });
  // The Polish address of the ticket as a mail link in Polish would give it.
  await page.goto(`/pl${ticketPath}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('article', { name: subject }).getByText(text(pl, 'support/states', 'open'), { exact: true })).toBeVisible();
  await lookAt(page, 'language-pl-support', { words: true });
  await polish.close();
});
