/**
 * Alliance management as two players live it: a Professional owner (on a desktop) creates a space and
 * invites a player; the player (on a phone) pastes the code and joins with their game account; an attack
 * is coming at the member's castle, and both see it in the Attacks tab, on their own clock. The space's
 * screens are looked at at 1280 and 375 px in the three themes (axe-clean, no sideways scrolling) and the
 * tabs are worked with the keyboard.
 *
 * The attack is stored as the API stores the ones a member's Incoming Attack Guard reports (the
 * `attack_alerts` collection): the browser stack's game server plays an hour a second, so its own raids
 * land within a second of being seen. The runtime's path to that collection is covered by the API's tests
 * (alliances/space.test.ts, notifications/attack-alerts.test.ts) and by push.e2e.ts against the game server.
 */
import mongoose from 'mongoose';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addGameAccountViaApi, newEmail, signedUpPlayer, grantPlan } from './helpers';
import { lookAt } from './look';

test.use({ storageState: { cookies: [], origins: [] } });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function player(browser: Browser, viewport: { width: number; height: number }, prefix: string) {
  const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const email = await signedUpPlayer(page, newEmail(prefix));
  return { context, page, email };
}

async function userIdOf(page: Page, request: APIRequestContext): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('castellan.session'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { user: { id: string } }).user.id;
}

const grantProfessional = (page: Page, request: APIRequestContext) => grantPlan(page, request, 'professional', 'Browser test of alliance spaces');

/** An attack on the account's castle, stored as the API stores what an Incoming Attack Guard reports. */
async function incomingAttack(userId: string, accountId: string, fact: { castle: string; attacker: string; troops: number; landsInMs: number }) {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: run the browser tests through scripts/test.ts.');
  const db = await mongoose.createConnection(uri).asPromise();
  try {
    const now = Date.now();
    await db.collection('attack_alerts').insertOne({
      _id: `${accountId}:e2e-${now}` as never,
      userId: new mongoose.Types.ObjectId(userId),
      accountId,
      botId: null,
      castle: fact.castle,
      attacker: fact.attacker,
      troops: fact.troops,
      detectedAt: new Date(now),
      arrivesAt: new Date(now + fact.landsInMs),
      reminders: 2,
      nextAt: null,
      acknowledgedAt: null,
    });
  } finally {
    await db.close();
  }
}

