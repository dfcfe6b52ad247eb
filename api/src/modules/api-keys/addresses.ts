/**
 * The addresses a key may be used from: single IPv4/IPv6 addresses or CIDR ranges, checked with
 * node:net (its parser and BlockList), not a pattern of our own.
 */
import { BlockList, isIP } from 'node:net';

/** The most addresses or ranges one key may list. */
export const MAX_ALLOWED_IPS = 20;

type Parsed = { address: string; family: 'ipv4' | 'ipv6'; prefix: number | null };

function parse(entry: string): Parsed | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, family, prefix: null };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= (version === 4 ? 32 : 128) ? { address, family, prefix } : null;
}

/** The entries that are neither an address nor a CIDR range (empty when all are good). */
export function invalidEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => !parse(entry));
}

/** A matcher for `entries` (all valid), or null when the key may be used from anywhere. */
export function allowListOf(entries: readonly string[]): BlockList | null {
  if (!entries.length) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parse(entry);
    if (!parsed) continue;
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/** Whether `ip` (as the client address reads it; `local` or garbage never matches) is on the list. */
export function isAllowed(list: BlockList, ip: string): boolean {
  const version = isIP(ip);
  // An IPv4 client seen on a dual-stack socket (`::ffff:203.0.113.7`) matches its IPv4 ranges too: BlockList knows.
  return version !== 0 && list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}
