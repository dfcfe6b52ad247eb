/**
 * Ids and timestamps in the formats PayPal uses, so code that validates or logs them (e.g. a regex on
 * `I-…` subscription ids) meets the same strings it will meet in production.
 */

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomFrom(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // A slight modulo bias is irrelevant for test ids.
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export const upperAlnum = (length: number) => randomFrom(UPPER_ALNUM, length);

/** `I-BW452GLLEP1G` */
export const subscriptionId = () => `I-${upperAlnum(12)}`;
/** `BA-2M539689T3856352J`: the billing-agreement token carried by the approve link. */
export const baToken = () => `BA-${upperAlnum(17)}`;
/** The checkout `token` PayPal appends to the return URL next to ba_token. */
export const checkoutToken = () => upperAlnum(17);
/** `WH-2WR32451HC0233532-67976317FL4543714` */
export const webhookEventId = () => `WH-${upperAlnum(17)}-${upperAlnum(17)}`;
/** PayPal debug ids are 13 lowercase hex characters, e.g. `a2483bcd165ee`. */
export const debugId = () => randomFrom('0123456789abcdef', 13);
export const payerId = () => upperAlnum(13);
export const saleId = () => upperAlnum(17);
export const refundId = () => upperAlnum(17);
/** Real access tokens start with `A21AA` and are long opaque strings. */
export const accessToken = () => `A21AA${randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 92)}`;
/** The nonce PayPal returns with a token: its issue time followed by random characters. */
export const tokenNonce = (now: Date) => `${isoSeconds(now)}${randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 43)}`;

/** PayPal's timestamps are UTC to the second: `2024-05-01T10:00:00Z`, no milliseconds. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The same day next month, clamped to the month's last day (31 Jan → 28/29 Feb), in UTC. */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
