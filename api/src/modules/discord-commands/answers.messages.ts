/** Castellan's answers to Discord slash commands, in the linked player's language, and the commands' own words. */
import { defineMessages, params, plural } from '@shared/i18n/messages';

export const discordAnswers = defineMessages('answers/discord', {
  notLinked:
    'This Discord account is not linked to Castellan. Sign in to Castellan once with Discord (with the same e-mail address) to link it, then try again.',
  slowDown: plural({
    one: 'Too many commands at once: wait {count} second and try again.',
    other: 'Too many commands at once: wait {count} seconds and try again.',
  }),
  unknown: 'Castellan does not know this command.',
  noBots: 'You have no bots yet: create one on your Castellan dashboard.',
  online: 'online',
  offline: 'offline',
  error: 'error',
  statusLine: params('{bot}: {state}'),
  /** A bot another player shares with the caller. */
  sharedBot: params('{bot} (shared by {owner})'),
  noSuchBot: params('No bot of yours, or shared with you, is named “{bot}”. /status shows their names.'),
  sameName: params('More than one bot is named “{bot}”: rename one on your dashboard first.'),
  startRequested: params('{bot}: start requested. Its console shows it logging in.'),
  stopRequested: params('{bot}: stop requested.'),
  refused: params('{bot}: {reason}'),
  lootLine: params(
    plural({
      one: '{bot}: {count} action, {loot} loot',
      other: '{bot}: {count} actions, {loot} loot',
    }),
  ),
  lootToday: 'Today (UTC):',
  noAttacks: 'No incoming attack on your game accounts.',
  attackLine: params('{castle}: lands at {time} · id {id}'),
  attackFrom: params('{castle} (from {attacker}): lands at {time} · id {id}'),
  acknowledged: params('Attack {id} acknowledged: no more reminders of it.'),
  noSuchAttack: params('No open incoming attack has the id {id}. /attacks shows their ids.'),
  // The commands as Discord shows them (scripts/register-discord-commands.ts).
  statusCommand: 'Your bots and what they are doing',
  startCommand: 'Start one of your bots',
  stopCommand: 'Stop one of your bots',
  lootCommand: 'What your bots did today',
  attacksCommand: 'Incoming attacks on your game accounts',
  ackCommand: 'Stop the reminders of an incoming attack',
  botOption: 'The bot’s name, as on your dashboard',
  attackOption: 'The attack’s id, as /attacks shows it',
});
