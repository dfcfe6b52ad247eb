/**
 * Two small, real outbound proxies for tests, each counting the tunnels it carried: an HTTP CONNECT
 * proxy with Basic authentication and a SOCKS5 proxy with username/password (RFC 1928/1929). They
 * stand for the proxy a player rents somewhere on the internet; they relay real bytes to the real
 * target, so a game login through them is a game login through a proxy.
 */
import type { Socket, TCPSocketListener } from 'bun';

export type TestProxy = {
  /** The proxy URL a player would enter, login included when the proxy wants one. */
  url(login?: { username: string; password: string } | null): string;
  port: number;
  /** Tunnels opened to a target (counted when the target answered). */
  readonly carried: number;
  /** Connections turned away for a wrong or missing login. */
  readonly refusedLogins: number;
  /** Targets the tunnels went to, as "host:port". */
  readonly targets: string[];
  stop(): void;
};

type Login = { username: string; password: string } | null;

/** One side of a relay: bytes for a socket, held back while it cannot take them. */
type Side = { socket: Socket<Side> | null; queue: Uint8Array[]; peer: Side | null; ending: boolean; onData: (chunk: Uint8Array) => void };

const newSide = (onData: (chunk: Uint8Array) => void): Side => ({ socket: null, queue: [], peer: null, ending: false, onData });

function send(side: Side, chunk: Uint8Array): void {
  if (side.queue.length === 0 && side.socket) {
    const written = side.socket.write(chunk);
    if (written < 0 || written === chunk.length) return;
    chunk = chunk.slice(written);
  }
  side.queue.push(chunk.slice());
  side.peer?.socket?.pause(); // hold the other side until this one drains
}

function drain(side: Side): void {
  while (side.queue.length > 0 && side.socket) {
    const chunk = side.queue[0]!;
    const written = side.socket.write(chunk);
    if (written < 0) side.queue = [];
    else if (written < chunk.length) return void (side.queue[0] = chunk.slice(written));
    else side.queue.shift();
  }
  side.peer?.socket?.resume();
  if (side.ending) side.socket?.end();
}

function end(side: Side | null): void {
  if (!side || side.ending) return;
  side.ending = true;
  if (side.queue.length === 0) side.socket?.end();
}

const handlers = {
  data: (socket: Socket<Side>, chunk: Uint8Array) => socket.data.onData(chunk),
  drain: (socket: Socket<Side>) => drain(socket.data),
  close: (socket: Socket<Side>) => end(socket.data.peer),
  error: (socket: Socket<Side>) => end(socket.data.peer),
};

/** Opens the target and relays both ways; `opened` writes the proxy's success answer first. */
function relay(client: Side, host: string, port: number, opened: () => void, failed: () => void): void {
  const target = newSide((chunk) => send(client, chunk));
  target.peer = client;
  client.peer = target;
  client.onData = (chunk) => send(target, chunk);
  void Bun.connect<Side>({
    hostname: host,
    port,
    data: target,
    socket: { ...handlers, open: (socket) => ((target.socket = socket), opened(), drain(target)), connectError: () => failed() },
  }).catch(failed);
}

function listen(onOpen: (client: Side) => void): TCPSocketListener<Side> {
  return Bun.listen<Side>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      ...handlers,
      open: (socket) => {
        socket.data = newSide(() => {});
        socket.data.socket = socket;
        onOpen(socket.data);
      },
    },
  });
}

function counters(port: number, scheme: string, listener: { stop(force?: boolean): void }) {
  const state = { carried: 0, refusedLogins: 0, targets: [] as string[] };
  const proxy: TestProxy = {
    url: (login) => `${scheme}://${login ? `${encodeURIComponent(login.username)}:${encodeURIComponent(login.password)}@` : ''}127.0.0.1:${port}`,
    port,
    get carried() {
      return state.carried;
    },
    get refusedLogins() {
      return state.refusedLogins;
    },
    get targets() {
      return state.targets;
    },
    stop: () => listener.stop(true),
  };
  return { state, proxy };
}

