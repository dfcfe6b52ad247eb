/** A Professional player's dashboard as the custom-dashboard journeys set it up: the plan, bots on two game accounts, and how to read its order. */
import { expect, type Page } from '@playwright/test';
import { grantPlan } from './helpers';

export async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('castellan.session')))!;
}

export const grantProfessional = (page: Page) => grantPlan(page, page.request, 'professional', 'Browser test of the custom dashboard');

/** Two game accounts with a bot each, and a second bot on the first: made through the API as the screens would. */
export async function botsOnTwoAccounts(page: Page) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, origin: new URL(page.url()).origin };
  const stamp = Date.now().toString(36);
  const accounts: { id: string; name: string }[] = [];
  for (const name of [`North${stamp}`, `South${stamp}`]) {
    const res = await page.request.post('/api/accounts', {
      headers,
      data: { email: `${name.toLowerCase()}@game.example`, server: 'INT1', username: name, password: 'castle-pw', type: 'none' },
    });
    expect(res.status()).toBe(201);
    accounts.push(await res.json());
  }
  for (const [account, name] of [
    [accounts[0]!, 'Guard north'],
    [accounts[0]!, 'Taxes north'],
    [accounts[1]!, 'Guard south'],
  ] as const) {
    expect(
      (
        await page.request.post('/api/bots', {
          headers,
          data: { templateId: name.startsWith('Guard') ? 'attack-guard' : 'resource-keeper', accountId: account.id, name },
        })
      ).status(),
    ).toBe(201);
  }
  return { north: `${accounts[0]!.name} (INT1)`, south: `${accounts[1]!.name} (INT1)` };
}

/** The summary cards' labels in the order they are drawn. */
export const summaryOrder = (page: Page) => page.getByRole('region', { name: 'Summary' }).locator('.stat-label').allInnerTexts();
/** The bot groups' headings in order. */
export const groupOrder = (page: Page) => page.locator('.bot-group-title').allInnerTexts();
