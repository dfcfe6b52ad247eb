import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedUpPlayer } from './helpers';
import { lookAt } from './look';

/*
 * One player for the whole file, in order: the API allows only 10 registrations per address and hour,
 * and the browser suite shares that budget. Each test still gets its own browser context, signed in
 * from the saved state; the tests build on each other's accounts, so they run serially.
 */
test.describe.configure({ mode: 'serial' });
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signedUpPlayer(page);
  signedIn = await page.context().storageState();
  await page.context().close();
});

test.use({ storageState: async ({}, use) => use(signedIn) });

/**
 * The same player on another device: a new browser whose page cache has never seen the accounts, so
 * the list it shows is the server's. (A reload would show this browser's own cached list.)
 */
async function accountsElsewhere(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: signedIn });
  const page = await context.newPage();
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'Your accounts' })).toBeVisible();
  return page;
}

/** Fills and sends the Add Account form as a person would. */
async function addAccount(page: Page, account: { email: string; server?: string; username: string; password: string; tag?: string }) {
  await page.getByLabel('Email').fill(account.email);
  if (account.server) await page.getByLabel('Server').selectOption(account.server);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  if (account.tag) await page.getByLabel('Tag').selectOption(account.tag);
  await page.getByRole('button', { name: 'Add Account' }).click();
}

const list = (page: Page) => page.getByRole('list', { name: 'Your accounts' });

test('a new player sees the empty list and a form with all 38 servers on INT1 and a masked password', async ({ page }) => {
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Game Accounts' })).toBeVisible();
  await expect(page.getByText('Manage the accounts your bots can use.')).toBeVisible();
  await expect(page.getByText('No accounts registered yet.')).toBeVisible();

  const server = page.getByLabel('Server');
  await expect(server.locator('option')).toHaveCount(38);
  await expect(server).toHaveValue('INT1');
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Tag')).toHaveValue('none');
  // Issue 54: Chromium's Intl names Asia "142"; the list names it by our words.
  await expect(server.getByRole('option', { name: 'Asia 1 (ASIA1)' })).toBeAttached();
  await expect(server).not.toContainText('142');
  // Each tag by what it is for, never by the API's key ("tower: …", issue 64), and the select says what a
  // tag does; the e-mail says which one.
  await expect(page.getByLabel('Tag').locator('option')).toHaveText([
    'None',
    'Berimond watchtowers',
    'Robber baron castles',
    'Storm Islands',
    'Battle for Berimond',
    'Earning coins',
    'Khan camps',
    'Left idle (away from keyboard)',
    'Wheel of Affluence',
    'Farming equipment',
  ]);
  await expect(page.getByLabel('Tag')).toHaveAccessibleDescription(
    'A label to tell your accounts apart by what you use them for. Bots play the same whatever the tag.',
  );
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('The e-mail you log in to the game with.');
  await expect(page.getByText(/Credentials are stored securely/)).toBeVisible();
});

