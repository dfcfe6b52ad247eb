/**
 * A local HTTP CONNECT proxy that opens its tunnels over SOCKS5, because Bun's WebSocket speaks only
 * HTTP CONNECT to proxies. One per runtime process, on 127.0.0.1: a game socket comes here with a
 * one-use key (Proxy-Authorization: Bearer …) that names its account's SOCKS5 proxy, the bridge does the
 * SOCKS5 handshake there, answers 200 and then copies bytes both ways, holding back a side that writes
 * faster than the other can take. A refusal is a 502 whose reason is kept for the key, so the game
 * client can say what the proxy did instead of "could not connect".
 */
import type { Socket, TCPSocketListener } from 'bun';
import type { ProxyAddress } from '@shared/proxy';
import { Socks5Handshake, Socks5Refusal } from './socks5';

/**
 * What a key routes to, and where the bridge leaves the reason when that route fails: what the proxy
 * did, said after its name ("could not be reached (connection refused)").
 */
/** A bridged route and, once it failed, why (and whether the proxy refused our login). */
export type BridgeRoute = { upstream: ProxyAddress; failure: string | null; loginRefused?: boolean };

/** A request line and headers larger than this are not a CONNECT from our WebSocket. */
const MAX_REQUEST_BYTES = 8192;
/** A proxy that does not finish the handshake in this time is given up on (the game client would time out anyway). */
const HANDSHAKE_SECONDS = 15;

type Phase = 'request' | 'handshake' | 'piping' | 'closed';

export class Socks5Bridge {
  private listener: TCPSocketListener<Tunnel> | null = null;
  private readonly tunnels = new Set<Tunnel>();

  constructor(private readonly claim: (key: string) => BridgeRoute | null) {}

  /** The bridge's port, listening from the first call on. */
  port(): number {
    this.listener ??= Bun.listen<Tunnel>({
      hostname: '127.0.0.1',
      port: 0,
      socket: {
        open: (socket) => {
          socket.data = new Tunnel(socket, this.claim, () => this.tunnels.delete(socket.data));
          this.tunnels.add(socket.data);
          socket.timeout(HANDSHAKE_SECONDS);
        },
        data: (socket, chunk) => socket.data.fromClient(chunk),
        drain: (socket) => socket.data.clientDrained(),
        timeout: (socket) => socket.data.close(),
        close: (socket) => socket.data.close(),
        error: (socket) => socket.data.close(),
      },
    });
    return this.listener.port;
  }

  /** Stops listening and cuts every tunnel. */
  close(): void {
    for (const tunnel of [...this.tunnels]) tunnel.cut();
    this.listener?.stop(true);
    this.listener = null;
  }
}

/** Writes to a socket, keeping what it could not take yet; `flush` on drain says whether all is out. */
class Outbox {
  private queued: Uint8Array[] = [];
  private ending = false;

  constructor(private readonly socket: Socket<unknown>) {}

  get empty(): boolean {
    return this.queued.length === 0;
  }

  /** False when some bytes had to wait: the sender should pause until a flush empties the queue. */
  write(chunk: Uint8Array): boolean {
    if (!this.empty) {
      this.queued.push(chunk.slice());
      return false;
    }
    const written = this.socket.write(chunk);
    if (written < 0 || written >= chunk.length) return true; // written, or the socket is gone
    this.queued.push(chunk.slice(written));
    return false;
  }

  flush(): boolean {
    while (this.queued.length > 0) {
      const chunk = this.queued[0]!;
      const written = this.socket.write(chunk);
      if (written < 0)
        this.queued = []; // the socket is gone: nothing more will leave
      else if (written < chunk.length) {
        this.queued[0] = chunk.slice(written);
        return false;
      } else this.queued.shift();
    }
    if (this.ending) this.socket.end();
    return true;
  }

  /** Ends the socket once everything queued is out (at once when nothing is). */
  end(): void {
    this.ending = true;
    if (this.empty) this.socket.end();
  }
}

/** One game socket's way through: the CONNECT from our WebSocket, the SOCKS5 handshake, then the pipe. */
class Tunnel {
  private phase: Phase = 'request';
  private request: Uint8Array = new Uint8Array(0);
  private route: BridgeRoute | null = null;
  private upstream: Socket<Tunnel> | null = null;
  private handshake: Socks5Handshake | null = null;
  private readonly toClient: Outbox;
  private toUpstream: Outbox | null = null;

  constructor(
    private readonly client: Socket<Tunnel>,
    private readonly claim: (key: string) => BridgeRoute | null,
    private readonly ended: () => void,
  ) {
    this.toClient = new Outbox(client);
  }

  fromClient(chunk: Uint8Array): void {
    if (this.phase === 'piping') {
      if (!this.toUpstream!.write(chunk)) this.client.pause();
      return;
    }
    if (this.phase !== 'request') return; // the WebSocket waits for our 200 before it says more
    this.request = concat(this.request, chunk);
    const end = indexOfBlankLine(this.request);
    if (end === -1) {
      if (this.request.length > MAX_REQUEST_BYTES) this.answer(431, 'Request Header Fields Too Large');
      return;
    }
    this.begin(new TextDecoder().decode(this.request.subarray(0, end)));
  }

