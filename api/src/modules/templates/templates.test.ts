import { describe, expect, test } from 'bun:test';
import { call, testApp } from '../../../test/helpers';
import { parseUpgradeList } from '@shared/game-wire/upgrade-list';
import { BEHAVIOURS } from '../../runtime/behaviours';
import { TEMPLATES } from './catalogue';
import { validateSecrets, validateSettings } from './settings';
import type { ValidationFailedError } from '../../lib/errors';

const app = testApp();
const baron = TEMPLATES.find((t) => t.id === 'baron-farmer')!;
const guard = TEMPLATES.find((t) => t.id === 'attack-guard')!;

describe('GET /api/templates', () => {
  test('lists at least five templates in the spec shape, without a token', async () => {
    const res = await call(app, 'GET', '/api/templates');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    for (const template of res.body) {
      expect(Object.keys(template).sort()).toEqual(
        // The spec's shape, plus the plan a template needs and the game event it plays during (or null).
        template.secrets
          ? ['category', 'defaults', 'description', 'event', 'id', 'inputs', 'label', 'plan', 'secrets']
          : ['category', 'defaults', 'description', 'event', 'id', 'inputs', 'label', 'plan'],
      );
      for (const input of template.inputs) {
        expect(['text', 'number', 'select']).toContain(input.type);
        expect(input.key in template.defaults).toBe(true);
        if (input.type === 'select') expect(input.options.map((o: { value: string }) => o.value)).toContain(String(template.defaults[input.key]));
        expect(input.min).toBeUndefined();
      }
    }
  });

  test('one template by id; an unknown id is a 404', async () => {
    const res = await call(app, 'GET', '/api/templates/attack-guard');
    expect(res.status).toBe(200);
    // Its alerts go where the player chose in their notification settings: no webhook of its own.
    expect(res.body.secrets).toBeUndefined();
    expect(TEMPLATES.filter((t) => t.secrets?.length)).toEqual([]);
    expect((await call(app, 'GET', '/api/templates/nope')).status).toBe(404);
  });

  test('every template has a behaviour; when a bot plays is its schedule, no longer an "Active hours (UTC)" setting', () => {
    for (const template of TEMPLATES) {
      expect(BEHAVIOURS[template.id]).toBeFunction();
      expect(template.inputs.some((i) => i.key === 'activeHours')).toBe(false);
    }
    expect(baron.inputs.map((i) => i.key)).toEqual(expect.arrayContaining(['minDelaySeconds', 'maxDelaySeconds', 'breakEveryMinutes', 'breakMinutes']));
  });

  test('the plans: Starter’s basic farming and resource collection are the first five templates; the Market Trader and the Strategy Planner are Professional; Custom Script is Premium; every other is Plus and up', () => {
    expect(TEMPLATES.filter((t) => t.plan === 'starter').map((t) => t.id)).toEqual([
      'baron-farmer',
      'resource-keeper',
      'storm-sea-forts',
      'khan-berimond',
      'attack-guard',
    ]);
    // The Strategy Planner is the Professional card's "Advanced AI strategies".
    expect(
      TEMPLATES.filter((t) => t.plan === 'professional')
        .map((t) => t.id)
        .sort(),
    ).toEqual(['market-trader', 'strategy-planner']);
    // Custom scripts are the one template from Premium up, as the pricing sells them.
    expect(TEMPLATES.find((t) => t.id === 'custom-script')?.plan).toBe('premium');
    expect(TEMPLATES.filter((t) => t.plan !== 'starter' && t.plan !== 'professional' && t.id !== 'custom-script').every((t) => t.plan === 'plus')).toBe(true);
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(11);
  });

  test('the defaults of every template pass its own validation', () => {
    for (const template of TEMPLATES) expect(validateSettings(template, {})).toEqual(template.defaults);
  });
});

