/**
 * Discord's interactions as Castellan answers them (issue 39): the slash commands it registers and the
 * request and response shapes of Discord's HTTP interactions
 * (https://discord.com/developers/docs/interactions/receiving-and-responding), typed once for the API,
 * the registration script and the tests' Discord stand-in.
 */

/** Interaction types Discord sends (PING when the endpoint is saved; APPLICATION_COMMAND for a slash command). */
export const INTERACTION = { ping: 1, command: 2 } as const;
/** Response types: PONG, and CHANNEL_MESSAGE_WITH_SOURCE (a message in answer to the command). */
export const RESPONSE = { pong: 1, message: 4 } as const;
/** Message flags: EPHEMERAL, seen by the caller alone. */
export const EPHEMERAL = 64;
/** Application command types and option types used here: CHAT_INPUT (a slash command), STRING. */
export const COMMAND_TYPE = { chatInput: 1 } as const;
export const OPTION_TYPE = { string: 3 } as const;

export type DiscordUser = { id: string; username: string };
export type CommandOption = { name: string; type: number; value: string | number | boolean };

/** An interaction as Discord posts it (the fields Castellan reads). */
export type Interaction = {
  id: string;
  application_id: string;
  type: number;
  token: string;
  version: 1;
  data?: { id: string; name: string; type: number; options?: CommandOption[] };
  /** In a server: the member, with its user. */
  member?: { user: DiscordUser };
  /** In a direct message: the user. */
  user?: DiscordUser;
  guild_id?: string;
  channel_id?: string;
  /** The caller's Discord language (en-US, de, pt-BR…). */
  locale?: string;
};

export type InteractionResponse =
  | { type: typeof RESPONSE.pong }
  | { type: typeof RESPONSE.message; data: { content: string; flags: typeof EPHEMERAL; allowed_mentions: { parse: [] } } };

/** The commands: a name, and the one option some take. */
export const DISCORD_COMMANDS = {
  status: { option: null },
  start: { option: 'bot' },
  stop: { option: 'bot' },
  loot: { option: null },
  attacks: { option: null },
  ack: { option: 'attack' },
} as const;
export type DiscordCommand = keyof typeof DISCORD_COMMANDS;
export const isDiscordCommand = (name: unknown): name is DiscordCommand => typeof name === 'string' && Object.hasOwn(DISCORD_COMMANDS, name);

/** Commands a Discord user may send in a minute before the answer asks them to slow down. */
export const DISCORD_COMMANDS_PER_MINUTE = 10;
