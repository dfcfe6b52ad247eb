/** Test helper: a real WebSocket client speaking the protocol, with frames queued so tests can await them in order. */
import { expect } from 'bun:test';
import { replyCommandOf, type CommandName } from '@shared/game-wire/commands';
import { DEFAULT_CLIENT_BUILD } from '@shared/game-wire/client-build';
import { loginFields, newDeviceId } from '@shared/game-wire/login';
import { AUTO_JOIN, encodeCommand, JOIN_OK, parseReply, parseSys, ROOM_LIST, verChk, zoneLogin, type ReplyFrame } from '@shared/game-wire/protocol';

export type Closed = { code: number; reason: string };

export class TestClient {
  readonly frames: string[] = [];
  /** What the server pushed after the last successful login. */
  readonly pushed: { gbd?: ReplyFrame; sei?: ReplyFrame; gam?: ReplyFrame; qli?: ReplyFrame } = {};
  closed: Closed | null = null;
  private waiters: Array<() => void> = [];
  private constructor(readonly ws: WebSocket) {
    ws.onmessage = (e) => {
      this.frames.push(String(e.data));
      this.wake();
    };
    ws.onclose = (e) => {
      this.closed = { code: e.code, reason: e.reason };
      this.wake();
    };
  }

  /** Connects with the Origin of the server's own page, as the game's page would (`origin: null` sends none). */
  static async connect(url: string, origin: string | null = pageOrigin(url)): Promise<TestClient> {
    const ws =
      origin === null
        ? new WebSocket(url)
        : new (WebSocket as unknown as new (url: string, options: { headers: Record<string, string> }) => WebSocket)(url, { headers: { Origin: origin } });
    await new Promise<void>((resolve, reject) => {
      ws.onopen = () => resolve();
      ws.onerror = () => reject(new Error(`cannot connect to ${url}`));
    });
    return new TestClient(ws);
  }

  /**
   * Connects and passes the live handshake (verChk, zone login → nfo, core_nfo, room list, autoJoin →
   * joinOK), and optionally `lli`, whose success is followed by the pushed `gbd` and `sei` (read here).
   */
  static async ready(url: string, zone: string, login?: { name: string; password: string }): Promise<TestClient> {
    const client = await TestClient.connect(url);
    client.send(verChk());
    expect(parseSys(await client.next())?.action).toBe('apiOK');
    client.send(zoneLogin(zone, DEFAULT_CLIENT_BUILD));
    expect(parseReply(await client.next())?.command).toBe('nfo');
    expect(parseReply(await client.next())?.command).toBe('core_nfo');
    expect(await client.next()).toBe(ROOM_LIST);
    client.send(AUTO_JOIN);
    expect(await client.next()).toBe(JOIN_OK);
    if (login) {
      const reply = await client.command(zone, 'lli', LOGIN(login.name, login.password));
      expect(reply.result).toBe(0);
    }
    return client;
  }

  send(frame: string): void {
    this.ws.send(frame);
  }

  /** The next unread frame; fails after `timeoutMs`. */
  async next(timeoutMs = 2_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0) {
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before a frame arrived`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame within timeout');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames.shift()!;
  }

  async nextReply(timeoutMs?: number): Promise<ReplyFrame> {
    const frame = await this.next(timeoutMs);
    const reply = parseReply(frame);
    if (!reply) throw new Error(`not a reply frame: ${frame}`);
    return reply;
  }

  private async replyTo(command: string): Promise<ReplyFrame> {
    for (;;) {
      const reply = await this.nextReply();
      if (reply.command === command) return reply;
    }
  }

  /**
   * Sends a command and returns the reply to it (under the command it is answered by: `jaa` for `jca`),
   * skipping pushes of other commands. Logins go without a reCAPTCHA token, as public clients log in.
   */
  async command(zone: string, command: string, payload: unknown): Promise<ReplyFrame> {
    this.send(encodeCommand(zone, command, payload));
    // `tlep`, pygge's temporary-server login, is answered as `lli` (simulator/temp-servers.ts).
    const answer = command === 'tlep' ? 'lli' : replyCommandOf(command as CommandName);
    for (;;) {
      const reply = await this.nextReply();
      if (reply.command !== answer) continue;
      // A successful login is followed by the pushed login bundle, events and movements: read them here,
      // so the next command's reply is its own (`pushed` keeps them for tests that look).
      if ((command === 'lli' || command === 'tle' || command === 'tlep') && reply.result === 0) {
        this.pushed.gbd = await this.replyTo('gbd');
        this.pushed.sei = await this.replyTo('sei');
        this.pushed.gam = await this.replyTo('gam');
        this.pushed.qli = await this.replyTo('qli');
      }
      return reply;
    }
  }

  async waitClosed(timeoutMs = 2_000): Promise<Closed> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket not closed within timeout');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 20);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closed;
  }

  close(): void {
    this.ws.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}

/** An injectable clock tests move by hand, so game hours pass without sleeping. */
export function manualClock(start = 1_700_000_000_000): { now: () => number; advance(ms: number): void; set(t: number): void } {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => void (t += ms),
    set: (at) => void (t = Math.max(t, at)),
  };
}

/** The live `lli` fields of a password login, with a fresh device id. */
export const LOGIN = (name: string, password: string) => loginFields(name, { password }, { deviceId: newDeviceId() });

/** The http(s) origin of the server behind a ws(s) URL: where its login page is. */
export function pageOrigin(wsUrl: string): string {
  const url = new URL(wsUrl);
  return `${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}`;
}

/** A reCAPTCHA token from the simulator's login page, asked for the way its page script asks (no browser). */
export async function mintRecaptcha(origin: string): Promise<string> {
  const page = await fetch(`${origin}/`);
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0]!;
  const siteKey = (await page.text()).match(/render=([\w-]+)/)?.[1] ?? '';
  const res = await fetch(`${origin}/recaptcha/api2/reload?k=${siteKey}`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'submit' }),
  });
  if (!res.ok) throw new Error(`mint failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
