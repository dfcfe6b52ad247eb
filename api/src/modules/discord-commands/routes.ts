/**
 * POST /api/discord/interactions: Discord's HTTP interactions endpoint (no gateway connection). Each
 * request's Ed25519 signature is checked over the exact bytes (verify.ts) before anything is read; an
 * unsigned or badly signed one is a 401, as Discord requires of an endpoint it will use. Each interaction
 * is answered once: its id is claimed for the time its signature stays fresh (verify.ts), so a signed
 * request captured and sent again within that window (a /start after the player's /stop) is a 409.
 */
import { Elysia, t } from 'elysia';
import { MAX_SKEW_SECONDS, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifiedInteraction } from './verify';
import { claim } from '../../lib/claims';
import type { DiscordCommandsConfig } from './config';
import type { DiscordCommands } from './service';
import type { Interaction } from '@shared/discord-commands';
import { AppError, BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors';
import { ErrorBody } from '../../lib/http';
import './errors.messages';
import { prose } from '../../lib/prose';

export const INTERACTIONS_PATH = '/api/discord/interactions';
/** Interactions are read as raw text (the signature is over the exact bytes); Discord's are a few KB. */
export const INTERACTIONS_BODY_LIMITS: Record<string, number> = { [INTERACTIONS_PATH]: 64 * 1024 };

const Answer = t.Object({
  type: t.Integer(),
  data: t.Optional(t.Object({ content: t.String(), flags: t.Integer(), allowed_mentions: t.Object({ parse: t.Array(t.String()) }) })),
});

export const discordCommandRoutes = ({ config, commands }: { config: DiscordCommandsConfig | null; commands: DiscordCommands }) =>
  new Elysia({ tags: ['discord'] }).post(
    INTERACTIONS_PATH,
    async ({ body, headers }) => {
      if (!config) throw new AppError(503, 'UNAVAILABLE', 'Discord commands are not set up on this server (DISCORD_PUBLIC_KEY).');
      if (!verifiedInteraction(config.publicKey, headers[SIGNATURE_HEADER] ?? null, headers[TIMESTAMP_HEADER] ?? null, body))
        throw new UnauthorizedError('invalid request signature');
      let interaction: Interaction;
      try {
        interaction = JSON.parse(body) as Interaction;
      } catch {
        throw new BadRequestError('The interaction is not JSON.');
      }
      if (typeof interaction !== 'object' || interaction === null || typeof interaction.type !== 'number')
        throw new BadRequestError('The interaction has no type.');
      if (typeof interaction.id !== 'string' || !/^\d{1,20}$/.test(interaction.id)) throw new BadRequestError('The interaction has no id.');
      // Remembered past both ends of the window a signature is accepted in.
      if (!(await claim(`discord-interaction:${interaction.id}`, new Date(Date.now() + 2 * MAX_SKEW_SECONDS * 1000))))
        throw new ConflictError('This interaction was answered already.');
      return commands.answer(interaction);
    },
    {
      parse: 'text',
      body: t.String(),
      response: { 200: Answer, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      detail: {
        summary: 'Discord interactions (slash commands), signed by Discord',
        description: prose(
          'Discord posts each slash command here, signed with Ed25519 (X-Signature-Ed25519 over X-Signature-Timestamp and the',
          'body). A PING is answered with a PONG; a command with a message only the caller sees, in their language.',
          'Commands: /status, /start bot, /stop bot, /loot, /attacks, /ack attack.',
        ),
      },
    },
  );
