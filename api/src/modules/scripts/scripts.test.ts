/**
 * /api/scripts: who may use them (signed in; writing from Premium up), ownership (another player's script
 * is a 404, and no bot may run it), validation (a source must compile: the line and column are named),
 * versions, a script in use kept from deletion, the dry-run limit, and a real dry run of one game hour.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { SCRIPT_LIBRARY } from '@shared/scripts/library';
import { readLineMessage, type LineMessage } from '@shared/console';
import { loadCatalogue } from '@shared/i18n/catalogue-files';
import { textOf } from '@shared/i18n/said';
import '@shared/bot-lines';
import { SharedCounter } from '../../lib/shared-counter';
import { keyValueBucket, createEngine } from '../../lib/engine';
import { call } from '../../../test/helpers';
import { TOP_LEVEL_BOMB } from '../../../test/script-bombs';
import { supportPlatform } from '../../../test/support';
import { BotModel } from '../bots/records/bot.model';
import { UserModel } from '../users/user.model';
import { createScriptService, scriptsForExport } from './service';

const { platform, app, player } = supportPlatform();
afterAll(() => platform.close());

const FARM = SCRIPT_LIBRARY[0]!.source;
const write = (token: string, body: Record<string, unknown>) => call(app, 'POST', '/api/scripts', { token, body });

describe('who may use the script routes', () => {
  const ID = '0123456789abcdef01234567';
  test.each([
    ['GET', '/api/scripts', undefined],
    ['POST', '/api/scripts', { name: 'a', source: FARM }],
    ['POST', '/api/scripts/check', { source: FARM }],
    ['POST', '/api/scripts/dry-run', { source: FARM }],
    ['GET', `/api/scripts/${ID}`, undefined],
    ['PATCH', `/api/scripts/${ID}`, { name: 'b' }],
    ['DELETE', `/api/scripts/${ID}`, undefined],
    ['POST', `/api/scripts/${ID}/versions`, { source: FARM }],
    ['GET', `/api/scripts/${ID}/versions/1`, undefined],
  ] as [string, string, unknown][])('%s %s: signed out 401', async (method, path, body) => {
    expect((await call(app, method, path, { body })).status).toBe(401);
  });

  test('writing and dry runs are Premium and up; a Plus player is told so', async () => {
    const me = await player({ plan: 'plus' });
    for (const [path, body] of [
      ['/api/scripts', { name: 'Farm', source: FARM }],
      ['/api/scripts/dry-run', { source: FARM }],
    ] as const) {
      const res = await call(app, 'POST', path, { token: me.token, body });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Custom scripts are included from the Premium plan up; your plan is Plus. Upgrade your plan to write and run scripts.');
    }
    // Reading stays open: a player whose plan shrank keeps their work.
    expect((await call(app, 'GET', '/api/scripts', { token: me.token })).body).toEqual({ success: true, scripts: [] });
  });
});

describe('writing, versions and ownership', () => {
  test('a script is created as version 1, saved as 2, each version readable; another player gets 404 everywhere', async () => {
    const me = await player({ plan: 'premium' });
    const made = await write(me.token, { name: '  Farm  ', source: FARM });
    expect(made.status).toBe(201);
    expect(made.body.script).toMatchObject({ name: 'Farm', latest: 1 });
    const id = made.body.script.id as string;
    const saved = await call(app, 'POST', `/api/scripts/${id}/versions`, { token: me.token, body: { source: `${FARM}\n// tuned` } });
    expect(saved.status).toBe(201);
    expect(saved.body.script.latest).toBe(2);
    const detail = await call(app, 'GET', `/api/scripts/${id}`, { token: me.token });
    expect(detail.body.source).toEndWith('// tuned');
    expect(detail.body.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect((await call(app, 'GET', `/api/scripts/${id}/versions/1`, { token: me.token })).body.source).toBe(FARM);
    expect((await call(app, 'GET', `/api/scripts/${id}/versions/7`, { token: me.token })).status).toBe(404);

    const other = await player({ plan: 'professional' });
    expect((await call(app, 'GET', `/api/scripts/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(app, 'GET', `/api/scripts/${id}/versions/1`, { token: other.token })).status).toBe(404);
    expect((await call(app, 'POST', `/api/scripts/${id}/versions`, { token: other.token, body: { source: FARM } })).status).toBe(404);
    expect((await call(app, 'PATCH', `/api/scripts/${id}`, { token: other.token, body: { name: 'Mine' } })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/scripts/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(app, 'GET', '/api/scripts', { token: other.token })).body.scripts).toEqual([]);
    expect((await call(app, 'PATCH', `/api/scripts/${id}`, { token: me.token, body: { name: 'Farm v2' } })).body.script.name).toBe('Farm v2');
  });

  test('"Download my data" carries every version of the player\'s scripts, and no one else\'s', async () => {
    const me = await player({ plan: 'premium' });
    const id = (await write(me.token, { name: 'Export me', source: FARM })).body.script.id as string;
    await call(app, 'POST', `/api/scripts/${id}/versions`, { token: me.token, body: { source: `${FARM}\n// v2` } });
    const exported = await scriptsForExport(me.user.id);
    expect(exported).toHaveLength(1);
    expect(exported[0]!.name).toBe('Export me');
    expect(exported[0]!.versions.map((v) => [v.number, v.source.endsWith('// v2')])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(await scriptsForExport(String(new mongoose.Types.ObjectId()))).toEqual([]);
  });

  test('a source that does not compile is refused with its line and column; the check says the same', async () => {
    const me = await player({ plan: 'premium' });
    const bad = 'export function step(api) {\n  api.log(;\n}';
    const res = await write(me.token, { name: 'Broken', source: bad });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("The script cannot run: SyntaxError in the script: unexpected token in expression: ';' (line 2, column 11).");
    const check = await call(app, 'POST', '/api/scripts/check', { token: me.token, body: { source: bad } });
    expect(check.body.problem).toEqual({ message: "SyntaxError in the script: unexpected token in expression: ';' (line 2, column 11).", line: 2, column: 11 });
    expect((await call(app, 'POST', '/api/scripts/check', { token: me.token, body: { source: FARM } })).body.problem).toBeNull();
    expect((await write(me.token, { name: 'No step', source: 'export const x = 1;' })).body.message).toContain('exports no step function');
    expect((await write(me.token, { name: 'Huge', source: `// ${'x'.repeat(40_000)}\nexport function step() {}` })).status).toBe(422);
    expect((await write(me.token, { name: '', source: FARM })).status).toBe(422);
  });

  test("a check the host was killed for (a top level past its CPU ceiling) is answered in the asker's language, the save refused in it too", async () => {
    const me = await player({ plan: 'premium' });
    const german = { 'accept-language': 'de' };
    const check = await call(app, 'POST', '/api/scripts/check', { token: me.token, body: { source: TOP_LEVEL_BOMB }, headers: german });
    expect(check.status).toBe(200);
    expect(check.body.problem).toEqual({
      message: expect.stringMatching(/^Die oberste Ebene des Skripts hat mehr als ihre 100 ms Rechenzeit gebraucht/),
      line: null,
      column: null,
    });
    const save = await write(me.token, { name: 'Bomb', source: TOP_LEVEL_BOMB });
    expect(save.body.message).toStartWith("The script cannot run: the script's top level used more than its 100 ms of CPU time");
    const saveDe = await call(app, 'POST', '/api/scripts', { token: me.token, body: { name: 'Bomb', source: TOP_LEVEL_BOMB }, headers: german });
    expect(saveDe.status).toBe(422);
    expect(saveDe.body.message).toStartWith('Das Skript kann nicht laufen: Die oberste Ebene des Skripts hat mehr als ihre 100 ms Rechenzeit gebraucht');
    // Three hosts killed one after another, each may take its start (15 s at nice 10 on a loaded machine)
    // and its CPU ceiling: one took the whole of bun's 30 s once.
  }, 90_000);

  test('a bot runs only its owner’s script, from Premium up; a script in use is not deleted', async () => {
    const me = await player({ plan: 'premium' });
    const other = await player({ plan: 'premium' });
    const mine = (await write(me.token, { name: 'Mine', source: FARM })).body.script.id as string;
    const theirs = (await write(other.token, { name: 'Theirs', source: FARM })).body.script.id as string;
    const create = (scriptId: string, scriptVersion = 0) =>
      call(app, 'POST', '/api/bots', {
        token: me.token,
        body: { templateId: 'custom-script', accountId: me.accountId, settings: { scriptId, scriptVersion } },
      });
    await BotModel.deleteMany({ userId: me.userId }); // the player's fixture bot frees the slot count
    expect((await create(theirs)).body.message).toBe('"Script" must be one of your scripts.');
    expect((await create(mine, 9)).body.message).toBe('Your script has no version 9: choose one from its versions on the Scripts page, or 0 for the newest.');
    const bot = await create(mine);
    expect(bot.status).toBe(201);
    const refused = await call(app, 'DELETE', `/api/scripts/${mine}`, { token: me.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`The script runs on your bot "${bot.body.name}": choose another script there (or delete the bot) first.`);
    expect((await call(app, 'DELETE', `/api/bots/${bot.body.id}`, { token: me.token })).status).toBe(200);
    expect((await call(app, 'DELETE', `/api/scripts/${mine}`, { token: me.token })).status).toBe(200);
    expect((await call(app, 'GET', `/api/scripts/${mine}`, { token: me.token })).status).toBe(404);

    await UserModel.updateOne({ _id: me.userId }, { plan: 'plus' });
    expect((await create('')).status).toBe(403);
  });
});

describe('checks', () => {
  test('limited per player a minute, with the seconds to wait; another player checks on', async () => {
    const engine = createEngine(process.env.NATS_URL!, 'scripts-check-test');
    const service = createScriptService({
      botsUsing: async () => [],
      saved: async () => {},
      dryRun: async () => ({ lines: [], gameMinutes: 60, cutShort: false }),
      dryRuns: new SharedCounter(keyValueBucket(engine, 'throttle', 3_600_000), `dry-${crypto.randomUUID()}`, 1, 3_600_000),
      checks: new SharedCounter(keyValueBucket(engine, 'throttle', 3_600_000), `check-${crypto.randomUUID()}`, 2, 60_000),
    });
    const me = String(new mongoose.Types.ObjectId());
    const firstCheckAt = Date.now();
    expect(await service.check(me, FARM)).toBeNull();
    expect((await service.check(me, 'export const x = 1;'))?.message).toContain('exports no step function');
    const refused = await service.check(me, FARM).catch((err: unknown) => err);
    // The wait counts down from the window's first check, which a loaded machine may have made many seconds ago:
    // it is at most the minute and at least the minute less the time the checks took.
    const least = 60 - Math.ceil((Date.now() - firstCheckAt) / 1000);
    expect(refused).toMatchObject({ status: 429 });
    const english = (refused as Error).message.match(/^Script checks are limited to 2 a minute\. Try again in (\d+) seconds?\.$/);
    expect(Number(english?.[1])).toBeWithin(least, 61);
    loadCatalogue();
    const german = textOf('de', (refused as { said?: LineMessage }).said, '').match(
      /^Du kannst Skripte 2-mal pro Minute prüfen\. Versuch es in (\d+) Sekunden noch einmal\.$/,
    );
    expect(german?.[1]).toBe(english?.[1]);
    expect(await service.check(String(new mongoose.Types.ObjectId()), FARM)).toBeNull();
    await engine.close();
  });
});

describe('dry runs', () => {
  test('limited per player an hour, with the time to wait', async () => {
    const engine = createEngine(process.env.NATS_URL!, 'scripts-test');
    const runs: string[] = [];
    const service = createScriptService({
      botsUsing: async () => [],
      saved: async () => {},
      dryRun: async (source) => (runs.push(source), { lines: [], gameMinutes: 60, cutShort: false }),
      dryRuns: new SharedCounter(keyValueBucket(engine, 'throttle', 3_600_000), `dry-${crypto.randomUUID()}`, 1, 3_600_000),
      checks: new SharedCounter(keyValueBucket(engine, 'throttle', 3_600_000), `check-${crypto.randomUUID()}`, 1, 60_000),
    });
    const user = { id: String(new mongoose.Types.ObjectId()), plan: 'premium' } as never;
    await service.dryRun(user, FARM);
    await expect(service.dryRun(user, FARM)).rejects.toMatchObject({ status: 429, message: 'You can start 1 dry runs an hour. Try again in 60 minutes.' });
    expect(runs).toHaveLength(1);
    await engine.close();
  });

  test('one game hour of the baron farmer on a fresh game server: its console comes back, with attacks', async () => {
    const me = await player({ plan: 'premium' });
    const res = await call(app, 'POST', '/api/scripts/dry-run', { token: me.token, body: { source: FARM } });
    expect(res.status).toBe(200);
    const texts = res.body.lines.map((l: { text: string }) => l.text) as string[];
    expect(texts[0]).toStartWith('Dry run: a fresh game server at 120× speed, a new account "DryRun');
    expect(texts).toContain('Running the script "Dry run" (version 1).');
    expect(texts.some((t) => t.startsWith('Attacking the level'))).toBe(true);
    expect(texts.at(-1)).toBe('One game hour has passed: the dry run is over.');
    // Each line comes with its message: the script editor reads the run in its page's language.
    loadCatalogue();
    const german = res.body.lines.map((l: { text: string; message?: unknown }) => textOf('de', readLineMessage(l.message), l.text)) as string[];
    expect(german[0]).toStartWith('Probelauf: ein frischer Spielserver mit 120-facher Geschwindigkeit, ein neuer Spielaccount „DryRun');
    expect(german).toContain('Das Skript „Dry run“ läuft (Version 1).');
    expect(german.at(-1)).toBe('Eine Spielstunde ist vorbei: Der Probelauf ist zu Ende.');
    expect(res.body.gameMinutes).toBeGreaterThanOrEqual(59);
    expect(res.body.cutShort).toBe(false);
    // Never the player's own game accounts.
    expect(texts.join('\n')).not.toContain(me.accountName);
  }, 90_000);
});
