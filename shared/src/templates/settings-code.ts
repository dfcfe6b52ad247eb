/**
 * A bot's settings as something to hand on: a JSON file to download, or a short code to paste to a
 * friend. Both carry the template's id and its settings, never a secret (a bot's secrets are not among
 * its settings) nor a setting that points at the player's own things (their script, a player they know).
 *
 * The file: `{ "format": "castellan-bot-settings", "version": 1, "template": "<id>", "settings": {…} }`,
 * every setting written out, for a person to read.
 *
 * The code: `CB1.<payload>.<check>`, where
 *   - `CB1` says the format and its version (a later format takes `CB2`, and this reader says so);
 *   - `<payload>` is base64url (RFC 4648 §5, no padding) of the UTF-8 compact JSON `{"t":"<id>","s":{…}}`,
 *     `s` holding only the settings that differ from the template's defaults, so the code stays short;
 *   - `<check>` is the CRC-32 (IEEE) of `<payload>`, 8 lower-case hex digits, so a code cut short or
 *     mistyped is told apart from a code of another template.
 * Reading either gives the template's id and settings as written; whether they are right for the
 * template (known keys, values in bounds) is the API's settings check (POST /api/bots/settings-check).
 */
import { isTemplateId, type TemplateId } from './ids';

export const SETTINGS_FILE_FORMAT = 'castellan-bot-settings';
const VERSION = 1;
const CODE_PREFIX = `CB${VERSION}`;
/** Longer than any template's settings written out: anything bigger is not one of ours. */
export const MAX_SETTINGS_TEXT = 64 * 1024;

export type Settings = Record<string, string | number>;
export type SharedSettings = { templateId: string; settings: Settings };

/** Why a file or code cannot be read; the site says each in the reader's words. */
export type ReadFault = 'empty' | 'tooLong' | 'notACode' | 'newerVersion' | 'corrupted' | 'notJson' | 'notOurFile' | 'noTemplate';
export type ReadResult = { ok: true; value: SharedSettings } | { ok: false; fault: ReadFault };

/**
 * Settings that name the player's own things, left out of what is handed on: a script is its owner's
 * (another player's bot cannot run it), and a shelter is a player the owner knows.
 */
const PERSONAL: Partial<Record<TemplateId, readonly string[]>> = {
  'custom-script': ['scriptId', 'scriptVersion'],
  'castle-defence': ['refugePlayer'],
};

/** Of a bot's saved settings, what may be handed on: the template's own settings (`known`), minus the personal ones. */
export function shareableSettings(templateId: string, settings: Readonly<Record<string, unknown>>, known: readonly string[]): Settings {
  const personal = new Set(isTemplateId(templateId) ? (PERSONAL[templateId] ?? []) : []);
  const out: Settings = {};
  for (const key of known) {
    const value = settings[key];
    if (!personal.has(key) && (typeof value === 'string' || typeof value === 'number')) out[key] = value;
  }
  return out;
}

export function settingsFileText({ templateId, settings }: SharedSettings): string {
  return `${JSON.stringify({ format: SETTINGS_FILE_FORMAT, version: VERSION, template: templateId, settings }, null, 2)}\n`;
}

/** The code for these settings; `defaults`: the template's, left out of the code. */
export function settingsCode({ templateId, settings }: SharedSettings, defaults: Readonly<Record<string, unknown>> = {}): string {
  const changed = Object.fromEntries(Object.entries(settings).filter(([key, value]) => defaults[key] !== value));
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify({ t: templateId, s: changed })));
  return `${CODE_PREFIX}.${payload}.${crc32Hex(payload)}`;
}

/** A pasted code, or the text of a settings file (what a player pastes may be either). */
export function readSharedSettings(text: string): ReadResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, fault: 'empty' };
  if (trimmed.length > MAX_SETTINGS_TEXT) return { ok: false, fault: 'tooLong' };
  return trimmed.startsWith('{') ? readFile(trimmed) : readCode(trimmed.replace(/\s+/g, ''));
}

function readCode(code: string): ReadResult {
  const match = /^CB(\d+)\.([A-Za-z0-9_-]+)\.([0-9a-fA-F]{8})$/.exec(code);
  if (!match) return { ok: false, fault: /^CB\d+\./.test(code) ? 'corrupted' : 'notACode' };
  const [, version, payload, check] = match as unknown as [string, string, string, string];
  if (Number(version) !== VERSION) return { ok: false, fault: Number(version) > VERSION ? 'newerVersion' : 'notACode' };
  if (crc32Hex(payload) !== check.toLowerCase()) return { ok: false, fault: 'corrupted' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(payload)));
  } catch {
    return { ok: false, fault: 'corrupted' };
  }
  const { t, s } = (parsed ?? {}) as { t?: unknown; s?: unknown };
  return shaped(t, s, 'corrupted');
}

function readFile(text: string): ReadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, fault: 'notJson' };
  }
  const file = (parsed ?? {}) as { format?: unknown; version?: unknown; template?: unknown; settings?: unknown };
  if (file.format !== SETTINGS_FILE_FORMAT) return { ok: false, fault: 'notOurFile' };
  if (file.version !== VERSION) return { ok: false, fault: typeof file.version === 'number' && file.version > VERSION ? 'newerVersion' : 'notOurFile' };
  return shaped(file.template, file.settings, 'notOurFile');
}

/** The template's id and settings, when they are an id and a map of texts and numbers. */
function shaped(template: unknown, settings: unknown, fault: ReadFault): ReadResult {
  if (typeof template !== 'string' || !template) return { ok: false, fault: 'noTemplate' };
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return { ok: false, fault };
  const entries = Object.entries(settings);
  if (!entries.every(([, value]) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) return { ok: false, fault };
  return { ok: true, value: { templateId: template, settings: Object.fromEntries(entries) as Settings } };
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

let table: Uint32Array | null = null;
/** CRC-32 (IEEE 802.3, as zip and PNG use) of a text's UTF-8 bytes. */
export function crc32Hex(text: string): string {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return ((crc ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}
