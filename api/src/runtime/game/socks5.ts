/**
 * The client side of a SOCKS5 handshake as a pure state machine over bytes: greeting (RFC 1928 §3),
 * username/password (RFC 1929) when the proxy asks for it, then CONNECT (§4) and its reply (§6). The
 * bridge feeds it what the proxy sends and writes what it returns; no sockets here, so every answer a
 * proxy can give is testable byte for byte.
 */
const VERSION = 5;
const METHOD = { NONE: 0x00, LOGIN: 0x02, REFUSED: 0xff } as const;
const LOGIN_VERSION = 1;
const CONNECT = 1;
const ATYP = { IPV4: 1, DOMAIN: 3, IPV6: 4 } as const;

/** RFC 1928 §6 reply codes, said as what went wrong between the proxy and the game server. */
const REPLIES: Record<number, string> = {
  1: 'general failure',
  2: 'not allowed by its rules',
  3: 'network unreachable',
  4: 'host unreachable',
  5: 'connection refused',
  6: 'timed out',
  7: 'it does not support CONNECT',
  8: 'it does not support this address type',
};

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The proxy answered, but not so that a tunnel opens; `message` is the why, in words. */
export class Socks5Refusal extends Error {
  /** The proxy turned our login down (or wants one we do not have): trying again cannot help. */
  constructor(
    message: string,
    readonly loginRefused = false,
  ) {
    super(message);
  }
}

export type Socks5Login = { username: string; password: string } | null;
export type Socks5Step = { send: Uint8Array | null; established: false } | { send: null; established: true; leftover: Uint8Array };

export class Socks5Handshake {
  private state: 'method' | 'login' | 'connect' | 'done' = 'method';
  private buffer = new Uint8Array(0);

  constructor(
    private readonly login: Socks5Login,
    private readonly target: { host: string; port: number },
  ) {
    if (target.host.includes(':')) throw new Socks5Refusal('IPv6 game server addresses cannot go through a SOCKS5 proxy here');
    if (new TextEncoder().encode(target.host).length > 255) throw new Socks5Refusal('the game server host name is too long for SOCKS5');
  }

  /** The first bytes to send: the methods we accept (no login, and username/password when we have one). */
  greeting(): Uint8Array {
    return Uint8Array.from(this.login ? [VERSION, 2, METHOD.NONE, METHOD.LOGIN] : [VERSION, 1, METHOD.NONE]);
  }

  /** Takes bytes from the proxy; returns what to send next, or that the tunnel is open (with any bytes past the reply). */
  receive(chunk: Uint8Array): Socks5Step {
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    this.buffer = joined;
    let send: Uint8Array | null = null;
    for (;;) {
      const step = this.step();
      if (step === null) return { send, established: false };
      if (step === 'established') return { send: null, established: true, leftover: this.buffer };
      send = step;
    }
  }

  /** One message from the buffer: bytes to answer with, 'established', or null for "need more bytes". */
  private step(): Uint8Array | 'established' | null {
    const b = this.buffer;
    switch (this.state) {
      case 'method': {
        if (b.length < 2) return null;
        if (b[0] !== VERSION) throw new Socks5Refusal('it did not answer as a SOCKS5 proxy');
        const method = b[1];
        this.consume(2);
        if (method === METHOD.NONE) return this.connect();
        if (method === METHOD.LOGIN && this.login) {
          this.state = 'login';
          return this.credentials(this.login);
        }
        if (method === METHOD.REFUSED || method === METHOD.LOGIN) {
          throw new Socks5Refusal(
            this.login
              ? 'it accepts none of the login methods we offer (none, user name and password)'
              : 'it wants a user name and password (write them in the proxy URL: socks5://user:password@host:port)',
            true,
          );
        }
        throw new Socks5Refusal(`it chose a login method we never offered (${method})`);
      }
      case 'login': {
        if (b.length < 2) return null;
        const status = b[1];
        this.consume(2);
        if (status !== 0) throw new Socks5Refusal('wrong user name or password', true);
        return this.connect();
      }
      case 'connect': {
        if (b.length < 5) return null;
        if (b[0] !== VERSION) throw new Socks5Refusal('it did not answer as a SOCKS5 proxy');
        if (b[1] !== 0) throw new Socks5Refusal(`it could not reach the game server: ${REPLIES[b[1]!] ?? 'unknown error'} (SOCKS5 reply ${b[1]})`);
        // The bound address the proxy reports, whose length depends on its type; we only skip it.
        const addressLength = b[3] === ATYP.IPV4 ? 4 : b[3] === ATYP.IPV6 ? 16 : b[3] === ATYP.DOMAIN ? 1 + b[4]! : -1;
        if (addressLength < 0) throw new Socks5Refusal('it did not answer as a SOCKS5 proxy');
        const length = 4 + addressLength + 2;
        if (b.length < length) return null;
        this.consume(length);
        this.state = 'done';
        return 'established';
      }
      case 'done':
        return null;
    }
  }

  private credentials(login: { username: string; password: string }): Uint8Array {
    const user = new TextEncoder().encode(login.username);
    const pass = new TextEncoder().encode(login.password);
    return Uint8Array.from([LOGIN_VERSION, user.length, ...user, pass.length, ...pass]);
  }

  /** CONNECT to the game server: an IPv4 address as such, anything else as a name the proxy resolves. */
  private connect(): Uint8Array {
    this.state = 'connect';
    const { host, port } = this.target;
    const ipv4 = IPV4.exec(host);
    const address = ipv4 ? [ATYP.IPV4, ...ipv4.slice(1).map(Number)] : [ATYP.DOMAIN, ...lengthPrefixed(host)];
    return Uint8Array.from([VERSION, CONNECT, 0, ...address, port >> 8, port & 0xff]);
  }

  private consume(n: number): void {
    this.buffer = this.buffer.slice(n);
  }
}

function lengthPrefixed(text: string): number[] {
  const bytes = new TextEncoder().encode(text);
  return [bytes.length, ...bytes];
}