  clientDrained(): void {
    if (this.toClient.flush() && this.phase === 'piping') this.upstream?.resume();
  }

  /** Ends both sides (either one closed, timed out or failed), each after what is still queued for it. */
  close(): void {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    this.client.resume();
    this.upstream?.resume();
    this.toClient.end();
    if (this.toUpstream) this.toUpstream.end();
    else this.upstream?.end();
    this.ended();
  }

  /** Closes both sockets at once, queued bytes or not (the runtime is stopping). */
  cut(): void {
    this.close();
    this.client.terminate();
    this.upstream?.terminate();
  }

  private begin(head: string): void {
    const [requestLine = '', ...headerLines] = head.split('\r\n');
    const [method, target] = requestLine.split(' ');
    if (method !== 'CONNECT' || !target) return this.answer(405, 'Only CONNECT');
    const key = headerLines
      .find((line) => /^proxy-authorization:/i.test(line))
      ?.replace(/^[^:]*:\s*bearer\s+/i, '')
      .trim();
    const route = key ? this.claim(key) : null;
    if (!route) return this.answer(407, 'Unknown or used route key');
    this.route = route;
    const port = Number(target.slice(target.lastIndexOf(':') + 1));
    const host = target.slice(0, target.lastIndexOf(':')).replace(/^\[|\]$/g, '');
    try {
      this.handshake = new Socks5Handshake(
        route.upstream.username === null ? null : { username: route.upstream.username, password: route.upstream.password ?? '' },
        { host, port },
      );
    } catch (err) {
      return this.refuse(`refused the connection: ${err instanceof Error ? err.message : String(err)}`);
    }
    this.phase = 'handshake';
    void Bun.connect<Tunnel>({
      hostname: route.upstream.host,
      port: route.upstream.port,
      data: this,
      socket: {
        open: (socket) => this.upstreamOpen(socket),
        data: (_socket, chunk) => this.fromUpstream(chunk),
        drain: () => this.upstreamDrained(),
        timeout: () => this.refuse(`did not answer within ${HANDSHAKE_SECONDS} s`),
        close: () => (this.phase === 'handshake' ? this.refuse('closed the connection during the SOCKS5 handshake') : this.close()),
        error: () => this.close(),
        connectError: (_socket, err) => this.refuse(`could not be reached (${describeSocketError(err)})`),
      },
    }).catch((err: unknown) => this.refuse(`could not be reached (${describeSocketError(err)})`));
  }

  private upstreamOpen(socket: Socket<Tunnel>): void {
    if (this.phase !== 'handshake') return void socket.end();
    this.upstream = socket;
    this.toUpstream = new Outbox(socket);
    socket.timeout(HANDSHAKE_SECONDS);
    this.toUpstream.write(this.handshake!.greeting());
  }

  private fromUpstream(chunk: Uint8Array): void {
    if (this.phase === 'piping') {
      if (!this.toClient.write(chunk)) this.upstream!.pause();
      return;
    }
    if (this.phase !== 'handshake') return;
    try {
      const step = this.handshake!.receive(chunk);
      if (step.send) this.toUpstream!.write(step.send);
      if (!step.established) return;
      this.phase = 'piping';
      this.client.timeout(0);
      this.upstream!.timeout(0);
      this.toClient.write(new TextEncoder().encode('HTTP/1.1 200 Connection established\r\n\r\n'));
      if (step.leftover.length > 0) this.fromUpstream(step.leftover);
    } catch (err) {
      if (!(err instanceof Socks5Refusal)) throw err;
      if (this.route) this.route.loginRefused = err.loginRefused;
      this.refuse(`refused the connection: ${err.message}`);
    }
  }

  private upstreamDrained(): void {
    if (this.toUpstream?.flush() && this.phase === 'piping') this.client.resume();
  }

  /** The SOCKS5 side failed: keep why for the game client, and tell the WebSocket with a 502. */
  private refuse(why: string): void {
    if (this.phase === 'closed' || this.phase === 'piping') return this.close();
    if (this.route) this.route.failure = why;
    this.answer(502, 'SOCKS5 proxy refused');
  }

  private answer(status: number, reason: string): void {
    if (this.phase === 'closed') return;
    this.toClient.write(new TextEncoder().encode(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`));
    this.close();
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function indexOfBlankLine(bytes: Uint8Array): number {
  for (let i = 0; i + 3 < bytes.length; i++) {
    if (bytes[i] === 13 && bytes[i + 1] === 10 && bytes[i + 2] === 13 && bytes[i + 3] === 10) return i;
  }
  return -1;
}

/** A socket error in words: the usual codes said, anything else as the runtime puts it. */
function describeSocketError(err: unknown): string {
  const code = (err as { code?: string } | null)?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_NONAME' || code === 'DNS_ENOTFOUND') return 'no such host';
  if (code === 'ETIMEDOUT') return 'timed out';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'unreachable';
  return err instanceof Error ? err.message : String(err);
}
