/**
 * The bot console's wire vocabulary, shared by the API (which writes the stream) and the site (which
 * reads it). A console stream (GET /api/bots/:id/console, server-sent events) carries:
 *  - `ready`  once, data: the bot id;
 *  - `line`   a console line, id: the line id (resume with Last-Event-ID), data: JSON ConsoleLineData;
 *  - `state`  the bot's state changed (or, once after the replay, what it is now), data: JSON ConsoleStateData;
 *  - `ping`   every 15 s to keep the stream open, no data;
 *  - `end`    the console ended, data: why (`bot deleted`, or `access ended` when the share that let the reader
 *             in ended: do not reconnect; otherwise reconnect and resume).
 */

import { dayOf } from './day';

export const CONSOLE_EVENTS = { ready: 'ready', line: 'line', state: 'state', ping: 'ping', end: 'end' } as const;

/** The `end` reason for a reader whose share of the bot's game account ended (sharing/): do not reconnect. */
export const ACCESS_ENDED = 'access ended';

/** info: what the bot does; success: what it gained (loot, taxes); warning: needs an eye (an attack coming, a rest); error: it failed. */
export const CONSOLE_LEVELS = ['info', 'success', 'warning', 'error'] as const;
export type ConsoleLevel = (typeof CONSOLE_LEVELS)[number];

export const BOT_STATES = ['online', 'offline', 'error'] as const;
export type BotState = (typeof BOT_STATES)[number];

/** What a bot did on one UTC day: game actions taken (attacks sent, taxes collected, feasts, recruiting) and resources looted. */
export type BotToday = { day: string; actions: number; loot: number };

/**
 * A line's words as a message (shared/src/i18n/said.ts): its set and key, `bot-lines/attacks.sent`, and
 * its parameters, so each reader reads it in their own language. A parameter is a name or number as it
 * is, an amount of money, or another message translated in its turn: a resource's name, or a part with
 * parameters of its own (a duration, a list of resources, a target named with its level).
 */
export type LineParam = string | number | MoneyParam | TimeParam | TimeOfDayParam | LineMessage;
export type LineMessage = { key: string; params?: Record<string, LineParam> };
/** An amount of money in minor units (cents) and its ISO currency: each reader writes it their way ("$19.99", "19,99 $"). */
export type MoneyParam = { minor: number; currency: string };

/**
 * A moment (ms since the epoch): each reader reads it as their language writes a time, on their own clock
 * ("8:41 PM", "20:41"), or with `day` the day it falls on ("Dec 6, 2026", "06.12.2026"), never an ISO date.
 * With `zone` (an IANA name) it is read on that zone's clock and the zone is named after it, for every reader
 * ("8:30 PM Europe/Berlin", "20:30 Europe/Berlin"): a schedule's times are the schedule's zone's (issue 64).
 */
export type TimeParam = { at: number; seconds?: boolean; day?: boolean; zone?: string };

export function isTimeParam(value: unknown): value is TimeParam {
  const { at, seconds, day, zone } = (value ?? {}) as Partial<TimeParam>;
  return (
    Number.isSafeInteger(at) &&
    (seconds === undefined || typeof seconds === 'boolean') &&
    (day === undefined || typeof day === 'boolean') &&
    (zone === undefined || (typeof zone === 'string' && /^[\w+\-/]{1,64}$/.test(zone))) &&
    Object.keys(value as object).every((k) => k === 'at' || k === 'seconds' || k === 'day' || k === 'zone')
  );
}

/**
 * A time of day on no particular day (a schedule window's start or end, "HH:MM", "24:00" a day's end), each
 * reader writing it their way ("6:30 PM", "18:30").
 */
export type TimeOfDayParam = { clock: string };

export function isTimeOfDayParam(value: unknown): value is TimeOfDayParam {
  const { clock } = (value ?? {}) as Partial<TimeOfDayParam>;
  return typeof clock === 'string' && /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/.test(clock) && Object.keys(value as object).length === 1;
}

export function isMoneyParam(value: unknown): value is MoneyParam {
  const { minor, currency } = (value ?? {}) as Partial<MoneyParam>;
  return Number.isSafeInteger(minor) && typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency);
}

/** How deep messages may nest in a line's parameters (a line, a part of it, a word in that part). */
const MAX_NESTING = 8;

export type ConsoleLineData = {
  /** Server time of the line, ms since the epoch. */
  at: number;
  level: ConsoleLevel;
  /** The line in English: what readers without the message's language, the CSV and the API's clients read. */
  text: string;
  message?: LineMessage;
  /** Today's counters after what this line reports, when it reports an action or loot. */
  today?: BotToday;
  /**
   * The bot's stall as of this line: its reason when the line tells a stall (or the same stall in new
   * words), null when the line is the bot at work again; absent: no change. The card's STALLED and the
   * console's newest line read the same then.
   */
  stall?: ConsoleStall | null;
};

/** Why an online bot cannot go on by itself, and what to do (its stall line), in English and as a message. */
export type ConsoleStall = { reason: string; reasonMessage?: LineMessage };

/** A line's `stall` as stored or sent: the stall, null (it ended), or undefined (no change, or not well formed). */
export function readStall(value: unknown): ConsoleStall | null | undefined {
  if (value === null) return null;
  if (!value || typeof value !== 'object' || typeof (value as { reason?: unknown }).reason !== 'string') return undefined;
  const reasonMessage = readLineMessage((value as { reasonMessage?: unknown }).reasonMessage);
  return { reason: (value as { reason: string }).reason, ...(reasonMessage && { reasonMessage }) };
}

export type ConsoleStateData = {
  state: BotState;
  /** Why it failed, for `error`, in English. */
  reason: string | null;
  /** The reason as a message, for a reader in another language (when it was said as one). */
  reasonMessage?: LineMessage;
  /** Since when it is online (ISO time), for `online` when known. */
  since: string | null;
};

/** Today's counters as of `now`: a day that is over counts nothing. */
export function countersOn(today: BotToday | null | undefined, now: number): BotToday {
  const day = dayOf(now);
  return today && today.day === day ? today : { day, actions: 0, loot: 0 };
}

export function isConsoleLevel(value: unknown): value is ConsoleLevel {
  return typeof value === 'string' && (CONSOLE_LEVELS as readonly string[]).includes(value);
}

/** A line's message as stored or sent, or undefined when it is not a well-formed one (the English text stands then). */
export function readLineMessage(value: unknown, depth = 0): LineMessage | undefined {
  if (!value || typeof value !== 'object' || depth > MAX_NESTING) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !/^[a-z][\w/-]*\.\w+$/.test(key)) return undefined;
  if (params === undefined) return { key };
  if (!params || typeof params !== 'object' || Array.isArray(params)) return undefined;
  const read: Record<string, LineParam> = {};
  for (const [name, param] of Object.entries(params as Record<string, unknown>)) {
    if (typeof param === 'string' || (typeof param === 'number' && Number.isFinite(param))) read[name] = param;
    else if (isMoneyParam(param)) read[name] = { minor: param.minor, currency: param.currency };
    else if (isTimeOfDayParam(param)) read[name] = { clock: param.clock };
    else if (isTimeParam(param))
      read[name] = { at: param.at, ...(param.seconds && { seconds: true }), ...(param.day && { day: true }), ...(param.zone && { zone: param.zone }) };
    else {
      const nested = readLineMessage(param, depth + 1);
      if (!nested) return undefined;
      read[name] = nested;
    }
  }
  return { key, params: read };
}
