/**
 * Create Bot's template gallery as a player uses it (issue 54): searching and filtering the cards, a
 * template beyond the plan naming the plans that include it, a preset by account level filling the settings, the
 * only game account chosen for them and the Credentials tab saying why it is closed; then another bot's
 * settings exported from its settings dialog as a file and a code, bad imports refused with their reason,
 * and a bot made by importing the file. Everything by visible text and roles.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addGameAccountViaApi, apiHeaders, grantPlan, pickTemplate, signedUpPlayer } from './helpers';
import { lookAt } from './look';

/** Opens create-bot's import dialog and hands it `file` through the browser's file chooser. */
async function importFile(page: Page, file: string) {
  await page.getByRole('button', { name: 'Import settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bot settings' });
  const choosing = page.waitForEvent('filechooser');
  await dialog.getByLabel('Import from a settings file (.json)').click();
  await (await choosing).setFiles(file);
  return dialog;
}

test('a bot from the gallery with a preset, and another from an exported settings file', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await signedUpPlayer(page);
  await grantPlan(page, request, 'premium', 'e2e: room for three bots');
  const account = await addGameAccountViaApi(page);

  await page.goto('/bots/create');
  const gallery = page.getByRole('radiogroup', { name: 'Template' });
  await expect(gallery.getByRole('radio')).toHaveCount(19);
  await expect(page.getByText('19 of 19 templates shown.')).toBeVisible();
  // Before a template: the Credentials tab is closed, and says why.
  const credentials = page.getByRole('tab', { name: 'Credentials' });
  await expect(credentials).toBeDisabled();
  await expect(credentials).toHaveAccessibleDescription('Credentials: choose a template first.');
  // The only game account is the one chosen.
  await expect(page.getByLabel('Game account')).toHaveValue(account.id);

  // Search and category narrow the cards; nothing found offers the whole list back.
  await page.getByLabel('Search templates').fill('invasion');
  await expect(gallery.getByRole('radio', { name: 'Nomad Invasion & Khan' })).toBeVisible();
  await expect(gallery.getByRole('radio', { name: 'Robber Baron Farmer' })).toHaveCount(0);
  await page.getByLabel('Category').selectOption({ label: 'Safety' });
  await expect(page.getByText('No template matches your search in this category.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all templates' }).click();
  await expect(gallery.getByRole('radio')).toHaveCount(19);

  // A template beyond the plan (Premium) names the plans that include it, calmly (issue 64: "Locked" in the
  // warning colour), with a link to Pricing.
  const trader = gallery.getByRole('radio', { name: 'Market Trader' });
  await expect(trader).toHaveAccessibleDescription(/Available on Professional$/);
  await expect(gallery).not.toContainText('Locked');
  // Two Professional templates, each with its link (described by the template it is on).
  const pricing = page.getByRole('link', { name: 'See Professional on Pricing' });
  await expect(pricing).toHaveCount(2);
  await expect(pricing.first()).toHaveAccessibleDescription('Market Trader');
  await expect(pricing.first()).toHaveAttribute('href', '/pricing');
  await expect(gallery.getByRole('radio', { name: 'Castle Defense' })).toHaveAccessibleDescription(/Plus · in your plan/);

  // The keyboard alone: arrows move the choice through the cards, as in any radio group.
  await gallery.getByRole('radio', { name: 'Robber Baron Farmer' }).focus();
  await page.keyboard.press('Space');
  await expect(gallery.getByRole('radio', { name: 'Robber Baron Farmer' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('radio', { name: 'Fortresses' })).toBeChecked();
  await expect(gallery.getByRole('radio', { name: 'Fortresses' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByRole('radio', { name: 'Robber Baron Farmer' })).toBeChecked();
  await expect(credentials).toHaveAccessibleDescription(/this template needs no password or key of its own/);

  // A preset by account level fills the settings, within the template's bounds; any can still change.
  const presets = page.getByRole('group', { name: 'Presets by account level' });
  await presets.getByRole('button', { name: 'Growing (levels 16–40)' }).click();
  await expect(presets.getByRole('button', { name: 'Growing (levels 16–40)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: '“Growing (levels 16–40)” is filled in.' })).toBeVisible();
  await expect(page.getByLabel('Highest baron level')).toHaveValue('30');
  await expect(page.getByLabel('Soldiers per attack')).toHaveValue('120');
  await expect(page.getByLabel('Coins for upkeep (%)')).toHaveValue('40');
  await lookAt(page, 'template-gallery-preset');
  await page.getByLabel('Soldiers per attack').fill('110');
  await page.getByRole('button', { name: 'Create Bot' }).click();
  await expect(page).toHaveURL(/\/bots\/[0-9a-f]{24}$/);

  // Another bot, set up its own way; its settings dialog hands them on as a file and a code.
  const headers = await apiHeaders(page);
  const made = await page.request.post('/api/bots', {
    headers,
    data: { templateId: 'khan-berimond', accountId: account.id, name: 'Khan hunter', settings: { targets: 'khan', troopsPerAttack: 77, keepAtHome: 25 } },
  });
  expect(made.status()).toBe(201);
  await page.goto('/dashboard');
  await page
    .getByRole('article', { name: /Khan hunter/ })
    .getByRole('button', { name: 'Settings' })
    .click();
  const settings = page.getByRole('dialog', { name: /Khan hunter/ });
  const share = settings.getByRole('region', { name: 'Share these settings' });
  const downloading = page.waitForEvent('download');
  await share.getByRole('button', { name: 'Download file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Khan-hunter.castellan.json');
  const file = testInfo.outputPath('khan-hunter.json');
  await download.saveAs(file);
  const written = JSON.parse(await readFile(file, 'utf8'));
  expect(written).toMatchObject({
    format: 'castellan-bot-settings',
    version: 1,
    template: 'khan-berimond',
    settings: { targets: 'khan', troopsPerAttack: 77, keepAtHome: 25 },
  });
  // Nothing of the account or its secrets: the template's settings only.
  expect(Object.keys(written).sort()).toEqual(['format', 'settings', 'template', 'version']);
  await share.getByRole('button', { name: 'Get a code' }).click();
  const code = await share.getByLabel('Settings code').inputValue();
  expect(code).toMatch(/^CB1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);
  await lookAt(page, 'template-gallery-export');
  // The dialog ends with its actions, after the sharing (issue 64: Save and Cancel stood mid-dialog above it):
  // the last two buttons, and the last two stops of the Tab key.
  // Buttons with words (a loaded machine once listed an icon-only button's empty text last, an instant before it had its label).
  const buttons = (await settings.getByRole('button').allInnerTexts()).map((b) => b.trim()).filter(Boolean);
  expect(buttons.slice(-2)).toEqual(['Cancel', 'Save settings']);
  await share.getByRole('button', { name: 'Copy code' }).focus();
  await page.keyboard.press('Tab');
  await expect(settings.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(settings.getByRole('button', { name: 'Save settings' })).toBeFocused();
  await settings.getByRole('button', { name: 'Cancel' }).click();

  // Bad imports say what is wrong: a damaged code, a template not on offer, a value out of bounds.
  await page.goto('/bots/create');
  await page.getByRole('button', { name: 'Import settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bot settings' });
  const damaged = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
  await dialog.getByLabel('Or paste a settings code').fill(damaged);
  await dialog.getByRole('button', { name: 'Import code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This code is damaged: part of it is missing or was changed. Copy it again, whole.');
  await lookAt(page, 'template-gallery-import-error');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const stranger = testInfo.outputPath('stranger.json');
  await writeFile(stranger, JSON.stringify({ format: 'castellan-bot-settings', version: 1, template: 'gold-digger', settings: {} }));
  await expect((await importFile(page, stranger)).getByRole('alert')).toHaveText('These settings are for a template that is not on offer: “gold-digger”.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const tooFar = join(testInfo.outputDir, 'too-far.json');
  await writeFile(tooFar, JSON.stringify({ ...written, settings: { ...written.settings, maxLevel: 500 } }));
  await expect((await importFile(page, tooFar)).getByRole('alert')).toHaveText('"Highest watchtower level" must be between 1 and 80.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The code fills the form...
  await page.getByRole('button', { name: 'Import settings' }).click();
  await dialog.getByLabel('Or paste a settings code').fill(code);
  await dialog.getByRole('button', { name: 'Import code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Khan Camps & Berimond' })).toBeChecked();
  await expect(page.getByLabel('Soldiers per attack')).toHaveValue('77');

  // ...and so does the file, from which the bot is made.
  await pickTemplate(page, 'Quests');
  await importFile(page, file);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Settings of Khan Camps & Berimond imported.' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Khan Camps & Berimond' })).toBeChecked();
  await expect(page.getByLabel('Targets')).toHaveValue('khan');
  await expect(page.getByLabel('Soldiers per attack')).toHaveValue('77');
  await expect(page.getByLabel('Soldiers to keep at home')).toHaveValue('25');
  await page.getByRole('button', { name: 'Create Bot' }).click();
  await expect(page).toHaveURL(/\/bots\/[0-9a-f]{24}$/);
  const bots = (await (await page.request.get('/api/bots', { headers })).json()) as { templateId: string; settings: Record<string, unknown> }[];
  expect(bots.filter((b) => b.templateId === 'khan-berimond').map((b) => b.settings)).toEqual([
    expect.objectContaining({ targets: 'khan', troopsPerAttack: 77, keepAtHome: 25 }),
    expect.objectContaining({ targets: 'khan', troopsPerAttack: 77, keepAtHome: 25 }),
  ]);
  expect(bots.find((b) => b.templateId === 'baron-farmer')?.settings).toMatchObject({ maxLevel: 30, troopsPerAttack: 110, upkeepCoins: 40 });
});