test("an owner creates a space and invites a player who joins; both see the incoming attack on the member's castle", async ({ browser, request }) => {
  test.setTimeout(150_000);
  // The owner, on a desktop, with Professional and a game account.
  const owner = await player(browser, DESKTOP, 'owner');
  await grantProfessional(owner.page, request);
  const ownerAccount = await addGameAccountViaApi(owner.page);
  await owner.page.goto('/alliance');
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Alliance' })).toBeVisible();
  const create = owner.page.getByRole('region', { name: 'Create a space' });
  await create.getByRole('button', { name: 'Create space' }).click();
  await expect(create.getByText('Please name the space.')).toBeVisible();
  await create.getByLabel('Space name').fill('Iron Wolves HQ');
  await create.getByLabel('Alliance name in the game').fill('Iron Wolves');
  await create.getByRole('checkbox', { name: `${ownerAccount.name} (INT1)` }).check();
  await create.getByRole('button', { name: 'Create space' }).click();
  const space = owner.page.getByRole('article', { name: 'Iron Wolves HQ' });
  await expect(space.getByText('Iron Wolves on INT1 · 1 member')).toBeVisible();
  await expect(space.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(owner.page).toHaveURL(/\/alliance\?space=[0-9a-f]{24}$/);

  // An invitation code, shown once.
  const invite = space.getByRole('region', { name: 'Invite a player' });
  await invite.getByRole('button', { name: 'Create invitation' }).click();
  const code = (await invite.getByLabel('Invitation code').textContent())!.trim();
  expect(code).toMatch(/^[\w-]{22}$/);
  await expect(invite.getByRole('list', { name: 'Open invitations' }).getByText(/^Code passed on by hand · until /)).toBeVisible();

  // The player, on a phone, with a game account of their own, pastes the code and joins.
  const member = await player(browser, PHONE, 'member');
  const memberAccount = await addGameAccountViaApi(member.page);
  await member.page.goto('/alliance');
  await expect(member.page.getByText('Alliance spaces come with the Professional plan.', { exact: false })).toBeVisible();
  await member.page.getByLabel('Invitation code').fill(code);
  await member.page.getByRole('button', { name: 'Open invitation' }).click();
  const invitation = member.page.getByRole('region', { name: 'Invitation to an alliance space' });
  await expect(invitation.getByText(/invites you to Iron Wolves HQ, the space of the alliance Iron Wolves on INT1/)).toBeVisible();
  await invitation.getByRole('checkbox', { name: `${memberAccount.name} (INT1)` }).check();
  await invitation.getByRole('button', { name: 'Join the space' }).click();
  const memberSpace = member.page.getByRole('article', { name: 'Iron Wolves HQ' });
  await expect(memberSpace.getByText('Read-only', { exact: true }).first()).toBeVisible();
  await expect(memberSpace.getByText(/You are read-only here/)).toBeVisible();
  await expect(memberSpace.getByRole('list', { name: 'Members' }).getByText(`Shares ${memberAccount.name} – INT1`)).toBeVisible();
  // A read-only member sees no invitation form.
  await expect(memberSpace.getByRole('region', { name: 'Invite a player' })).toHaveCount(0);

  // An attack sets out for the member's castle, landing in 45 minutes.
  await incomingAttack(await userIdOf(member.page, request), memberAccount.id, {
    castle: 'Castle Grey',
    attacker: 'Khan Tarik',
    troops: 1200,
    landsInMs: 45 * 60_000,
  });

  // The member opens the Attacks tab with the keyboard (arrow keys move between tabs).
  await memberSpace.getByRole('tab', { name: 'Members' }).focus();
  await member.page.keyboard.press('ArrowRight');
  await expect(memberSpace.getByRole('tab', { name: 'Attacks' })).toBeFocused();
  await expect(member.page).toHaveURL(/tab=attacks$/);
  const memberAttacks = memberSpace.getByRole('list', { name: 'Incoming attacks' });
  await expect(memberAttacks.getByText(/^Castle Grey of /)).toBeVisible();
  await expect(memberAttacks.getByText(/^Khan Tarik with 1,200 soldiers · lands in 4[45] min, /)).toBeVisible();
  await lookAt(member.page, 'alliance-attacks-member');

  // The owner sees it too, with who is attacked.
  await space.getByRole('tab', { name: 'Attacks' }).click();
  const ownerAttacks = space.getByRole('list', { name: 'Incoming attacks' });
  await expect(ownerAttacks.getByText(new RegExp(`^Castle Grey of .+ \\(${memberAccount.name} – INT1\\)$`))).toBeVisible();
  await expect(ownerAttacks.getByText(/^Khan Tarik with 1,200 soldiers/)).toBeVisible();
  await lookAt(owner.page, 'alliance-attacks-owner');

  // The owner's other tabs: the members (the new one is there), the rules, the calendar.
  await space.getByRole('tab', { name: 'Members' }).click();
  await expect(space.getByRole('list', { name: 'Members' }).getByText(`Shares ${memberAccount.name} – INT1`)).toBeVisible();
  await lookAt(owner.page, 'alliance-members-owner');
  await space.getByRole('tab', { name: 'Rules' }).click();
  await space.getByRole('checkbox', { name: 'Send support by rule' }).check();
  await space.getByLabel('When an attack has at least (soldiers)').fill('800');
  await space.getByRole('button', { name: 'Save rules' }).click();
  await expect(owner.page.getByRole('status').filter({ hasText: 'Rules saved' })).toBeVisible();
  await expect(space.getByRole('list', { name: 'Shared accounts and their Alliance Help bots' }).getByText(`${memberAccount.name} – INT1`)).toBeVisible();
  await lookAt(owner.page, 'alliance-rules-owner');
  await space.getByRole('tab', { name: 'Calendar' }).click();
  await space.getByLabel('Title').fill('We run Berimond');
  const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await space.getByLabel('Starts').fill(`${soon}T20:00`);
  await space.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(space.getByRole('list', { name: 'Notes and plans' }).getByText('We run Berimond')).toBeVisible();
  await lookAt(owner.page, 'alliance-calendar-owner');

  // The member reads the rules and the calendar, and may change neither.
  await member.page.reload();
  await memberSpace.getByRole('tab', { name: 'Rules' }).click();
  await expect(memberSpace.getByRole('checkbox', { name: 'Send support by rule' })).toBeChecked();
  await expect(memberSpace.getByRole('checkbox', { name: 'Send support by rule' })).toBeDisabled();
  await expect(memberSpace.getByText('Officers and the owner change the rules.')).toBeVisible();
  await memberSpace.getByRole('tab', { name: 'Calendar' }).click();
  await expect(memberSpace.getByRole('list', { name: 'Notes and plans' }).getByText('We run Berimond')).toBeVisible();
  await expect(memberSpace.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

  await owner.context.close();
  await member.context.close();
});
