/**
 * /api/admin/status/incidents: who may write (signed out 401, a player 403, an admin), what is refused
 * and how (422 with the field's words, 404, 409 in the house shape), and that what an admin writes is on
 * GET /api/status and in its feed at once.
 */
import { beforeAll, describe, expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { call, signUp, testApp, testConfig, uniqueEmail } from '../../../test/helpers';
import { INCIDENT_UPDATES_MAX } from '@shared/status';
import { IncidentModel } from './incident.model';

const adminEmail = uniqueEmail('status-admin');
const app = testApp({ config: testConfig({ adminEmails: [adminEmail] }) });
let admin = '';
let player = '';
beforeAll(async () => {
  admin = (await signUp(app, adminEmail)).token;
  player = (await signUp(app)).token;
});

const open = (body: unknown, token = admin) => call(app, 'POST', '/api/admin/status/incidents', { token, body });
const update = (id: string, body: unknown, token = admin) => call(app, 'POST', `/api/admin/status/incidents/${id}/updates`, { token, body });
const NEW = { title: 'Payments slow', message: 'Card payments take a minute to confirm.', affects: ['payments'] };

describe('who may write incidents', () => {
  test.each([
    ['GET', '/api/admin/status/incidents', undefined],
    ['POST', '/api/admin/status/incidents', NEW],
  ] as [string, string, unknown][])('%s %s: signed out 401, a player 403, an admin allowed', async (method, path, body) => {
    expect((await call(app, method, path, { body })).status).toBe(401);
    const refused = await call(app, method, path, { body, token: player });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'This area is for administrators only.' });
    expect((await call(app, method, path, { body, token: admin })).status).toBeLessThan(300);
  });

  test('a player cannot update an incident either', async () => {
    const { body } = await open(NEW);
    expect((await update(body.id, { message: 'x', state: 'resolved' }, player)).status).toBe(403);
    expect((await update(body.id, { message: 'x', state: 'resolved' }, '')).status).toBe(401);
  });
});

