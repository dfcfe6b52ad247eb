/** The SOCKS5 client handshake byte for byte (RFC 1928, RFC 1929), every answer a proxy can give. */
import { describe, expect, test } from 'bun:test';
import { Socks5Handshake, Socks5Refusal } from './socks5';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...new TextEncoder().encode(text)];
const LOGIN = { username: 'knight', password: 'pässword' };

describe('Socks5Handshake', () => {
  test('without a login: offers "no authentication", then CONNECTs to a host name (ATYP 3)', () => {
    const handshake = new Socks5Handshake(null, { host: 'ep-live-de1.example', port: 443 });
    expect([...handshake.greeting()]).toEqual([5, 1, 0]);
    const connect = handshake.receive(bytes(5, 0));
    expect(connect.established).toBe(false);
    expect([...connect.send!]).toEqual([5, 1, 0, 3, 19, ...ascii('ep-live-de1.example'), 1, 187]);
    // The reply may arrive in pieces; bytes after it belong to the tunnel.
    expect(handshake.receive(bytes(5, 0, 0))).toEqual({ send: null, established: false });
    const open = handshake.receive(bytes(1, 10, 0, 0, 1, 0x1f, 0x90, 0x48, 0x49));
    expect(open.established).toBe(true);
    if (open.established) expect([...open.leftover]).toEqual([0x48, 0x49]);
  });

  test('with a login: offers both methods, answers the username/password sub-negotiation (UTF-8), CONNECTs to an IPv4 address (ATYP 1)', () => {
    const handshake = new Socks5Handshake(LOGIN, { host: '127.0.0.1', port: 4100 });
    expect([...handshake.greeting()]).toEqual([5, 2, 0, 2]);
    const credentials = handshake.receive(bytes(5, 2));
    expect([...credentials.send!]).toEqual([1, 6, ...ascii('knight'), 9, ...ascii('pässword')]);
    const connect = handshake.receive(bytes(1, 0));
    expect([...connect.send!]).toEqual([5, 1, 0, 1, 127, 0, 0, 1, 0x10, 0x04]);
    // A reply whose bound address is a domain name: its length byte says how much to skip.
    const open = handshake.receive(bytes(5, 0, 0, 3, 3, ...ascii('abc'), 0, 80));
    expect(open).toEqual({ send: null, established: true, leftover: new Uint8Array(0) });
  });

  test('a proxy that offers "no authentication" is not sent our login', () => {
    const handshake = new Socks5Handshake(LOGIN, { host: 'game.example', port: 443 });
    handshake.greeting();
    expect(handshake.receive(bytes(5, 0)).send![3]).toBe(3); // straight to CONNECT
  });

  test.each([
    ['a wrong login', LOGIN, [bytes(5, 2), bytes(1, 1)], 'wrong user name or password'],
    [
      'a login it wants and we lack',
      null,
      [bytes(5, 0xff)],
      'it wants a user name and password (write them in the proxy URL: socks5://user:password@host:port)',
    ],
    ['no method it accepts', LOGIN, [bytes(5, 0xff)], 'it accepts none of the login methods we offer (none, user name and password)'],
    ['an HTTP proxy behind a socks5:// URL', null, [new TextEncoder().encode('HTTP/1.1 400 Bad Request\r\n\r\n')], 'it did not answer as a SOCKS5 proxy'],
    [
      'the game server refusing the proxy',
      null,
      [bytes(5, 0), bytes(5, 5, 0, 1, 0, 0, 0, 0, 0, 0)],
      'it could not reach the game server: connection refused (SOCKS5 reply 5)',
    ],
    [
      'its rules forbidding the game server',
      null,
      [bytes(5, 0), bytes(5, 2, 0, 1, 0, 0, 0, 0, 0, 0)],
      'it could not reach the game server: not allowed by its rules (SOCKS5 reply 2)',
    ],
  ])('%s is a refusal that says so', (_case, login, answers, message) => {
    const handshake = new Socks5Handshake(login, { host: 'game.example', port: 443 });
    handshake.greeting();
    const last = answers.pop()!;
    for (const answer of answers) handshake.receive(answer);
    expect(() => handshake.receive(last)).toThrow(new Socks5Refusal(message));
  });

  test('an IPv6 game server address is refused before anything is sent', () => {
    expect(() => new Socks5Handshake(null, { host: '::1', port: 443 })).toThrow(Socks5Refusal);
  });
});
