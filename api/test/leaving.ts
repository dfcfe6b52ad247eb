/**
 * Pieces for tests of routes app.ts does not mount yet (activity log, leaving): a runtime that plays
 * nothing but says what it was asked, and the platform's own session check as an `auth` for a plugin
 * mounted beside it (a token is good exactly when the platform's /api/auth/me takes it).
 */
import { UnauthorizedError } from '../src/lib/errors';
import type { AuthService } from '../src/modules/auth/service';
import { UserModel } from '../src/modules/users/user.model';
import type { BotRuntime, RuntimeEvent, RuntimeListener } from '../src/runtime';
import { call, type TestApp } from './helpers';

export function fakeRuntime() {
  const running = new Set<string>();
  const listeners = new Set<RuntimeListener>();
  const stopped: string[] = [];
  const emit = (botId: string, state: 'online' | 'offline') =>
    queueMicrotask(() => listeners.forEach((l) => l(state === 'online' ? { type: 'state', botId, state } : { type: 'state', botId, state, forced: false })));
  const runtime: BotRuntime = {
    start(spec) {
      running.add(spec.botId);
      emit(spec.botId, 'online');
    },
    async checkLogin() {
      return { ok: true, message: 'Logged in' };
    },
    update() {},
    async stop(botId) {
      if (!running.delete(botId)) return;
      stopped.push(botId);
      emit(botId, 'offline');
    },
    isRunning: (botId) => running.has(botId),
    running: () => [...running],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stats: () => ({ bots: running.size, sessions: running.size, rssBytes: 0, lagMs: 0, pid: process.pid }),
    async close() {
      running.clear();
    },
  };
  /** Tells the API what a runtime would (a notification, an attack), as the runtime's event; `eventId` as the fleet names a report. */
  const tell = async (event: RuntimeEvent, eventId?: string) => {
    for (const listener of listeners) await listener(event, eventId);
  };
  return { runtime, running, stopped, tell };
}

/** The platform's session check, as the `auth` a plugin under test needs. */
export function sessionCheckOf(app: TestApp): AuthService {
  async function signedInByToken(token: string) {
    const me = await call(app, 'GET', '/api/auth/me', { token });
    if (me.status !== 200) throw new UnauthorizedError();
    const user = await UserModel.findById(me.body.user.id);
    if (!user) throw new UnauthorizedError();
    // The session the token names (its `sid`), which a stream opened with it rests on.
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    return { user, credential: `session:${sid}` };
  }
  return {
    signedInByToken,
    userForToken: async (token: string) => (await signedInByToken(token)).user,
    present: (user: { id: string }) => ({ id: user.id }),
  } as unknown as AuthService;
}
