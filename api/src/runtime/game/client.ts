/**
 * A game connection for one account: WebSocket, handshake, login, then paced commands. It knows the
 * game's protocol and nothing about who runs the server, so the same client plays the local game server
 * and, given the live game's login requirements, the live game.
 */
import {
  describeResult,
  encodeCommand,
  parseReply,
  parseSys,
  RESULT,
  verChk,
  zoneLogin,
  type CommandName,
  type Commands,
  type ReplyFrame,
} from './protocol';

export class GameError extends Error {
  constructor(
    readonly command: string,
    readonly result: number,
    detail?: string,
  ) {
    super(`${command}: ${describeResult(result)}${detail ? ` (${detail})` : ''}`);
  }
}

export class GameConnectionError extends Error {}

export type GameClientOptions = {
  /** Minimum time between two commands: the game drops connections that send bursts. */
  minIntervalMs?: number;
  /** How long to wait for a reply. */
  timeoutMs?: number;
};

type Pending = { resolve: (frame: ReplyFrame) => void; reject: (err: Error) => void; timer: ReturnType<typeof setTimeout> };

export class GameClient {
  private ws: WebSocket | null = null;
  private zone = '';
  private readonly pending = new Map<string, Pending[]>();
  private sysWaiter: { resolve: (action: string) => void; reject: (err: Error) => void } | null = null;
  private readonly pushListeners = new Set<(frame: ReplyFrame) => void>();
  private readonly closeListeners = new Set<(reason: string) => void>();
  private nextSendAt = 0;
  private closedByUs = false;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly url: string,
    options: GameClientOptions = {},
  ) {
    this.minIntervalMs = options.minIntervalMs ?? 250;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  get connected(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Opens the socket and performs the version check and zone login. */
  async connect(zone: string): Promise<void> {
    this.zone = zone;
    this.closedByUs = false;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new GameConnectionError(`could not reach the game server at ${this.url}`)), this.timeoutMs);
      ws.addEventListener('open', () => {
        clearTimeout(timer);
        resolve();
      });
      ws.addEventListener('error', () => {
        clearTimeout(timer);
        reject(new GameConnectionError(`could not reach the game server at ${this.url}`));
      });
    });
    ws.addEventListener('message', (event) => this.receive(String(event.data)));
    ws.addEventListener('close', (event) => this.closed(event.reason || `code ${event.code}`));

    if ((await this.system(verChk())) !== 'apiOK') throw new GameConnectionError('the game server refused our client version');
    if ((await this.system(zoneLogin(zone))) !== 'logOK') throw new GameConnectionError(`the game server refused zone ${zone}`);
  }

  /** Logs into the game account. Wrong passwords and locks surface as GameError with their result code. */
  login(name: string, password: string): Promise<Commands['lli']['res']> {
    return this.send('lli', { NOM: name, PW: password, LANG: 'en', CONM: 300, DID: 0, KID: '' });
  }

  /** Sends a command, no sooner than minIntervalMs after the previous one, and resolves with its reply. */
  async send<C extends CommandName>(command: C, payload: Commands[C]['req']): Promise<Commands[C]['res']> {
    const wait = this.nextSendAt - Date.now();
    this.nextSendAt = Math.max(Date.now(), this.nextSendAt) + this.minIntervalMs;
    if (wait > 0) await Bun.sleep(wait);
    if (!this.connected) throw new GameConnectionError('not connected to the game server');

    const reply = await new Promise<ReplyFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.dropPending(command, entry);
        reject(new GameConnectionError(`the game server did not answer ${command} within ${this.timeoutMs / 1000} s`));
      }, this.timeoutMs);
      const entry: Pending = { resolve, reject, timer };
      const queue = this.pending.get(command) ?? [];
      queue.push(entry);
      this.pending.set(command, queue);
      this.ws!.send(encodeCommand(this.zone, command, payload));
    });
    if (reply.result !== RESULT.OK) {
      const detail = (reply.payload as { error?: string } | null)?.error;
      throw new GameError(command, reply.result, detail);
    }
    return reply.payload as Commands[C]['res'];
  }

  /** Messages the server sends on its own (e.g. a `gam` when an attack is launched at us). */
  onPush(listener: (frame: ReplyFrame) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  /** Called when the connection ends for any reason other than close(). */
  onClose(listener: (reason: string) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  close(): void {
    this.closedByUs = true;
    this.ws?.close(1000, 'logout');
    this.ws = null;
  }

  private system(message: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new GameConnectionError('the game server did not answer the handshake')), this.timeoutMs);
      this.sysWaiter = {
        resolve: (action) => {
          clearTimeout(timer);
          resolve(action);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      this.ws!.send(message);
    });
  }

  private receive(frame: string): void {
    const sys = parseSys(frame);
    if (sys) {
      const waiter = this.sysWaiter;
      this.sysWaiter = null;
      waiter?.resolve(sys.action);
      return;
    }
    const reply = parseReply(frame);
    if (!reply) return;
    const entry = this.pending.get(reply.command)?.shift();
    if (entry) {
      clearTimeout(entry.timer);
      entry.resolve(reply);
    } else {
      for (const listener of this.pushListeners) listener(reply);
    }
  }

  private closed(reason: string): void {
    const err = new GameConnectionError(`connection to the game server lost (${reason})`);
    this.sysWaiter?.reject(err);
    this.sysWaiter = null;
    for (const queue of this.pending.values()) {
      for (const entry of queue) {
        clearTimeout(entry.timer);
        entry.reject(err);
      }
    }
    this.pending.clear();
    if (!this.closedByUs) for (const listener of this.closeListeners) listener(reason);
  }

  private dropPending(command: string, entry: Pending): void {
    const queue = this.pending.get(command);
    if (queue) this.pending.set(command, queue.filter((e) => e !== entry));
  }
}
