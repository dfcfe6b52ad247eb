import { describe, expect, test } from 'bun:test';
import { MESSAGES, resetFor, toPayloadSettings, validateDialog } from './form';
import type { Template } from '../../lib/data';

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
  secrets: [{ key: 'discordWebhookUrl', label: 'Discord webhook URL (optional)' }],
} as unknown as Template;

describe('create-bot form', () => {
  test('choosing a template resets settings to its defaults and secrets to empty', () => {
    expect(resetFor(template)).toEqual({ settings: { checkEverySeconds: 60, activeHours: '00-24' }, secrets: { discordWebhookUrl: '' } });
    expect(resetFor(undefined)).toEqual({ settings: {}, secrets: {} });
  });

  test('number inputs are sent as numbers', () => {
    expect(toPayloadSettings(template, { checkEverySeconds: '30', activeHours: '07-23' })).toEqual({ checkEverySeconds: 30, activeHours: '07-23' });
  });

  test('the two German validation messages', () => {
    expect(validateDialog('', 'abc')).toBe(MESSAGES.noTemplate);
    expect(validateDialog('attack-guard', '   ')).toBe(MESSAGES.noAccount);
    expect(validateDialog('attack-guard', ' abc ')).toBeNull();
    expect(MESSAGES).toEqual({
      noTemplate: 'Bitte zuerst ein Bot-Template auswählen.',
      noAccount: 'Bitte einen Account (Game Account ID) angeben.',
    });
  });
});
