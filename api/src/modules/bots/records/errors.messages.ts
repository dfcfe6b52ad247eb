/**
 * The bots' refusals: the routes, the schedule, the trades log and the plan's refusals when a bot starts.
 * The schemas' texts are found by their exact words (lib/error-language.ts), so those entries are built
 * from the same figures as the schemas; the rest are said where they are thrown.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const botErrors = defineMessages('errors/bots', {
  // schemas.ts, routes.ts, service.ts
  chooseTemplate: 'Choose a bot template.',
  chooseAccount: 'Choose a game account.',
  nameLength: params(plural({ one: 'The bot name must be {min} to {count} character.', other: 'The bot name must be {min} to {count} characters.' })),
  notFound: 'Bot not found.',
  consoleLinkOtherBot: 'This console link is for another bot.',
  noScriptVersion: params('Your script has no version {version}: choose one from its versions on the Scripts page, or 0 for the newest.'),
  notYourScript: '"Script" must be one of your scripts.',
  slotsInUse: params(
    plural({
      one: 'Your {plan} plan has {count} bot slot, all in use. Delete a bot or upgrade your plan to add another.',
      other: 'Your {plan} plan has {count} bot slots, all in use. Delete a bot or upgrade your plan to add another.',
    }),
  ),
  nameTaken: params('You already have a bot named "{name}": choose another name.'),
  // login-guard/routes.ts: Play now
  playNowNotRunning: 'Start the bot first: Play now logs a running bot in.',
  playNowBudget: params(
    plural({
      one: 'This game account was logged in {count} time in the last {minutes} min: Play now can log in at {time}.',
      other: 'This game account was logged in {count} times in the last {minutes} min: Play now can log in at {time}.',
    }),
  ),
  noTemplate: params('There is no bot template "{template}".'),
  templateGone: params('The template of this bot ("{template}") no longer exists: delete the bot and create another.'),
  unknownAction: params('Unknown action "{action}". Use start or stop.'),
  accountRemoved: 'The game account of this bot was removed. Delete the bot and create it again.',
  // supervisor.ts: why the plan does not let a bot start now
  beyondSlots: plural({
    one: 'Your plan includes {count} bot slot and this bot is beyond them. Upgrade your plan or delete a bot to run it.',
    other: 'Your plan includes {count} bot slots and this bot is beyond them. Upgrade your plan or delete a bot to run it.',
  }),
  /** English says "hours" for any count (as it always has); other languages pick their form. */
  dailyTimeHours: plural({
    one: "Your Starter plan's {count} hours of bot time for today are used up. Bots can run again after 00:00 UTC.",
    other: "Your Starter plan's {count} hours of bot time for today are used up. Bots can run again after 00:00 UTC.",
  }),
  dailyTimeSeconds: plural({
    one: "Your Starter plan's {count} second of bot time for today is used up. Bots can run again after 00:00 UTC.",
    other: "Your Starter plan's {count} seconds of bot time for today are used up. Bots can run again after 00:00 UTC.",
  }),
  // edit.ts
  editedMeanwhile: 'This bot was being changed elsewhere at the same moment, again and again. Open it again and save once more.',
  // trades/schemas.ts
  tradesLimit: params('"limit" must be a whole number from {min} to {max}.'),
  tradesBefore: '"before" must be a date-time, like the "at" of the last trade of a page.',
  // schedule/schemas.ts
  windowDay: 'Each window needs a day: mon, tue, wed, thu, fri, sat or sun.',
  windowStart: 'Each window needs a start time, HH:MM.',
  windowEnd: 'Each window needs an end time, HH:MM.',
  windowsMaxSchema: plural({
    one: 'A schedule holds at most {count} window (six a day), each a day with a start and an end.',
    other: 'A schedule holds at most {count} windows (six a day), each a day with a start and an end.',
  }),
  runForHours: params(plural({ one: 'Run now for {min} to {count} whole hour.', other: 'Run now for {min} to {count} whole hours.' })),
  // schedule/service.ts (the windows as shared/src/schedule.ts checks them)
  windowsMax: plural({ one: 'A schedule holds at most {count} window (six a day).', other: 'A schedule holds at most {count} windows (six a day).' }),
  notADay: params('"{day}" is not a day: use mon, tue, wed, thu, fri, sat or sun.'),
  notAStart: params('"{start}" is not a start time: use HH:MM, from 00:00 to 23:59.'),
  notAnEnd: params('"{end}" is not an end time: use HH:MM, from 00:00 to 24:00.'),
  emptyWindow: params('{window} is empty: the end must differ from the start (00:00–24:00 is the whole day).'),
  overlap: params('{first} and {second} overlap: make them one window, or move one.'),
  window: params('{day} {start}–{end}'),
  windowPastMidnight: params('{day} {start}–{end} ({next})'),
  notATimeZone: params('"{zone}" is not a time zone: use a name such as Europe/Berlin or America/New_York.'),
  chooseTimeZone: 'Choose your time zone: the windows are read on its clock.',
  noEvent: '"Run during its event" is for templates that play during a game event; this one does not.',
});
