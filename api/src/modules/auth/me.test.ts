/**
 * GET /api/auth/me answered two ways, side by side: by the route Bun calls directly in a real API process
 * (started by index.ts, as production starts it) and by the Elysia route through `app.handle` (an app in
 * this process on the same database, engine and configuration, put behind a bare Bun.serve so both
 * answers cross HTTP alike). Every case must give the same status, the same headers (but Date) and the
 * same bytes: any drift between the two (a header, a text, a key's order) fails here.
 *
 * The database is this file's own: the last case stops it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { SignJWT } from 'jose';
import type { Server } from 'bun';
import { startFerretDB, type Database } from '../../../../scripts/lib/ferretdb';
import { freePort } from '../../../../scripts/lib/ports';
import { createApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { connectDatabase } from '../../lib/db';
import { DatabaseUnavailableError } from '../../lib/errors';
import { RELAXED_THROTTLE, ownCounters, signUpOver, waitFor, SPAWNED_API_ENV } from '../../../test/helpers';
import { backToSharedDatabase, OWN_DATABASE_START_MS } from '../../../test/own-database';
import { UserModel } from '../users/user.model';

const SITE = 'http://localhost:4321';
const ME = '/api/auth/me';
const scratch = mkdtempSync(join(tmpdir(), 'castellan-me-'));
let db: Database;
let api: ReturnType<typeof Bun.spawn>;
let config: Config;
/** The native route, in the API process. */
let native: string;
/** The Elysia route: `app.handle` of the app in this process. */
let elysia: ReturnType<typeof createApp>;
let elysiaServer: Server<unknown>;
let viaElysia: string;

