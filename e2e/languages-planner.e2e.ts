/**
 * The Strategy Planner's reasons in the reader's language: a German Professional player makes a plan on
 * the German planner page and reads its summary, each attack's reasons and what the plan rests on in
 * German, made from the messages the API sends beside its English sentences. Expected texts come from
 * the translation files.
 */
import { expect, test } from '@playwright/test';
import { catalogue, text } from './catalogue';
import { addGameAccountViaApi, grantPlan, signedUpPlayer } from './helpers';

const de = catalogue('de', 'bot-lines', 'planner');
/** A line of the planner's reasons. */
const line = (key: string, values: Record<string, string> = {}) => text(de, 'bot-lines/planner', key, values);
/** A sentence with some parts left open: a pattern for them. */
const pattern = (sentence: string) => new RegExp(`^${sentence.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

test.use({ storageState: { cookies: [], origins: [] } });

test('a German player makes a plan and reads why in German', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedUpPlayer(page);
  const account = await addGameAccountViaApi(page);
  await grantPlan(page, request, 'professional', 'Browser test of the planner in German');

  await page.goto(`/de/planner?account=${account.id}`);
  await page.getByLabel(text(de, 'planner/page', 'keepAtHome')).fill('20');
  await page.getByLabel(text(de, 'planner/page', 'hours')).fill('2');
  await page.getByRole('button', { name: text(de, 'planner/page', 'makePlan') }).click();

  const result = page.getByRole('region', { name: text(de, 'planner/result', 'title', { account: account.name }) });
  await expect(result).toBeVisible({ timeout: 30_000 });
  // The summary: over the next 2 hours of game time, in German words and German numbers.
  await expect(
    result.getByText(
      /^In den nächsten 2 Std\. Spielzeit: ≈ [\d.]+ Beute pro Stunde aus \d+ Angriff(en)?, gegenüber ≈ [\d.]+ pro Stunde aus der besten von \d+ Einstellungen der Vorlage/,
    ),
  ).toBeVisible();
  const first = result
    .getByRole('list', { name: text(de, 'planner/result', 'plannedAttacks') })
    .getByRole('listitem')
    .filter({ has: page.locator('.planner-step-head') })
    .first();
  await expect(first.getByText(line('sendNow', { at: line('now') }), { exact: true })).toBeVisible();
  await expect(first.getByText(/Soldaten: höchstens eine volle Welle auf Stufe \d+.* und 20 bleiben daheim\.$/)).toBeVisible();
  await result.getByText(text(de, 'planner/result', 'notes')).click();
  await expect(result.getByText(pattern(line('loot', { source: line('estimated') })))).toBeVisible();
  await expect(result.getByText(line('onlyHome'), { exact: true })).toBeVisible();
});
