/**
 * The words of notifications (the bell, push, Discord, e-mail), kept as messages like console lines
 * (shared/src/i18n/said.ts): each reader reads them in their language, each device in its owner's.
 */
import { defineMessages, params } from './i18n/messages';

export const notificationLines = defineMessages('notifications/lines', {
  /** A bot's own news: its name, then a console line of its own. */
  botSays: params('{bot}: {line}'),
  started: params('Bot "{bot}" started.'),
  stopped: params('Bot "{bot}" stopped.'),
  failed: params('Bot "{bot}" failed: {reason}'),
  taxReport: params('{bot}: {collections} tax collections, {coins} coins gathered since start.'),
  attackReport: params('{bot}: {attacks} attacks today, {loot} resources looted so far.'),
  helpReport: params('{bot}: {helps} alliance help requests answered since start.'),
});
