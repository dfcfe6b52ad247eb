/**
 * SIGTERM to a real API process with five consoles open: every game session is logged out, no bot is
 * marked crashed, every console stream ends, and the process exits within 10 s.
 */
import { afterAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import { startSimulator } from '../../simulator/server';
import { freePort } from '../../scripts/lib/ports';
import { SPAWNED_API_ENV, uniqueEmail, waitFor } from '../test/helpers';
import { forgetEarlierFilesBots } from '../test/restarts';
import { linkIn, mailTo } from '../test/mailbox';
import { BotModel } from './modules/bots/records/bot.model';
import { UserModel } from './modules/users/user.model';

const sim = await startSimulator({ port: 0, seed: 13, timeScale: 600, raidChancePerHour: 0 });
afterAll(() => sim.stop());

/**
 * A console stream once it follows the bot: it subscribes to new lines before it replays, and the replay
 * ends with the bot's state, so a `state` event means it follows. `rest` is all it says until it ends.
 */
async function followingConsole(url: string, token: string): Promise<{ rest: Promise<string> }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!/^event: state$/m.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the console ended before it followed the bot: ${text}`);
    text += value;
  }
  const rest = (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += read.value;
    return text;
  })();
  return { rest };
}

test('SIGTERM with five consoles open: every session logged out, nothing marked crashed, streams ended, exit within 10 s', async () => {
  await forgetEarlierFilesBots();
  const port = await freePort();
  const api = Bun.spawn([process.execPath, join(import.meta.dir, 'index.ts')], {
    env: {
      ...process.env,
      ...SPAWNED_API_ENV,
      NODE_ENV: 'development',
      API_PORT: String(port),
      GAME_WS_URL: sim.url,
      GAME_NETWORK_URL: '',
      GAME_LOGIN_PAGE_URL: sim.loginPageUrl,
      RUNTIME_PACE_SCALE: '0.01',
      JWT_SECRET: 'shutdown-test-secret-shutdown-test!',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(
      'the API',
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      20_000,
      100,
    );
    const json = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    // Signed up as a player does: the sign-up, then its mailed link (the mail catcher the test run shares).
    const email = uniqueEmail('shutdown');
    expect((await json('POST', '/api/auth/register', { email, password: 'correct horse' })).status).toBe(202);
    const link = linkIn(await mailTo(email, { subject: /Finish creating/ }), '/verify-email');
    const signup = await json('POST', '/api/auth/verify-email', { token: new URLSearchParams(link.hash.slice(1)).get('token') });
    const token = signup.body.token as string;
    await UserModel.updateOne({ _id: signup.body.user.id }, { plan: 'professional' });

    // Five bots over three game accounts: two shared sessions and one of its own.
    const accounts: { id: string; username: string }[] = [];
    for (let a = 0; a < 3; a++) {
      const username = `Sigterm${a}${crypto.randomUUID().slice(0, 6)}`;
      const res = await json(
        'POST',
        '/api/accounts',
        { email: `${username}@game.example`, server: 'INT1', username, password: 'castle-pw', type: 'none' },
        token,
      );
      expect(res.status).toBe(201);
      accounts.push({ id: res.body.id, username });
    }
    const botIds: string[] = [];
    for (let b = 0; b < 5; b++) {
      const res = await json(
        'POST',
        '/api/bots',
        { templateId: 'resource-keeper', accountId: accounts[b % 3]!.id, settings: { minDelaySeconds: 30, maxDelaySeconds: 40, breakEveryMinutes: 0 } },
        token,
      );
      expect(res.status).toBe(201);
      botIds.push(res.body.id);
      expect((await json('POST', `/api/bots/${res.body.id}/actions`, { action: 'start' }, token)).status).toBe(200);
    }
    await waitFor('five bots online', async () => (await BotModel.countDocuments({ _id: { $in: botIds }, state: 'online' })) === 5, 15_000);
    await waitFor('three sessions in the game', () => accounts.every((a) => sim.sessions(a.username).live === 1));

    // Five open consoles, each following its bot before the signal, read to their end.
    const streams = await Promise.all(botIds.map((id) => followingConsole(`${base}/api/bots/${id}/console`, token)));

    const sent = performance.now();
    api.kill('SIGTERM');
    const code = await Promise.race([api.exited, Bun.sleep(10_000).then(() => 'still running')]);
    const exitMs = performance.now() - sent;
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    console.log(`API exit after SIGTERM: ${Math.round(exitMs)} ms`);

    const texts = await Promise.all(streams.map((s) => s.rest)); // every stream ended (a hanging one would time the test out)
    for (const text of texts) expect(text).toContain('Stopping:');
    for (const a of accounts) {
      expect(sim.sessions(a.username).live).toBe(0);
      expect(sim.sessions(a.username).replaced).toBe(0);
    }
    const bots = await BotModel.find({ _id: { $in: botIds } });
    for (const bot of bots) {
      expect(bot.state).toBe('offline');
      expect(bot.desiredState).toBe('online'); // they resume with the next start
      expect(bot.lastError ?? null).toBeNull();
      expect(bot.lastCrashAt ?? null).toBeNull();
    }
  } finally {
    if (api.exitCode === null) api.kill('SIGKILL');
  }
}, 60_000);
