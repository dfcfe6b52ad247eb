/**
 * A game account's outbound proxy URL, checked once with the same words for the site's form, the API
 * and the bot runtime: `scheme://[user[:password]@]host:port`, scheme one of PROXY_SCHEMES, nothing
 * after the port. Pure: no URL parser of a runtime, so the three places cannot disagree.
 */
import { PROXY_SCHEMES } from './game';
import { said, type Said } from './i18n/said';
import { proxyErrors } from './proxy.messages';

export type ProxyScheme = (typeof PROXY_SCHEMES)[number];

export type ProxyAddress = {
  scheme: ProxyScheme;
  /** Host name or IP address, lower-cased; an IPv6 address without its brackets. */
  host: string;
  port: number;
  /** The proxy's login (decoded), or null when it takes none. */
  username: string | null;
  password: string | null;
  /** The canonical URL, login included (percent-encoded): what is sealed and what the runtime uses. */
  url: string;
  /** The URL without its login, safe to show and to log: `socks5://host:1080`. */
  display: string;
};

/** A refusal's English `message`, and the same `said` as a message, for a reader of another language. */
export type ProxyCheck = { ok: true; proxy: ProxyAddress } | { ok: false; message: string; said: Said };

export const PROXY_URL_MAX_LENGTH = 2048;
/** RFC 1929: a SOCKS5 user name and password are at most 255 bytes each. */
const SOCKS5_LOGIN_MAX_BYTES = 255;
const EXAMPLE = 'socks5://user:password@host:1080';

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9a-f:.]+$/;

const fail = (words: Said): ProxyCheck => ({ ok: false, message: words.text, said: words });

/** Checks a proxy URL as a person typed it; the message says what to change. */
export function parseProxyUrl(input: string): ProxyCheck {
  const text = input.trim();
  if (text.length > PROXY_URL_MAX_LENGTH) return fail(said(proxyErrors, 'tooLong', { count: PROXY_URL_MAX_LENGTH }));
  const schemeMatch = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/is.exec(text);
  if (!schemeMatch) return fail(said(proxyErrors, 'noScheme', { example: EXAMPLE }));
  const scheme = schemeMatch[1]!.toLowerCase();
  if (!(PROXY_SCHEMES as readonly string[]).includes(scheme)) {
    const schemes = PROXY_SCHEMES.map((s) => `${s}://`);
    return fail(said(proxyErrors, 'wrongScheme', { schemes: schemes.slice(0, -1).join(', '), last: schemes.at(-1)!, scheme }));
  }
  const rest = schemeMatch[2]!;

  // The login may hold a raw "@" or "/" that should have been %-escaped: the host starts after the last "@".
  const at = rest.lastIndexOf('@');
  const tailAt = rest.slice(at + 1).search(/[/?#]/);
  const authorityEnd = tailAt === -1 ? rest.length : at + 1 + tailAt;
  const tail = rest.slice(authorityEnd);
  if (tail !== '' && tail !== '/') return fail(said(proxyErrors, 'endsAtPort', { tail }));
  const userinfo = at === -1 ? null : rest.slice(0, at);
  const hostPort = rest.slice(at + 1, authorityEnd);

  let username: string | null = null;
  let password: string | null = null;
  if (userinfo !== null) {
    const colon = userinfo.indexOf(':');
    try {
      username = decodeURIComponent(colon === -1 ? userinfo : userinfo.slice(0, colon));
      password = colon === -1 ? null : decodeURIComponent(userinfo.slice(colon + 1));
    } catch {
      return fail(said(proxyErrors, 'brokenEscape'));
    }
    if (username === '') return fail(said(proxyErrors, 'noUserName'));
    if (scheme === 'socks5' && (utf8Length(username) > SOCKS5_LOGIN_MAX_BYTES || utf8Length(password ?? '') > SOCKS5_LOGIN_MAX_BYTES)) {
      return fail(said(proxyErrors, 'socks5LoginTooLong', { count: SOCKS5_LOGIN_MAX_BYTES }));
    }
  }

  let host: string;
  let portText: string | null;
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close === -1) return fail(said(proxyErrors, 'ipv6Unclosed'));
    host = hostPort.slice(1, close).toLowerCase();
    const after = hostPort.slice(close + 1);
    if (after !== '' && !after.startsWith(':')) return fail(said(proxyErrors, 'notHostAndPort', { text: hostPort }));
    portText = after === '' ? null : after.slice(1);
    if (!host.includes(':') || !IPV6.test(host)) return fail(said(proxyErrors, 'notIpv6', { host }));
  } else {
    const colon = hostPort.lastIndexOf(':');
    host = (colon === -1 ? hostPort : hostPort.slice(0, colon)).toLowerCase();
    portText = colon === -1 ? null : hostPort.slice(colon + 1);
    if (host === '') return fail(said(proxyErrors, 'noHost', { example: EXAMPLE }));
    if (!HOST_NAME.test(host) && !IPV4.test(host)) return fail(said(proxyErrors, 'notHost', { host }));
  }
  // No default port: proxies listen on all sorts of ports, and a guessed one fails far from here.
  if (portText === null || portText === '')
    return fail(said(proxyErrors, 'noPort', { example: `${scheme}://${host.includes(':') ? `[${host}]` : host}:${scheme === 'socks5' ? 1080 : 8080}` }));
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 1 && port <= 65535)) return fail(said(proxyErrors, 'portRange'));

  const hostText = host.includes(':') ? `[${host}]` : host;
  const display = `${scheme}://${hostText}:${port}`;
  const login = username === null ? '' : `${encodeURIComponent(username)}${password === null ? '' : `:${encodeURIComponent(password)}`}@`;
  return { ok: true, proxy: { scheme: scheme as ProxyScheme, host, port, username, password, url: `${scheme}://${login}${hostText}:${port}`, display } };
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
