/**
 * GET /api/templates in the asker's language: the words change, the ids, keys, values and defaults do not.
 * The template's name and event wherever else the API says them (a bot, its schedule) follow the asker too.
 */
import { describe, expect, test } from 'bun:test';
import { call, signUp, testApp } from '../../../test/helpers';
import { UserModel } from '../users/user.model';
import { controlLines } from '@shared/bot-lines/control.messages';
import { said, textOf } from '@shared/i18n/said';
import { templateName } from '@shared/templates';
import { TEMPLATES } from './catalogue';
import { presentTemplate } from './routes';

const app = testApp();
/** What a template's answer holds apart from its words. */
const shape = (template: { id: string; plan: string; defaults: unknown; inputs: { key: string; type: string; options?: { value: string }[] }[] }) => ({
  id: template.id,
  plan: template.plan,
  defaults: template.defaults,
  inputs: template.inputs.map((input) => ({ key: input.key, type: input.type, values: input.options?.map((o) => o.value) })),
});

describe('GET /api/templates in the asker’s language', () => {
  test('asked for nothing, the exact English as before, and the answer says it varies by language', async () => {
    const res = await call(app, 'GET', '/api/templates');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(TEMPLATES.map(presentTemplate))));
    const baron = res.body.find((t: { id: string }) => t.id === 'baron-farmer');
    expect(baron.label).toBe('Robber Baron Farmer');
    expect(baron.category).toBe('Combat');
    expect(baron.description).toBe(
      'Attacks robber baron castles in the chosen kingdom within your level range from your castle there, sends the army again as soon as it is home, and brings the loot back. Optional time skips shorten a castle’s cooldown.',
    );
    expect(baron.inputs.find((i: { key: string }) => i.key === 'kingdom')).toEqual({
      key: 'kingdom',
      label: 'Kingdom',
      type: 'select',
      options: [
        { value: 'green', label: 'Great Empire (green)' },
        { value: 'sands', label: 'Burning Sands' },
        { value: 'ice', label: 'Everwinter Glacier' },
        { value: 'fire', label: 'Fire Peaks' },
      ],
    });
    expect(baron.inputs.find((i: { key: string }) => i.key === 'troopsPerAttack').helperText).toBe(
      'At most this many go per attack; the game caps each wave by the target’s level, so a low camp takes fewer.',
    );
    expect(res.body.find((t: { id: string }) => t.id === 'nomad-invasion').event).toBe('the Nomad invasion');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  test('asked in German (the site’s language cookie), German names, labels, options and hints', async () => {
    const res = await call(app, 'GET', '/api/templates', { headers: { cookie: 'castellan-lang=de' } });
    expect(res.status).toBe(200);
    const baron = res.body.find((t: { id: string }) => t.id === 'baron-farmer');
    expect(baron.label).toBe('Raubritter-Farmer');
    expect(baron.category).toBe('Kampf');
    expect(baron.description).toStartWith('Greift Raubritterburgen im gewählten Königreich');
    const kingdom = baron.inputs.find((i: { key: string }) => i.key === 'kingdom');
    expect(kingdom.label).toBe('Königreich');
    expect(kingdom.options).toEqual([
      { value: 'green', label: 'Großes Imperium (grün)' },
      { value: 'sands', label: 'Brennende Sande' },
      { value: 'ice', label: 'Immerwinter-Gletscher' },
      { value: 'fire', label: 'Feuergipfel' },
    ]);
    expect(baron.inputs.find((i: { key: string }) => i.key === 'troopsPerAttack').label).toBe('Soldaten pro Angriff');
    // A hint made from data keeps its data: the building names are what the list is typed with.
    expect(res.body.find((t: { id: string }) => t.id === 'resource-keeper').inputs.find((i: { key: string }) => i.key === 'upgradeList').helperText).toContain(
      'Namen: Keep, ',
    );
    // Only the words change: the same templates, settings, values and defaults as in English.
    expect(res.body.map(shape)).toEqual(TEMPLATES.map(presentTemplate).map(shape));
    const english = new Map<string, { description: string }>(TEMPLATES.map((t) => [t.id, t]));
    expect(
      res.body.filter((t: { id: string; description: string }) => t.description === english.get(t.id)!.description).map((t: { id: string }) => t.id),
    ).toEqual([]);
  });

  test('Accept-Language is heard when there is no cookie, on the list and on one template; the cookie wins over it', async () => {
    const one = await call(app, 'GET', '/api/templates/attack-guard', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(one.status).toBe(200);
    expect(one.body.label).toBe('Angriffswächter');
    expect(one.body.inputs[0].label).toBe('Prüfen alle (s)');
    expect(one.headers.get('vary')).toContain('Accept-Language');
    const polish = await call(app, 'GET', '/api/templates', { headers: { 'accept-language': 'pl' } });
    expect(polish.body.find((t: { id: string }) => t.id === 'baron-farmer').label).toBe('Farmer baronów rozbójników');
    const chosen = await call(app, 'GET', '/api/templates', { headers: { 'accept-language': 'de', cookie: 'castellan-lang=en' } });
    expect(chosen.body.find((t: { id: string }) => t.id === 'baron-farmer').label).toBe('Robber Baron Farmer');
    expect((await call(app, 'GET', '/api/templates/nope', { headers: { cookie: 'castellan-lang=de' } })).status).toBe(404);
  });
});

describe('a bot’s template words in the asker’s language', () => {
  test('the bot list names its template in German or English as asked; a bot named by nobody takes its creator’s words; its schedule names its event so', async () => {
    const player = await signUp(app);
    await UserModel.updateOne({ _id: player.user.id }, { $set: { plan: 'plus' } });
    const username = `Gunther${crypto.randomUUID().slice(0, 6)}`;
    const account = await call(app, 'POST', '/api/accounts', {
      token: player.token,
      body: { email: 'g@game.example', server: 'INT1', username, password: 'pw' },
    });
    const german = { cookie: 'castellan-lang=de' };
    const created = await call(app, 'POST', '/api/bots', {
      token: player.token,
      headers: german,
      body: { templateId: 'nomad-invasion', accountId: account.body.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.templateLabel).toBe('Invasion der Nomaden & Khan');
    expect(created.body.name).toBe(`Invasion der Nomaden & Khan · ${username}`);
    const inEnglish = await call(app, 'GET', '/api/bots', { token: player.token });
    expect(inEnglish.body.map((b: { templateLabel: string }) => b.templateLabel)).toEqual(['Nomad Invasion & Khan']);
    // The name is the bot's own: it stays as it was made, whoever reads it.
    expect(inEnglish.body[0].name).toBe(created.body.name);
    const inGerman = await call(app, 'GET', `/api/bots/${created.body.id}`, { token: player.token, headers: { 'accept-language': 'de' } });
    expect(inGerman.body.templateLabel).toBe('Invasion der Nomaden & Khan');
    expect((await call(app, 'GET', `/api/bots/${created.body.id}/schedule`, { token: player.token, headers: german })).body.event).toBe('Invasion der Nomaden');
    expect((await call(app, 'GET', `/api/bots/${created.body.id}/schedule`, { token: player.token })).body.event).toBe('the Nomad invasion');
    const english = await call(app, 'POST', '/api/bots', { token: player.token, body: { templateId: 'baron-farmer', accountId: account.body.id } });
    expect(english.body.name).toBe(`Robber Baron Farmer · ${username}`);
  });
});

test('a console line that names a template keeps its name as a message: each reader reads it in their language', () => {
  const line = said(controlLines, 'templateNotInPlan', { plan: 'Plus', template: templateName('market-trader')! });
  expect(line.text).toBe('Stopped: your Plus plan does not include the Market Trader template.');
  expect(textOf('de', line.message, line.text)).toContain('Markthändler');
  expect(textOf('pl', line.message, line.text)).toContain('Handlarz rynkowy');
  expect(templateName('no-such-template')).toBeNull();
});
