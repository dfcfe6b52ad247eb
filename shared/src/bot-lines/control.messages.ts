/**
 * What the API writes in a bot's console when someone or something acts on the bot: a start, saved
 * settings, a plan's limit, its schedule. Schedule windows and runs are the schedule's words
 * (notifications/schedule); a refusal's reason is the API error's own words, in English.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const controlLines = defineMessages('bot-lines/control', {
  startRequested: 'Start requested.',
  /** Done by a player the bot's game account is shared with (sharing/), named. */
  startRequestedBy: params('Start requested by {who}.'),
  stopRequestedBy: params('Stop requested by {who}.'),
  settingsSavedBy: params('Settings saved by {who}: the bot takes them before its next step.'),
  scheduleSavedBy: params('Schedule saved by {who}.'),
  createdBy: params('Created by {who}.'),
  sharingEnded: params('{owner} no longer shares this game account with {who}.'),
  stoppedSharingEnded: params('Stopped: {who} started it, and no longer shares this game account.'),
  settingsSaved: 'Settings saved: the bot takes them before its next step.',
  accountChanged: 'Game account changed: the session uses the new details from its next login.',
  newScriptVersion: 'A new version of its script was saved: the bot runs it from its next step.',
  scheduleReplacesHours: params('Schedule saved: it replaces the old active hours ({hours} UTC).'),
  error: params('Error: {reason}'),
  /** English says "hours" for any count (as it always has); other languages pick their form. */
  dailyLimitHours: plural({
    one: 'Daily limit reached: the Starter plan includes {count} hours of bot time per day. The bot can run again after 00:00 UTC.',
    other: 'Daily limit reached: the Starter plan includes {count} hours of bot time per day. The bot can run again after 00:00 UTC.',
  }),
  dailyLimitSeconds: plural({
    one: 'Daily limit reached: the Starter plan includes {count} second of bot time per day. The bot can run again after 00:00 UTC.',
    other: 'Daily limit reached: the Starter plan includes {count} seconds of bot time per day. The bot can run again after 00:00 UTC.',
  }),
  templateNotInPlan: params('Stopped: your {plan} plan does not include the {template} template.'),
  beyondSlots: plural({
    one: 'Stopped: your plan now includes {count} bot slot and this bot is beyond them.',
    other: 'Stopped: your plan now includes {count} bot slots and this bot is beyond them.',
  }),
  scheduleRefused: params('Its schedule would start it now ({occasion}), but: {reason} Skipped until its next window.'),
  startedBySchedule: params('Started by its schedule ({occasion}).'),
  runOver: params('Stopped: its run is over ({run}).'),
  stoppedBySchedule: params('Stopped by its schedule: {ended} ended.'),
  runNow: params(
    plural({
      one: 'Run now for {count} hour: it runs until {until}, inside or outside its windows, then stops.',
      other: 'Run now for {count} hours: it runs until {until}, inside or outside its windows, then stops.',
    }),
  ),
});
