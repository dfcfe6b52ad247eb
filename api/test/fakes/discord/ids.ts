/**
 * Ids and secrets in Discord's formats, so code that parses or stores them (a snowflake in a string field,
 * an avatar hash in a CDN URL) meets the same strings it will meet in production.
 */
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 2015-01-01T00:00:00Z: the epoch Discord's snowflakes count from. */
const DISCORD_EPOCH = 1_420_070_400_000n;

function randomFrom(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // A slight modulo bias is irrelevant for test ids.
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

let increment = 0n;

/** `80351110224678912`: milliseconds since Discord's epoch, shifted left 22 bits, plus worker, process and increment bits. */
export function snowflake(now = Date.now()): string {
  increment = (increment + 1n) & 0xfffn;
  const workerAndProcess = BigInt(crypto.getRandomValues(new Uint16Array(1))[0]! & 0x3ff) << 12n;
  return (((BigInt(now) - DISCORD_EPOCH) << 22n) | workerAndProcess | increment).toString();
}

/** Access tokens, refresh tokens and authorization codes are 30 alphanumeric characters. */
export const opaqueToken = () => randomFrom(ALNUM, 30);

/** `8342729096ea3675442027381ff50dfe`: avatar hashes are 32 lowercase hex characters. */
export const avatarHash = () => randomFrom('0123456789abcdef', 32);