/** An HTTP CONNECT proxy; with `login`, it answers 407 unless Proxy-Authorization carries it (Basic). */
export function startHttpConnectProxy(login: Login = null): TestProxy {
  let { state, proxy } = {} as ReturnType<typeof counters>;
  const listener = listen((client) => {
    let head = '';
    client.onData = (chunk) => {
      head += new TextDecoder().decode(chunk);
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [requestLine = '', ...headers] = head.slice(0, end).split('\r\n');
      const [method, target = ''] = requestLine.split(' ');
      const answer = (status: string): void => void client.socket!.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\n\r\n`);
      if (method !== 'CONNECT') return answer('405 Method Not Allowed');
      // UTF-8, as Bun sends it (RFC 7617's charset="UTF-8").
      const expected = login && `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;
      const given = headers.find((h) => /^proxy-authorization:/i.test(h))?.replace(/^[^:]*:\s*/, '');
      if (expected && given !== expected) {
        state.refusedLogins += 1;
        return answer('407 Proxy Authentication Required');
      }
      const colon = target.lastIndexOf(':');
      relay(
        client,
        target.slice(0, colon),
        Number(target.slice(colon + 1)),
        () => {
          state.carried += 1;
          state.targets.push(target);
          client.socket!.write('HTTP/1.1 200 Connection established\r\n\r\n');
        },
        () => answer('502 Bad Gateway'),
      );
    };
  });
  ({ state, proxy } = counters(listener.port, 'http', listener));
  return proxy;
}

/** A SOCKS5 proxy; with `login`, it takes only username/password (RFC 1929) and checks it. */
export function startSocks5Proxy(login: Login = null): TestProxy {
  let { state, proxy } = {} as ReturnType<typeof counters>;
  const listener = listen((client) => {
    let buffer = new Uint8Array(0);
    let phase: 'greeting' | 'login' | 'request' = 'greeting';
    const reply = (bytes: number[]) => client.socket!.write(Uint8Array.from(bytes));
    client.onData = (chunk) => {
      const joined = new Uint8Array(buffer.length + chunk.length);
      joined.set(buffer);
      joined.set(chunk, buffer.length);
      buffer = joined;
      if (phase === 'greeting') {
        if (buffer.length < 2 || buffer.length < 2 + buffer[1]!) return;
        const methods = [...buffer.subarray(2, 2 + buffer[1]!)];
        buffer = buffer.slice(2 + buffer[1]!);
        const wanted = login ? 0x02 : 0x00;
        if (!methods.includes(wanted)) {
          if (login) state.refusedLogins += 1;
          reply([5, 0xff]);
          return void client.socket!.end();
        }
        reply([5, wanted]);
        phase = login ? 'login' : 'request';
      }
      if (phase === 'login') {
        if (buffer.length < 2 || buffer.length < 3 + buffer[1]! || buffer.length < 3 + buffer[1]! + buffer[2 + buffer[1]!]!) return;
        const userLength = buffer[1]!;
        const passLength = buffer[2 + userLength]!;
        const username = new TextDecoder().decode(buffer.subarray(2, 2 + userLength));
        const password = new TextDecoder().decode(buffer.subarray(3 + userLength, 3 + userLength + passLength));
        buffer = buffer.slice(3 + userLength + passLength);
        if (username !== login!.username || password !== login!.password) {
          state.refusedLogins += 1;
          reply([1, 1]);
          return void client.socket!.end();
        }
        reply([1, 0]);
        phase = 'request';
      }
      if (buffer.length < 5) return;
      const type = buffer[3];
      const addressLength = type === 1 ? 4 : type === 3 ? 1 + buffer[4]! : 16;
      if (buffer.length < 4 + addressLength + 2) return;
      const host = type === 1 ? [...buffer.subarray(4, 8)].join('.') : new TextDecoder().decode(buffer.subarray(5, 4 + addressLength));
      const port = (buffer[4 + addressLength]! << 8) | buffer[5 + addressLength]!;
      relay(
        client,
        host,
        port,
        () => {
          state.carried += 1;
          state.targets.push(`${host}:${port}`);
          reply([5, 0, 0, 1, 127, 0, 0, 1, 0, 0]);
        },
        () => (reply([5, 5, 0, 1, 0, 0, 0, 0, 0, 0]), client.socket!.end()),
      );
    };
  });
  ({ state, proxy } = counters(listener.port, 'socks5', listener));
  return proxy;
}