describe('settings validation', () => {
  test('fills defaults and keeps valid values', () => {
    expect(validateSettings(baron, { maxLevel: 35, kingdom: 'ice' })).toMatchObject({ maxLevel: 35, kingdom: 'ice', minLevel: 1 });
  });

  test.each([
    [{ maxLevel: '35' }, '"Highest baron level" must be a number.'],
    [{ maxLevel: 3.5 }, '"Highest baron level" must be a whole number.'],
    [{ maxLevel: 500 }, '"Highest baron level" must be between 1 and 80.'],
    [{ kingdom: 'moon' }, '"Kingdom" must be one of: green, sands, ice, fire.'],
    [{ turbo: true }, 'Unknown setting for Robber Baron Farmer: turbo.'],
    [{ minLevel: 30, maxLevel: 10 }, 'The lowest level must not exceed the highest level.'],
    [{ minDelaySeconds: 20, maxDelaySeconds: 5 }, 'The minimum delay must not exceed the maximum delay.'],
    [
      { activeHours: '07-23' },
      '"Active hours (UTC)" is now the bot\'s schedule: weekly windows in your own time zone, set in the Schedule section of the bot\'s page (PUT /api/bots/:id/schedule).',
    ],
  ])('refuses %j', (settings, message) => {
    expect(() => validateSettings(baron, settings)).toThrow(message);
  });

  test('a refused setting is named as the field the form shows it under', () => {
    const fieldOf = (settings: Record<string, unknown>) => {
      try {
        validateSettings(baron, settings);
      } catch (err) {
        return (err as ValidationFailedError).field;
      }
      return 'accepted';
    };
    expect([fieldOf({ maxLevel: 500 }), fieldOf({ kingdom: 'moon' }), fieldOf({ minLevel: 30, maxLevel: 10 }), fieldOf({ turbo: true })]).toEqual([
      'settings.maxLevel',
      'settings.kingdom',
      'settings.minLevel',
      undefined,
    ]);
  });

  test('"00-24" (always), which older clients send as the default, asks for nothing and is dropped', () => {
    expect(validateSettings(baron, { activeHours: '00-24' })).toEqual(baron.defaults);
  });

  test('the templates that play only while a game event runs name it, and the others do not', () => {
    const withEvent = TEMPLATES.filter((t) => t.event).map((t) => t.id);
    expect(withEvent).toEqual([
      'khan-berimond',
      'nomad-invasion',
      'samurai-invasion',
      'foreign-invasion',
      'berimond-invasion',
      'berimond-kingdom',
      'event-shops',
      'temp-servers',
    ]);
  });

  test('the upgrade list names the game’s buildings with a level, in the order given', () => {
    const keeper = TEMPLATES.find((t) => t.id === 'resource-keeper')!;
    expect(validateSettings(keeper, { upgradeList: 'Keep 5, Farm 4,Barracks 10' }).upgradeList).toBe('Keep 5, Farm 4,Barracks 10');
    expect(parseUpgradeList('Keep 5, Farm 4,Barracks 10, Keep 99')).toEqual([
      { name: 'KEEP', level: 5 },
      { name: 'FARM', level: 4 },
      { name: 'BARRACKS', level: 10 },
      { name: 'KEEP', level: 8 },
    ]);
    for (const wrong of ['Castle 3', 'Keep', 'Keep 5 Farm 4', 'Cargo ships 2'])
      expect(() => validateSettings(keeper, { upgradeList: wrong })).toThrow('"Upgrade list (in order)" is not valid.');
  });

  test('secrets: known keys only, valid form, empty values dropped', () => {
    // No template takes a secret today; a template that declares one is held to it.
    const withToken = { ...guard, secrets: [{ key: 'apiToken', label: 'API token', pattern: '^$|^tok_\\w+$' }] };
    expect(validateSecrets(withToken, { apiToken: 'tok_abc' })).toEqual({ apiToken: 'tok_abc' });
    expect(validateSecrets(withToken, { apiToken: '' })).toEqual({});
    expect(() => validateSecrets(withToken, { apiToken: 'http://evil.example/hook' })).toThrow('"API token" is not valid.');
    expect(() => validateSecrets(withToken, { apiKey: 'x' })).toThrow('takes no secret named "apiKey"');
    expect(() => validateSecrets(guard, { discordWebhookUrl: 'https://discord.com/api/webhooks/123/abc-DEF_1' })).toThrow(
      'Incoming Attack Guard takes no secret named "discordWebhookUrl".',
    );
    expect(() => validateSecrets(baron, { anything: 'x' })).toThrow('takes no secret');
  });
});
