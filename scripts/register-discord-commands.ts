/**
 * Registers Castellan's slash commands with Discord (issue 39): run once per Discord application, and again
 * when the commands change. Needs DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN (the developer portal's
 * application id and bot token); then set the application's Interactions Endpoint URL to
 * https://<your site>/api/discord/interactions and DISCORD_PUBLIC_KEY to its public key.
 *
 *   DISCORD_APPLICATION_ID=… DISCORD_BOT_TOKEN=… bun scripts/register-discord-commands.ts
 *
 * Global commands (PUT /applications/{id}/commands replaces the set), each described in every language of
 * ours that Discord has (https://discord.com/developers/docs/reference#locales; it has no Arabic).
 */
import { COMMAND_TYPE, DISCORD_COMMANDS, OPTION_TYPE } from '../shared/src/discord-commands';
import { loadCatalogue } from '../shared/src/i18n/catalogue-files';
import { messagesIn } from '../shared/src/i18n/messages';
import type { Locale } from '../shared/src/i18n/locales';
import { discordAnswers } from '../api/src/modules/discord-commands/answers.messages';

/** Our languages as Discord names them. */
const DISCORD_LOCALES: Partial<Record<Locale, string>> = {
  de: 'de',
  fr: 'fr',
  pl: 'pl',
  tr: 'tr',
  es: 'es-ES',
  it: 'it',
  'pt-BR': 'pt-BR',
  nl: 'nl',
  cs: 'cs',
};

loadCatalogue();
const words = (key: keyof typeof discordAnswers.base) => ({
  description: discordAnswers.base[key] as string,
  description_localizations: Object.fromEntries(
    Object.entries(DISCORD_LOCALES).map(([ours, theirs]) => [theirs, String(messagesIn(ours as Locale, discordAnswers)[key]).slice(0, 100)]),
  ),
});

const commands = Object.entries(DISCORD_COMMANDS).map(([name, { option }]) => ({
  name,
  type: COMMAND_TYPE.chatInput,
  ...words(`${name}Command` as keyof typeof discordAnswers.base),
  // Usable in servers and in direct messages with the application.
  contexts: [0, 1, 2],
  ...(option && { options: [{ name: option, type: OPTION_TYPE.string, required: true, ...words(`${option}Option` as keyof typeof discordAnswers.base) }] }),
}));

const applicationId = process.env.DISCORD_APPLICATION_ID;
const token = process.env.DISCORD_BOT_TOKEN;
if (!applicationId || !token) {
  console.error('Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN (the developer portal: General Information and Bot).');
  process.exit(2);
}
const res = await fetch(`https://discord.com/api/v10/applications/${applicationId}/commands`, {
  method: 'PUT',
  headers: { authorization: `Bot ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(commands),
});
if (!res.ok) {
  console.error(`Discord answered ${res.status}: ${await res.text()}`);
  process.exit(1);
}
console.log(`Registered ${commands.map((c) => `/${c.name}`).join(', ')}.`);
