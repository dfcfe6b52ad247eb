import { describe, expect, test } from 'bun:test';
import { botChanges, MESSAGES, resetFor, settingOfError, toPayloadSettings, validateDialog, valuesOf } from './form';
import type { Template } from '../../lib/data';
import { readCatalogue } from '@shared/i18n/catalogue-files';
import { messagesIn } from '@shared/i18n/messages';
import { createChecksMessages } from './create-page.messages';
import { createBotMessages, settingsTabMessages } from '../dashboard/dashboard.messages';

// A template that declares a secret (none of the catalogue's does today; the form still handles one).
const template = {
  id: 'attack-guard',
  label: 'Incoming Attack Guard',
  description: '…',
  category: 'Safety',
  defaults: { checkEverySeconds: 60, activeHours: '00-24' },
  inputs: [
    { key: 'checkEverySeconds', label: 'Check every (s)', type: 'number' },
    { key: 'activeHours', label: 'Active hours (UTC)', type: 'text' },
  ],
  secrets: [{ key: 'apiToken', label: 'API token (optional)' }],
} as unknown as Template;

describe('create-bot form', () => {
  test('choosing a template resets settings to its defaults and secrets to empty', () => {
    expect(resetFor(template)).toEqual({ settings: { checkEverySeconds: 60, activeHours: '00-24' }, secrets: { apiToken: '' } });
    expect(resetFor(undefined)).toEqual({ settings: {}, secrets: {} });
  });

  test('a template without secrets has none to fill or send', () => {
    const plain = { ...template, secrets: undefined } as unknown as Template;
    expect(resetFor(plain)).toEqual({ settings: { checkEverySeconds: 60, activeHours: '00-24' }, secrets: {} });
    const values = valuesOf(plain, { checkEverySeconds: 30, activeHours: '00-24' });
    expect(values.secrets).toEqual({});
    // A bot stored with a secret its template no longer takes: nothing is sent for it.
    expect(botChanges(plain, { name: 'G', settings: { checkEverySeconds: 30, activeHours: '00-24' } }, 'G', values, [])).toEqual({});
  });

  test('number inputs are sent as numbers', () => {
    expect(toPayloadSettings(template, { checkEverySeconds: '30', activeHours: '07-23' })).toEqual({ checkEverySeconds: 30, activeHours: '07-23' });
  });

  test("the two checks in German (the spec's template check; the account check as issue 64 reworded it), English words on English pages", () => {
    expect(validateDialog('', 'abc')).toBe(MESSAGES.noTemplate);
    expect(validateDialog('attack-guard', '   ')).toBe(MESSAGES.noAccount);
    expect(validateDialog('attack-guard', ' abc ')).toBeNull();
    expect(MESSAGES).toEqual({
      noTemplate: 'Please choose a bot template first.',
      noAccount: 'Please choose the game account this bot plays.',
    });
    const { catalogue } = readCatalogue();
    expect(messagesIn('de', createChecksMessages, catalogue)).toEqual({
      noTemplate: 'Bitte zuerst ein Bot-Template auswählen.',
      // The spec's "Bitte einen Account (Game Account ID) angeben." was half English; issue 64 asked for German.
      noAccount: 'Bitte wähle den Spielaccount, mit dem dieser Bot spielt.',
    });
    // The dialog around them: the spec's German labels in German, and "Bot events" in words of their own.
    const english = createBotMessages.base;
    const german = messagesIn('de', createBotMessages, catalogue);
    expect([english.title, english.category, english.settings, english.secrets, english.cancel, english.create]).toEqual([
      'Create a bot',
      'Category',
      'Settings',
      'Sign-in details',
      'Cancel',
      'Create bot',
    ]);
    expect([german.title, german.category, german.settings, german.secrets, german.cancel, german.create]).toEqual([
      'Bot erstellen',
      'Kategorie',
      'Einstellungen',
      'Zugangsdaten',
      'Abbrechen',
      'Bot erstellen',
    ]);
    expect([settingsTabMessages.base.events, messagesIn('de', settingsTabMessages, catalogue).events]).toEqual(['Bot events', 'Bot-Ereignisse']);
  });

  test('the settings editor starts from what is saved and sends only what changed', () => {
    const bot = { name: 'Home guard', settings: { checkEverySeconds: 30, activeHours: '00-24', gone: 1 } };
    const values = valuesOf(template, bot.settings);
    expect(values).toEqual({ settings: { checkEverySeconds: 30, activeHours: '00-24' }, secrets: { apiToken: '' } });
    expect(botChanges(template, bot, 'Home guard', values, [])).toEqual({});
    expect(botChanges(template, bot, ' Castle guard ', { ...values, settings: { ...values.settings, checkEverySeconds: '45' } }, [])).toEqual({
      name: 'Castle guard',
      settings: { checkEverySeconds: 45 },
    });
    expect(botChanges(template, bot, 'Home guard', { ...values, secrets: { apiToken: 'https://x' } }, [])).toEqual({ secrets: { apiToken: 'https://x' } });
    expect(botChanges(template, bot, 'Home guard', values, ['apiToken'])).toEqual({ secrets: { apiToken: null } });
  });

  test("the API's refusal lands under the name or the setting it names, else above the form", () => {
    expect(settingOfError(template, 'settings.checkEverySeconds')).toBe('checkEverySeconds');
    expect(settingOfError(template, 'secrets.apiToken')).toBe('apiToken');
    expect(settingOfError(template, 'name')).toBe('name');
    expect(settingOfError(template, 'settings.unknown')).toBeNull();
    expect(settingOfError(template, null)).toBeNull();
  });
});
