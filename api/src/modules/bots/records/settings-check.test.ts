/** POST /api/bots/settings-check: imported settings checked as creating a bot checks them, nothing stored. */
import { describe, expect, test } from 'bun:test';
import { call, signUp, testApp } from '../../../../test/helpers';
import { BotModel } from './bot.model';

const app = testApp();

describe('POST /api/bots/settings-check', () => {
  test('answers every setting, the given ones over the defaults, and stores nothing', async () => {
    const { token, user } = await signUp(app);
    const res = await call(app, 'POST', '/api/bots/settings-check', {
      token,
      body: { templateId: 'baron-farmer', settings: { maxLevel: 30, kingdom: 'ice' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.templateId).toBe('baron-farmer');
    expect(res.body.settings).toMatchObject({ maxLevel: 30, kingdom: 'ice', minLevel: 1, troopsPerAttack: 60 });
    expect(await BotModel.countDocuments({ userId: user.id })).toBe(0);
  });

  test('a template not on offer, an unknown setting, a value out of bounds and a broken rule are each said', async () => {
    const { token } = await signUp(app);
    const ask = (templateId: string, settings: Record<string, unknown>) =>
      call(app, 'POST', '/api/bots/settings-check', { token, body: { templateId, settings } });
    const noTemplate = await ask('gold-digger', {});
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.body.message).toBe('There is no bot template "gold-digger".');
    const unknown = await ask('baron-farmer', { goldPerHour: 5 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('goldPerHour');
    const outOfBounds = await ask('baron-farmer', { maxLevel: 500 });
    expect(outOfBounds.status).toBe(422);
    expect(outOfBounds.body.message).toContain('Highest baron level');
    expect(outOfBounds.body.field).toBe('settings.maxLevel');
    const crossed = await ask('baron-farmer', { minLevel: 40, maxLevel: 10 });
    expect(crossed.status).toBe(422);
    expect(crossed.body.message).toBe('The lowest level must not exceed the highest level.');
  });

  test('in the asker’s language', async () => {
    const { token } = await signUp(app);
    const res = await call(app, 'POST', '/api/bots/settings-check', {
      token,
      headers: { 'accept-language': 'de' },
      body: { templateId: 'gold-digger', settings: {} },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).not.toBe('There is no bot template "gold-digger".');
  });

  test('signed out: 401', async () => {
    const res = await call(app, 'POST', '/api/bots/settings-check', { body: { templateId: 'baron-farmer', settings: {} } });
    expect(res.status).toBe(401);
  });
});