beforeAll(async () => {
  db = await startFerretDB(join(scratch, 'db'), 'me', { backend: 'sqlite', throwaway: true });
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    API_PORT: String(port),
    MONGODB_URI: db.uri,
    ...(db.storage ? { EMBEDDED_POSTGRES_URL: db.storage.url } : {}),
    JWT_SECRET: 'me-parity-test-secret-me-parity-test!',
    ...SPAWNED_API_ENV,
    SITE_ORIGIN: SITE,
  };
  api = Bun.spawn([process.execPath, join(import.meta.dir, '../../index.ts')], { env, stdout: 'ignore', stderr: 'inherit' });
  native = `http://127.0.0.1:${port}`;
  await mongoose.disconnect();
  await connectDatabase(db.uri);
  config = loadConfig(env);
  elysia = createApp({ config, throttle: RELAXED_THROTTLE, throttleNamespace: ownCounters() });
  elysiaServer = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => elysia.handle(request) });
  viaElysia = `http://127.0.0.1:${elysiaServer.port}`;
  await waitFor(
    'the API process',
    () =>
      fetch(`${native}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    90_000,
    100,
  );
}, OWN_DATABASE_START_MS);

afterAll(async () => {
  api?.kill('SIGKILL');
  await elysiaServer?.stop(true);
  await backToSharedDatabase(db);
  rmSync(scratch, { recursive: true, force: true });
}, OWN_DATABASE_START_MS);

type Answer = { status: number; headers: [string, string][]; body: string };

/** An answer as it crossed HTTP: its headers but the date (Headers lists them sorted by name). */
async function answerOf(res: Response): Promise<Answer> {
  return { status: res.status, headers: [...res.headers].filter(([name]) => name !== 'date'), body: await res.text() };
}

/** The same request through both routes; `ids: false` leaves the request id to each (then only its shape is compared). */
async function both(init: RequestInit & { query?: string; ids?: false } = {}): Promise<{ native: Answer; elysia: Answer }> {
  const id = crypto.randomUUID();
  const headers = new Headers(init.headers);
  if (init.ids !== false) headers.set('x-request-id', id);
  const ask = async (base: string) => answerOf(await fetch(`${base}${ME}${init.query ?? ''}`, { ...init, headers }));
  const answers = { native: await ask(native), elysia: await ask(viaElysia) };
  if (init.ids === false) for (const answer of Object.values(answers)) forgetRequestId(answer);
  return answers;
}

function forgetRequestId(answer: Answer) {
  const id = answer.headers.find(([name]) => name === 'x-request-id')?.[1];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  answer.headers = answer.headers.map(([name, value]) => [name, name === 'x-request-id' ? '<id>' : value]);
  answer.body = answer.body.replaceAll(id!, '<id>');
}

/** Both routes answer `init` alike; the native one's answer, for the case's own checks. */
async function alike(init?: Parameters<typeof both>[0]): Promise<Answer> {
  const answers = await both(init);
  expect(answers.native).toEqual(answers.elysia);
  return answers.native;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const header = (answer: Answer, name: string) => answer.headers.find(([n]) => n === name)?.[1];

describe('GET /api/auth/me: the native route answers as the Elysia route, byte for byte', () => {
  test("the app hands Bun a route of its own for the Elysia route's path (else both sides below would be Elysia's)", () => {
    expect(elysia.routes.some((route) => route.method === 'GET' && route.path === ME)).toBe(true);
    const routes = elysia.config.serve?.routes as Record<string, { GET?: unknown }> | undefined;
    expect(typeof routes?.[ME]?.GET).toBe('function');
  });

  test('signed in, by the bearer or by the session cookie, again from what is kept, and in a language asked for', async () => {
    const { token } = await signUpOver(native);
    for (let i = 0; i < 2; i++) {
      const signedIn = await alike({ headers: bearer(token) });
      expect(signedIn.status).toBe(200);
      expect(JSON.parse(signedIn.body)).toMatchObject({ success: true, user: { user_metadata: { plan: 'starter' } } });
      expect(header(signedIn, 'content-type')).toBe('application/json;charset=utf-8');
      expect(header(signedIn, 'x-content-type-options')).toBe('nosniff');
    }
    expect((await alike({ headers: { cookie: `other=1; castellan_session=${encodeURIComponent(token)}` } })).status).toBe(200);
    expect((await alike({ headers: { ...bearer(token), 'accept-language': 'de' }, ids: false })).status).toBe(200);
  });

  test('refused: no token, a bad one, an expired one, an API key, each in English and in German', async () => {
    const expired = await new SignJWT({ sid: new mongoose.Types.ObjectId().toString() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(new mongoose.Types.ObjectId().toString())
      .setIssuer(config.jwt.issuer)
      .setAudience(config.jwt.audience)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(config.jwt.secret));
    const credentials: Record<string, string>[] = [
      {},
      bearer('not.a.token'),
      bearer(expired),
      bearer('cst_not-a-key'),
      { authorization: 'Basic abc' },
      { cookie: 'castellan_session=%E0%A4%A' },
    ];
    for (const credential of credentials) {
      for (const language of ['en', 'de']) {
        const refused = await alike({ headers: { ...credential, 'accept-language': language } });
        expect(refused.status, JSON.stringify(credential)).toBe(401);
        expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
    // A request id of the client's own is kept; without one, each answer gets one of its own.
    await alike({ ids: false });
  });

  test('a session ended here, or on the other instance, stops at once on both; so does a deleted user', async () => {
    const here = await signUpOver(native);
    expect((await alike({ headers: bearer(here.token) })).status).toBe(200);
    expect((await fetch(`${native}/api/auth/logout`, { method: 'POST', headers: bearer(here.token) })).status).toBe(200);
    expect(JSON.parse((await alike({ headers: bearer(here.token) })).body)).toMatchObject({ code: 'UNAUTHORIZED' });

    // Ended through the in-process app: the API process hears it through the engine, as every instance does.
    const there = await signUpOver(native);
    expect((await alike({ headers: bearer(there.token) })).status).toBe(200);
    const loggedOut = await elysia.handle(new Request(`http://localhost/api/auth/logout`, { method: 'POST', headers: bearer(there.token) }));
    expect(loggedOut.status).toBe(200);
    // 5 s: room for a loaded machine, and still half the kept user's 10 s life, so only the engine's word passes.
    await waitFor('the other instance to hear of it', () => fetch(`${native}${ME}`, { headers: bearer(there.token) }).then((r) => r.status === 401), 5_000, 20);
    expect((await alike({ headers: bearer(there.token) })).status).toBe(401);

    const deleted = await signUpOver(native);
    expect((await alike({ headers: bearer(deleted.token) })).status).toBe(200);
    await UserModel.deleteOne({ _id: deleted.user.id });
    await waitFor('the deletion heard of', () => fetch(`${native}${ME}`, { headers: bearer(deleted.token) }).then((r) => r.status === 401), 5_000, 20);
    expect((await alike({ headers: bearer(deleted.token) })).status).toBe(401);
  });

  test('a change to the user shows on the next answer of both: the kept answer text is not served after it', async () => {
    const { token, user } = await signUpOver(native);
    const planOf = async () => JSON.parse((await alike({ headers: bearer(token) })).body).user.user_metadata.plan;
    // Asked twice, so the native route answers from its kept user and kept text.
    expect([await planOf(), await planOf()]).toEqual(['starter', 'starter']);
    // Written here: this process drops it at once, and the API process hears of it through the engine.
    await UserModel.updateOne({ _id: user.id }, { $set: { plan: 'professional' } });
    await waitFor(
      'the API process to hear of the change',
      () => fetch(`${native}${ME}`, { headers: bearer(token) }).then(async (r) => (await r.json()).user?.user_metadata.plan === 'professional'),
      5_000,
      20,
    );
    expect(await planOf()).toBe('professional');
  });

  test("CORS: the site's origin is let in, another is not; a preflight and other methods answer as before", async () => {
    const { token } = await signUpOver(native);
    const ours = await alike({ headers: { ...bearer(token), origin: SITE } });
    expect(header(ours, 'access-control-allow-origin')).toBe(SITE);
    const theirs = await alike({ headers: { ...bearer(token), origin: 'https://evil.example' } });
    expect(header(theirs, 'access-control-allow-origin')).toBeUndefined();
    expect(header(theirs, 'vary')).toBe('Origin');
    const refusedOurs = await alike({ headers: { origin: SITE } });
    expect([refusedOurs.status, header(refusedOurs, 'access-control-allow-origin')]).toEqual([401, SITE]);

    const preflight = await alike({
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE'])
      expect((await alike({ method, headers: bearer(token) })).status, method).toBeGreaterThanOrEqual(400);
  });

  test("HEAD answers with GET's headers and no body, as Bun answers it from a route's GET", async () => {
    const { token } = await signUpOver(native);
    for (const credential of [bearer(token), {}]) {
      const id = crypto.randomUUID();
      const ask = async (base: string, method: string) => answerOf(await fetch(`${base}${ME}`, { method, headers: { ...credential, 'x-request-id': id } }));
      const head = await ask(native, 'HEAD');
      expect(head).toEqual({ ...(await ask(viaElysia, 'GET')), body: '' });
    }
  });

  test("production's own header (HSTS) is on both, signed in and refused", async () => {
    // Listened as index.ts listens, in this process: the native route and `handle` of one app.
    const production = createApp({ config: { ...config, env: 'production' }, throttle: RELAXED_THROTTLE, throttleNamespace: ownCounters() }).listen({
      hostname: '127.0.0.1',
      port: 0,
    });
    const handled = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => production.handle(request) });
    try {
      const { token } = await signUpOver(native);
      for (const credential of [bearer(token), {}]) {
        const id = crypto.randomUUID();
        const ask = async (base: string) => answerOf(await fetch(`${base}${ME}`, { headers: { ...credential, 'x-request-id': id } }));
        const answer = await ask(`http://127.0.0.1:${production.server!.port}`);
        expect(answer).toEqual(await ask(`http://127.0.0.1:${handled.port}`));
        expect(header(answer, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await handled.stop(true);
      await production.stop(true);
    }
  });

  test('an address with a NUL is refused before the session check', async () => {
    const refused = await alike({ query: '?x=%00' });
    expect(refused.status).toBe(400);
  });

  test("the database away: the same 503 with the players' sentence", async () => {
    // A session neither process has seen used: both must read the database for it.
    const { token } = await signUpOver(native);
    // Gone at once, as a crash (a graceful stop waits on open connections), and not restarted.
    db.kept.expectExit();
    db.kept.proc.kill('SIGKILL');
    await db.kept.proc.exited;
    const started = performance.now();
    const away = await alike({ headers: bearer(token) });
    console.log(`database away: both answers in ${Math.round(performance.now() - started)} ms`);
    expect(away.status).toBe(503);
    expect(JSON.parse(away.body).message).toBe(new DatabaseUnavailableError().message);
  }, 20_000);
});
