/**
 * The "Create key" form and how keys read in the list. The API decides (api/src/modules/api-keys): the
 * checks here only catch slips early, loosely, so a person hears about "10.0.0.300" before sending.
 */
import type { ApiKeyScope } from '@shared/security';
import type { keyFormMessages, keyListMessages } from './api-keys.messages';

/** The form's and the list's words in the page's language (useMessages in a component). */
type FormWords = typeof keyFormMessages.base;
type ListWords = typeof keyListMessages.base;

/** The two choices of the form: read only, or read and start/stop bots. `read` is always in. */
export type ScopeChoice = 'read' | 'bots';
export const scopeChoices = (t: FormWords): { value: ScopeChoice; label: string; hint: string }[] => [
  { value: 'read', label: t.readOnly, hint: t.readOnlyHint },
  { value: 'bots', label: t.control, hint: t.controlHint },
];

export const scopesFor = (choice: ScopeChoice): ApiKeyScope[] => (choice === 'bots' ? ['read', 'bots'] : ['read']);

/** How a key's scopes read in the list. */
export const scopeLabel = (scopes: readonly string[], t: FormWords): string => (scopes.includes('bots') ? t.control : t.readOnly);

/** Days until the key expires; null never. */
export const EXPIRY_DAYS: readonly (number | null)[] = [null, 30, 90, 365];

export const expiryChoiceLabel = (days: number | null, t: FormWords): string => (days === null ? t.never : t.days(days));

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** When a key stops working, as the list says it: "Never", "Expired", "in 3 h", "tomorrow", "in 29 days". */
export function expiryLabel(expiresAt: string | null, t: ListWords, now = Date.now()): string {
  if (expiresAt === null) return t.never;
  const at = new Date(expiresAt).getTime();
  if (!Number.isFinite(at)) return '';
  const left = at - now;
  if (left <= 0) return t.expired;
  if (left < HOUR) return t.withinTheHour;
  if (left < DAY) return t.inHours(Math.floor(left / HOUR));
  if (left < 2 * DAY) return t.tomorrow;
  // Rounded: a key made for 30 days reads "in 30 days", not 29 and some hours.
  return t.inDays(Math.round(left / DAY));
}

export const isExpired = (expiresAt: string | null, now = Date.now()): boolean => expiresAt !== null && new Date(expiresAt).getTime() <= now;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** A plausible IPv4 or IPv6 address, or CIDR range. Loose on IPv6 (the API parses it properly). */
export function looksLikeAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length) return false;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return false;
  const v4 = IPV4.exec(address);
  if (v4) return v4.slice(1).every((octet) => Number(octet) <= 255) && (prefix === undefined || Number(prefix) <= 32);
  const v6 = address.includes(':') && /^[0-9a-f:.]+$/i.test(address) && (address.match(/::/g) ?? []).length <= 1;
  return v6 && (prefix === undefined || Number(prefix) <= 128);
}

/** The addresses typed (one per line, or separated by commas or spaces), each once, and those that cannot be one. */
export function parseIpList(text: string): { entries: string[]; invalid: string[] } {
  const entries = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  return { entries, invalid: entries.filter((entry) => !looksLikeAddress(entry)) };
}

export type KeyForm = { name: string; scope: ScopeChoice; ips: string; expiresInDays: number | null };
export const emptyKeyForm = (): KeyForm => ({ name: '', scope: 'read', ips: '', expiresInDays: 90 });

export type KeyPayload = { name: string; scopes: ApiKeyScope[]; allowedIps?: string[]; expiresInDays: number | null };

/** The request body, or what to fix first (the form shows it beside the field). */
export function keyPayload(form: KeyForm, t: FormWords): { payload: KeyPayload } | { field: 'name' | 'ips'; message: string } {
  const name = form.name.trim();
  if (!name) return { field: 'name', message: t.nameMissing };
  const { entries, invalid } = parseIpList(form.ips);
  if (invalid.length) return { field: 'ips', message: t.notAnAddress({ entries: invalid.join(', ') }) };
  return { payload: { name, scopes: scopesFor(form.scope), ...(entries.length ? { allowedIps: entries } : {}), expiresInDays: form.expiresInDays } };
}

/** The first thing to try with a new key: list the bots (through the site's own origin, which forwards /api). */
export const curlExample = (origin: string, key: string): string => `curl -H "Authorization: Bearer ${key}" ${origin}/api/bots`;

/** With the bots scope: start one (the bot's id from the list above). */
export const curlStartExample = (origin: string, key: string): string =>
  `curl -X POST -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" -d '{"action":"start"}' ${origin}/api/bots/<bot id>/actions`;
