/**
 * Where a webhook may be sent: public addresses only. A URL whose host is, or resolves to, loopback, a
 * private or shared range, link-local (the cloud metadata address 169.254.169.254 among them), multicast
 * or unspecified is refused, when saved and again before each try (a name may resolve elsewhere later);
 * redirects are not followed. Each try connects to the very address that was checked (`pinnedRequest`):
 * resolved again by fetch, a name whose DNS answers a public address to the check and a private one to
 * the connection (DNS rebinding) would reach inside. Outside production, loopback and private ranges are
 * allowed, so tests and a developer's machine can receive their own webhooks.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

const refused = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  refused.addSubnet(net, bits, 'ipv6');

/** Whether an address is one a webhook may not reach (IPv4-mapped IPv6 read as its IPv4). */
export function isRefusedAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (!family) return true;
  return refused.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export type UrlProblem = 'not-https' | 'not-a-url' | 'private' | 'unresolved';

/** A URL checked for a try: its problem, or the public address its host resolved to (null when private ones are allowed: fetch resolves it). */
export type CheckedUrl = { problem: UrlProblem; address?: undefined } | { problem: null; address: string | null };

type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/** Why `raw` may not receive webhooks, or null when it may (its host resolved, each address public). */
export async function urlProblem(raw: string, options: { allowPrivate: boolean; resolve?: Resolve }): Promise<UrlProblem | null> {
  return (await checkUrl(raw, options)).problem;
}

/** `raw` checked as `urlProblem` does, with the address a try must connect to. */
export async function checkUrl(raw: string, { allowPrivate, resolve = resolveAll }: { allowPrivate: boolean; resolve?: Resolve }): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'not-a-url' };
  }
  if (url.username || url.password) return { problem: 'not-a-url' };
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return { problem: 'not-https' };
  if (allowPrivate) return { problem: null, address: null };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return { problem: 'private' };
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return { problem: 'unresolved' };
  }
  if (addresses.length === 0) return { problem: 'unresolved' };
  return addresses.some(isRefusedAddress) ? { problem: 'private' } : { problem: null, address: addresses[0]! };
}

/**
 * The URL and request options that reach `raw` at `address` (the one checked) and nowhere else: the
 * address in the URL, the name in the Host header and as the TLS server name, so the receiver's
 * certificate is still checked against the name. With no address (private ones allowed), `raw` as it is.
 */
export function pinnedRequest(raw: string, address: string | null): { url: string; host?: string; tls?: { serverName: string } } {
  if (address === null) return { url: raw };
  const url = new URL(raw);
  const host = url.host;
  const name = url.hostname.replace(/^\[|\]$/g, '');
  url.hostname = isIP(address) === 6 ? `[${address}]` : address;
  return { url: url.href, host, ...(isIP(name) ? {} : { tls: { serverName: name } }) };
}
