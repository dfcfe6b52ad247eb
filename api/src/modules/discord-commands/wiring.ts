/** Discord's slash commands in the platform (app.ts): a player's bots, shares and incoming attacks, asked from Discord, counted per minute across instances. */
import { DISCORD_COMMANDS_PER_MINUTE } from '@shared/discord-commands';
import type { Config } from '../../config';
import type { SharedCounter } from '../../lib/shared-counter';
import { discordCommandRoutes } from './routes';
import { createDiscordCommands } from './service';

type Needs = Omit<Parameters<typeof createDiscordCommands>[0], 'counter'> & {
  config: Config;
  counter: (name: string, limit: number, windowMs: number) => SharedCounter;
};

export const discordCommandsWiring = ({ config, counter, ...deps }: Needs) =>
  discordCommandRoutes({
    config: config.discordCommands,
    commands: createDiscordCommands({ ...deps, counter: counter('discord-commands', DISCORD_COMMANDS_PER_MINUTE, 60_000) }),
  });