describe('writing an incident', () => {
  test('opened: investigating by default, its message the first update, audited; updated until resolved, then refused (409)', async () => {
    const opened = await open({ ...NEW, affects: ['payments', 'INT1'] });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      title: 'Payments slow',
      state: 'investigating',
      affects: ['payments', 'INT1'],
      resolved_at: null,
      updates: [{ state: 'investigating', message: NEW.message }],
    });

    const found = await update(opened.body.id, { message: 'A provider is slow; we moved to the other one.', state: 'monitoring' });
    expect(found.status).toBe(200);
    expect(found.body.state).toBe('monitoring');
    expect(found.body.updates.map((u: { state: string }) => u.state)).toEqual(['investigating', 'monitoring']);

    const resolved = await update(opened.body.id, { message: 'Payments are quick again.', state: 'resolved' });
    expect(resolved.body).toMatchObject({ state: 'resolved', resolved_at: expect.any(String) });
    const again = await update(opened.body.id, { message: 'One more', state: 'monitoring' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'CONFLICT', message: 'This incident is resolved. Please open a new incident instead.' });

    const audit = await call(app, 'GET', '/api/admin/audit', { token: admin });
    expect(audit.body.map((e: { action: string; target: string }) => `${e.action} ${e.target}`)).toEqual(
      expect.arrayContaining([`status.incident.open ${opened.body.id}`, `status.incident.update ${opened.body.id}`]),
    );
  });

  test("bad input is a 422 in the house shape, in the asker's language", async () => {
    const empty = await open({ ...NEW, title: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Please give the incident a title (up to 140 characters).' });
    expect((await open({ ...NEW, state: 'panicking' })).body.message).toBe('State must be investigating, identified, monitoring or resolved.');
    const unknown = await open({ ...NEW, affects: ['moon'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(
      'Name only parts of the platform (api, database, engine, runtime, runners, payments) or game worlds by their servers’ codes.',
    );
    const german = await call(app, 'POST', '/api/admin/status/incidents', {
      token: admin,
      body: { ...NEW, message: '' },
      headers: { 'x-page-language': 'de' },
    });
    expect(german.body.message).toBe('Bitte beschreibe, was passiert (höchstens 4.000 Zeichen).');
  });

  test('an update of no incident is a 404; one past the most an incident holds is a 409', async () => {
    expect((await update(new mongoose.Types.ObjectId().toString(), { message: 'x', state: 'identified' })).status).toBe(404);
    expect((await update('not-an-id', { message: 'x', state: 'identified' })).body).toMatchObject({ code: 'NOT_FOUND', message: 'Incident not found.' });
    const { body } = await open(NEW);
    await IncidentModel.updateOne({ _id: body.id }, { $set: { updateCount: INCIDENT_UPDATES_MAX } });
    const full = await update(body.id, { message: 'x', state: 'identified' });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(`This incident already holds ${INCIDENT_UPDATES_MAX} updates, the most one holds. Please open a new incident instead.`);
  });
});

test('what an admin writes is on the public status page and in its feed at once, without signing in', async () => {
  const title = `Engine restarts ${Date.now().toString(36)}`;
  const { body } = await open({ title, message: 'The engine restarts; consoles pause for a minute.', state: 'identified', affects: ['engine'] });
  const page = await call(app, 'GET', '/api/status');
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('public, max-age=30');
  const shown = page.body.incidents.open.find((i: { id: string }) => i.id === body.id);
  expect(shown).toMatchObject({ title, state: 'identified', affects: ['engine'] });
  // Today's bar of the engine says an incident touched it.
  expect(page.body.parts.find((p: { id: string }) => p.id === 'engine').days.at(-1).incident).toBe(true);

  const feed = await call(app, 'GET', '/api/status/feed?lang=fr');
  expect(feed.headers.get('content-type')).toContain('application/atom+xml');
  expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">');
  expect(feed.body).toContain(`<title>${title} · Cause identifiée</title>`);
  expect(feed.body).toContain(`<id>urn:castellan:status:incident:${body.id}:0</id>`);
  expect(feed.body).toContain('<link rel="self" type="application/atom+xml" href="http://localhost:4321/fr/status.atom"/>');
});

test('an incident opened by mistake is removed: gone from the page and its feed at once, kept in the audit log; a player may not, a second remove is a 404', async () => {
  const title = `Wrong world ${Date.now().toString(36)}`;
  const { body } = await open({ title, message: 'Opened on the wrong world.', state: 'investigating', affects: ['INT1'] });
  expect((await call(app, 'GET', '/api/status')).body.incidents.open.some((i: { id: string }) => i.id === body.id)).toBe(true);
  const path = `/api/admin/status/incidents/${body.id}`;
  expect((await call(app, 'DELETE', path)).status).toBe(401);
  expect((await call(app, 'DELETE', path, { token: player })).status).toBe(403);

  const removed = await call(app, 'DELETE', path, { token: admin, headers: { 'x-page-language': 'de' } });
  expect(removed.status).toBe(200);
  expect(removed.body).toEqual({ success: true, message: 'Störung entfernt' });
  expect((await call(app, 'GET', '/api/status')).body.incidents.open.some((i: { id: string }) => i.id === body.id)).toBe(false);
  expect((await call(app, 'GET', '/api/status/feed')).body).not.toContain(title);
  const audit = await call(app, 'GET', '/api/admin/audit', { token: admin });
  expect(audit.body).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'status.incident.remove', target: body.id })]));

  const again = await call(app, 'DELETE', path, { token: admin });
  expect(again.status).toBe(404);
  expect(again.body).toMatchObject({ code: 'NOT_FOUND', message: 'Incident not found.' });
  expect((await call(app, 'DELETE', '/api/admin/status/incidents/not-an-id', { token: admin })).status).toBe(404);
});