test('adding an account confirms it, lists it, and clears the form but keeps the server', async ({ page, browser }) => {
  await page.goto('/accounts');
  await expect(page.getByText('No accounts registered yet.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();

  await addAccount(page, { email: 'Lord@Example.com', server: 'DE1', username: 'Lord Castle', password: 'game secret', tag: 'tower' });
  // The next step is offered, naming the account, at the form's top and in view (issue 64: it was below the
  // fold, under a toast that said "Account added" again): the one status that says it, no toast.
  const nextStep = page.getByRole('status').filter({ hasText: 'Lord Castle is ready. Next: a bot that plays it.' });
  await expect(nextStep).toContainText('Account added');
  await expect(page.getByRole('status').filter({ hasText: 'Account added' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Create a bot for it' })).toHaveAttribute('href', /^\/bots\/create\?account=[0-9a-f]{24}$/);
  await expect(page.getByRole('link', { name: 'Create a bot for it' })).toBeInViewport();
  await expect(nextStep).toBeInViewport();

  const item = list(page).getByRole('listitem').filter({ hasText: 'Lord Castle' });
  await expect(item).toContainText('lord@example.com');
  await expect(item).toContainText('DE1');
  await expect(item).toContainText('Berimond watchtowers');
  await expect(item).not.toContainText(/\btower\b/);
  await expect(page.getByText('No accounts registered yet.')).toBeHidden();

  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Tag')).toHaveValue('none');
  await expect(page.getByLabel('Server')).toHaveValue('DE1');
  await expect(page.getByLabel('Email')).toBeFocused();
  // The keyboard reaches the next step from there: it comes before the form's fields.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Create a bot for it' })).toBeFocused();
  await lookAt(page, 'accounts-next-step');

  const elsewhere = await accountsElsewhere(browser);
  await expect(list(elsewhere).getByText('Lord Castle')).toBeVisible();
  await elsewhere.context().close();

  // The next step opens the bot form on that account.
  await page.getByRole('link', { name: 'Create a bot for it' }).click();
  await expect(page).toHaveURL(/\/bots\/create\?account=/);
  await expect(page.getByLabel('Game account', { exact: true }).locator('option:checked')).toContainText('Lord Castle');
});

test('a login tested in the form is not left under it once the account is added', async ({ page }) => {
  await page.goto('/accounts');
  await page.getByLabel('Email').fill('tested@example.com');
  await page.getByLabel('Username').fill('Tested Knight');
  await page.getByLabel('Password').fill('game secret');
  await page.getByRole('button', { name: 'Test login' }).click();
  const result = page.getByRole('status').filter({ hasText: /Logged in as Tested Knight/ });
  await expect(result).toBeVisible();
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tested Knight is ready.' })).toBeVisible();
  await expect(result).toHaveCount(0);
});

test("the server's own messages show as error toasts: a duplicate (409) and a missing field (422)", async ({ page }) => {
  await page.goto('/accounts');
  await addAccount(page, { email: 'twice@example.com', username: 'Twice', password: 'game secret' });
  await expect(page.getByRole('status').filter({ hasText: 'Account added' })).toBeVisible();

  await addAccount(page, { email: 'twice@example.com', username: 'twice', password: 'game secret' });
  await expect(page.getByRole('alert').filter({ hasText: 'The game account "twice" on INT1 is already registered.' })).toBeVisible();
  // The user fixes what the toast names; the password is never kept.
  await expect(page.getByLabel('Username')).toHaveValue('twice');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(list(page).getByText('Twice', { exact: true })).toHaveCount(1);

  await page.getByLabel('Email').fill('');
  await page.getByLabel('Password').fill('game secret');
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter the e-mail address of the game account.' })).toBeVisible();
});

test('an account can be removed after confirming; cancelling keeps it', async ({ page, browser }) => {
  await page.goto('/accounts');
  await addAccount(page, { email: 'gone@example.com', server: 'FR1', username: 'Soon Gone', password: 'game secret' });
  await expect(list(page).getByText('Soon Gone')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Soon Gone (FR1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove game account?' });
  await expect(dialog).toContainText('Soon Gone (FR1)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(list(page).getByText('Soon Gone')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Soon Gone (FR1)' }).click();
  await dialog.getByRole('button', { name: 'Remove account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account removed' })).toBeVisible();
  await expect(list(page).getByText('Soon Gone')).toBeHidden();
  // Focus continues from the list, not from the page's top.
  await expect(page.getByRole('heading', { name: 'Your accounts' })).toBeFocused();
  const elsewhere = await accountsElsewhere(browser);
  await expect(list(elsewhere).getByText('Lord Castle')).toBeVisible();
  await expect(list(elsewhere).getByText('Soon Gone')).toBeHidden();
  await elsewhere.context().close();
});

test('an account a bot uses cannot be removed, and the server says why', async ({ page }) => {
  await page.goto('/accounts');
  await addAccount(page, { email: 'busy@example.com', username: 'Busy Lord', password: 'game secret' });
  await expect(list(page).getByText('Busy Lord')).toBeVisible();

  // Setting up the bot is another screen's job; here it is done through the API with the session cookie.
  const accounts: { id: string; name: string }[] = await (await page.request.get('/api/accounts')).json();
  const busy = accounts.find((a) => a.name === 'Busy Lord');
  const bot = await page.request.post('/api/bots', { data: { templateId: 'baron-farmer', accountId: busy?.id } });
  expect(bot.status()).toBe(201);

  await page.getByRole('button', { name: 'Remove Busy Lord (INT1)' }).click();
  await page.getByRole('dialog', { name: 'Remove game account?' }).getByRole('button', { name: 'Remove account' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This game account is used by a bot. Delete the bot first.' });
  await expect(refusal).toBeVisible();
  await expect(list(page).getByText('Busy Lord')).toBeVisible();
  // It asks for something: the toast links to where it is done.
  await expect(refusal.getByRole('link', { name: 'Your bots' })).toHaveAttribute('href', '/dashboard');
});

test("an account's proxy and pause time are edited in a dialog: the list shows the proxy without its login, the API's refusals show at their field", async ({
  page,
  browser,
}) => {
  await page.goto('/accounts');
  await addAccount(page, { email: 'proxied@example.com', server: 'GB1', username: 'Proxy Lord', password: 'game secret' });
  const item = list(page).getByRole('listitem').filter({ hasText: 'Proxy Lord' });
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Proxy:');

  await page.getByRole('button', { name: 'Edit Proxy Lord (GB1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Proxy Lord (GB1)' });
  const proxy = dialog.getByLabel('Proxy (optional)');
  const minutes = dialog.getByLabel('Step aside when you play (minutes)');
  await expect(proxy).toHaveValue('');
  await expect(proxy).toHaveAttribute('placeholder', 'socks5://user:password@host:1080');
  await expect(minutes).toHaveValue('15');
  // The game's e-mail reads as it does in the Add Account form: one word for it, the same hint.
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('The e-mail you log in to the game with.');
  await expect(dialog.getByText(/HTTP or SOCKS5, for this account's game connection only/)).toBeVisible();
  await expect(dialog.getByText('When you log into the game yourself, the bots on this account pause this long (1–240, default 15).')).toBeVisible();

  // Not a URL: the API's sentence, at the proxy field, which gets the focus back.
  await proxy.fill('proxy.example:1080');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write the proxy as a URL with its scheme, for example socks5://user:password@host:1080.');
  await expect(proxy).toBeFocused();
  await expect(proxy).toHaveAttribute('aria-invalid', 'true');

  // By keyboard: type the proxy, tab to the minutes, Enter saves.
  await proxy.fill('socks5://knight:s3cret-pass@proxy.example:1080');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(minutes).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('45');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Account updated' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('socks5://proxy.example:1080');
  await expect(page.locator('main')).not.toContainText('s3cret-pass');

  // Reopened: the saved values, the login not shown; a pause out of range is refused at its field.
  await page.getByRole('button', { name: 'Edit Proxy Lord (GB1)' }).click();
  await expect(proxy).toHaveValue('socks5://proxy.example:1080');
  await expect(minutes).toHaveValue('45');
  await expect(dialog.getByText(/The saved user name and password are not shown/)).toBeVisible();
  await minutes.fill('500');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose how long the bots step aside: a whole number of minutes from 1 to 240.');
  await expect(minutes).toBeFocused();
  // Changing only the minutes keeps the saved proxy login.
  await minutes.fill('30');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const saved: { name: string; proxy: string | null; proxy_has_login: boolean; yield_minutes: number }[] = await (
    await page.request.get('/api/accounts')
  ).json();
  expect(saved.find((a) => a.name === 'Proxy Lord')).toMatchObject({ proxy: 'socks5://proxy.example:1080', proxy_has_login: true, yield_minutes: 30 });

  const elsewhere = await accountsElsewhere(browser);
  await expect(list(elsewhere).getByRole('listitem').filter({ hasText: 'Proxy Lord' })).toContainText('socks5://proxy.example:1080');
  await elsewhere.context().close();

  // Emptying the field removes the proxy; Escape would have left it.
  await page.getByRole('button', { name: 'Edit Proxy Lord (GB1)' }).click();
  await proxy.fill('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('socks5://proxy.example:1080');
  await page.getByRole('button', { name: 'Edit Proxy Lord (GB1)' }).click();
  await proxy.fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  // The earlier saves' toasts may still be up: the newest one is this save's.
  await expect(page.getByRole('status').filter({ hasText: 'Account updated' }).last()).toBeVisible();
  await expect(item).not.toContainText('proxy.example');
});

test('the page works at phone width without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/accounts');
  await addAccount(page, { email: 'a.very.long.game.address@example.com', server: 'WORLD1', username: 'Phone Lord', password: 'game secret' });
  await expect(list(page).getByText('Phone Lord')).toBeVisible();
  // The next step in view on a phone too, where the form is below a list of several accounts.
  await expect(page.getByRole('link', { name: 'Create a bot for it' })).toBeInViewport();
  const overflows = await page.locator('main').evaluate((main) => main.scrollWidth > main.clientWidth);
  expect(overflows).toBe(false);
  const remove = await page.getByRole('button', { name: 'Remove Phone Lord (WORLD1)' }).boundingBox();
  expect(remove && remove.x + remove.width).toBeLessThanOrEqual(375);
});
