/**
 * The scripts' refusals. The schemas' texts are found by their exact words (lib/error-language.ts), so
 * those entries are built from the same figures as the schemas; the rest are said where they are thrown.
 */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const scriptErrors = defineMessages('errors/scripts', {
  notAnId: 'Not a valid id.',
  sourceLength: params('Write a script of at most {kib} KiB.'),
  nameLength: params(plural({ one: 'Give the script a name of {min} to {count} character.', other: 'Give the script a name of {min} to {count} characters.' })),
  versionNumber: 'A version is a whole number from 1.',
  checkTooLong: 'The script is too long.',
  tooLong: params('The script is longer than {kib} KiB.'),
  notInPlan: params('Custom scripts are included from the {plan} plan up; your plan is {yours}. Upgrade your plan to write and run scripts.'),
  cannotRun: params('The script cannot run: {problem}'),
  cannotRunAtLine: params('The script cannot run: {problem} (line {line})'),
  cannotRunAtColumn: params('The script cannot run: {problem} (line {line}, column {column})'),
  notFound: 'Script not found.',
  versionNotFound: 'Version not found.',
  savesAtOnce: 'Too many saves of this script at once; please save again.',
  scriptsMax: plural({ one: 'You can keep {count} script. Delete one to write another.', other: 'You can keep {count} scripts. Delete one to write another.' }),
  inUse: params(
    plural({
      one: 'The script runs on your bot {bots}: choose another script there (or delete the bot) first.',
      other: 'The script runs on your bots {bots}: choose another script there (or delete the bot) first.',
    }),
  ),
  /** English says "minutes" for any count (as it always has); other languages pick their form. */
  dryRunsPerHour: params(
    plural({
      one: 'You can start {limit} dry runs an hour. Try again in {count} minutes.',
      other: 'You can start {limit} dry runs an hour. Try again in {count} minutes.',
    }),
  ),
  /** The editor's check as you type: each one starts a process, so a player has a number a minute. */
  checksPerMinute: params(
    plural({
      one: 'Script checks are limited to {limit} a minute. Try again in {count} second.',
      other: 'Script checks are limited to {limit} a minute. Try again in {count} seconds.',
    }),
  ),
});
