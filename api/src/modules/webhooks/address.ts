/**
 * Where a webhook may be sent: public addresses only. A URL whose host is, or resolves to, loopback, a
 * private or shared range, link-local (the cloud metadata address 169.254.169.254 among them), multicast
 * or unspecified is refused, when saved and again before each try (a name may resolve elsewhere later);
 * redirects are not followed. Outside production, loopback and private ranges are allowed, so tests and
 * a developer's machine can receive their own webhooks.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

const refused = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) refused.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) refused.addSubnet(net, bits, 'ipv6');

/** Whether an address is one a webhook may not reach (IPv4-mapped IPv6 read as its IPv4). */
export function isRefusedAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (!family) return true;
  return refused.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export type UrlProblem = 'not-https' | 'not-a-url' | 'private' | 'unresolved';

/** Why `raw` may not receive webhooks, or null when it may (its host resolved, each address public). */
export async function urlProblem(raw: string, { allowPrivate }: { allowPrivate: boolean }): Promise<UrlProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not-a-url';
  }
  if (url.username || url.password) return 'not-a-url';
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'not-https';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return 'private';
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return 'unresolved';
  }
  return addresses.length === 0 ? 'unresolved' : addresses.some(isRefusedAddress) ? 'private' : null;
}
