/**
 * Words the API keeps and sends in English with their message beside them (shared/src/i18n/said.ts): a
 * console line, a bot's failure, a planner's reason. Read in this page's language; a message this page
 * cannot make (unknown, or malformed) leaves the English.
 */
import { readLineMessage } from '@shared/console';
// Every set a kept message may name (a line, a part of it, a failure): a set this page has not defined
// cannot be made here, and the English would stand (the dashboard's last lines did, until this).
import '@shared/bot-lines';
import { textOf } from '@shared/i18n/said';
import { pageLocale } from './i18n';

/** The reader's own clock: times in kept words read as the device shows them (the API's own English says UTC). */
const READERS_CLOCK = {};

export const inPageLanguage = (english: string, message: unknown): string => textOf(pageLocale, readLineMessage(message), english, READERS_CLOCK);
