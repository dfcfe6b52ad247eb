/**
 * Words that are kept and read later, by someone else, in their language: a bot's console line, a
 * notification. `said(set, key, params)` gives the English text (what is stored for every reader and
 * client) and the message (the set's key and the parameters) that a reader's language is made from;
 * `textOf(locale, message, english)` reads it back, in English when the message is unknown here (a line
 * written by a newer version, or one whose set this reader did not load).
 */
import type { Translations } from '@nanostores/i18n';
import { isMoneyParam, isTimeOfDayParam, isTimeParam, type LineMessage, type LineParam, type TimeParam } from '../console';
import { formatDate, formatTimeOfDay, type DateOptions } from './dates';
import { formatMoneyIn } from '../money-back';
import { BASE_LOCALE, type Locale } from './locales';
import { definedMessageSets, messagesIn, type MessageSet } from './messages';
import { intlLocale } from './intl';

export type Said = { text: string; message: LineMessage };

type Rendered = string | ((...args: unknown[]) => unknown);

/**
 * The clock of words read away from the reader's own (the English kept with a line, a mail, the API's
 * answers): UTC, and said so ("8:41 PM UTC"). A page reads times on its reader's clock instead.
 */
export const SERVER_CLOCK: DateOptions = { timeZone: 'UTC', zoneName: true };

/** A message of a set with its parameters, in `locale`; null when the set or key is not known here. */
function render(locale: Locale, key: string, params: Record<string, LineParam> | undefined, sets: Map<string, MessageSet>, clock: DateOptions): string | null {
  const cut = key.lastIndexOf('.');
  const set = sets.get(key.slice(0, cut));
  if (!set) return null;
  const message = (messagesIn(locale, set) as Record<string, Rendered>)[key.slice(cut + 1)];
  if (message === undefined) return null;
  if (typeof message === 'string') return message;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (isMoneyParam(value)) values[name] = formatMoneyIn(locale === BASE_LOCALE ? 'en-US' : locale, value.minor, value.currency);
    else if (isTimeParam(value)) values[name] = timeText(locale, value, clock);
    else if (isTimeOfDayParam(value)) values[name] = formatTimeOfDay(locale, value.clock);
    else if (typeof value === 'object') {
      // A part of the line that cannot be made here makes the whole line fall back to its English.
      const part = render(locale, value.key, value.params, sets, clock);
      if (part === null) return null;
      values[name] = part;
    } else values[name] = typeof value === 'number' ? new Intl.NumberFormat(intlLocale(locale)).format(value) : value;
  }
  // `plural(...)` takes the count alone; `params(plural(...))` its other parameters first, then the count;
  // `params(...)` the parameters, a lone `{count}` among them (its English is one text, not plural forms).
  // A plural's count is written by `plural` itself (a number, slotted without isolation), not by `params`.
  const count = params?.count;
  const counted = typeof count === 'number' && hasPluralForms(set, key.slice(cut + 1));
  if (counted) delete values.count;
  let out: unknown;
  if (counted && Object.keys(values).length === 0) out = (message as (n: number) => unknown)(count);
  else {
    out = (message as (v: Record<string, string>) => unknown)(values);
    if (typeof out === 'function' && typeof count === 'number') out = (out as (n: number) => unknown)(count);
  }
  return typeof out === 'string' ? out : null;
}

/** A time parameter as `locale` writes it: on the reader's `clock`, or on its own zone's, named (a schedule's). */
function timeText(locale: Locale, time: TimeParam, clock: DateOptions): string {
  const style = time.day ? 'date' : time.seconds ? 'timeSeconds' : 'time';
  if (!time.zone) return formatDate(locale, time.at, style, clock);
  try {
    return `${formatDate(locale, time.at, style, { timeZone: time.zone })} ${time.zone}`;
  } catch {
    // A zone this runtime's tz database does not know: the time on the clock of a time without a zone.
    return formatDate(locale, time.at, style, clock);
  }
}

/** Whether a message's English is plural forms (`plural({ one, other })`), not one text with parameters. */
function hasPluralForms(set: MessageSet, name: string): boolean {
  const definition = (set.base as Record<string, unknown>)[name] as { input?: unknown } | undefined;
  return typeof definition?.input === 'object' && definition.input !== null;
}

let known = new Map<string, MessageSet>();
/** The sets defined so far, by name (made again only when a set was added since). */
function setsByName(): Map<string, MessageSet> {
  const sets = definedMessageSets();
  if (sets.length !== known.size) known = new Map(sets.map((s) => [s.component, s]));
  return known;
}

/** The English text and the message of `set.key` with `params` (numbers as numbers: each reader writes them their way). */
export function said<Body extends Translations>(set: MessageSet<Body>, key: keyof Body & string, params?: Record<string, LineParam>): Said {
  const message: LineMessage = { key: `${set.component}.${key}`, ...(params && { params }) };
  const text = render(BASE_LOCALE, message.key, params, setsByName(), SERVER_CLOCK);
  if (text === null) throw new Error(`said: ${message.key} does not render`);
  return { text, message };
}

/**
 * A part of a line with its own words and parameters (a duration, a list of resources, a target's name):
 * passed as a parameter of the line, it is made in the reader's language in its turn.
 */
export function phrase<Body extends Translations>(set: MessageSet<Body>, key: keyof Body & string, params?: Record<string, LineParam>): LineMessage {
  return said(set, key, params).message;
}

/** A kept message in the reader's language; the English it was kept with when this reader cannot make it. */
export function textOf(locale: Locale, message: LineMessage | undefined, english: string, clock: DateOptions = SERVER_CLOCK): string {
  if (!message) return english;
  // English is made again too: its times are read on `clock`, not the one they were kept with.
  return render(locale, message.key, message.params, setsByName(), clock) ?? english;
}
