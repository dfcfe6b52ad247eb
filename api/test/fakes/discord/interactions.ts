/**
 * Discord's side of slash commands, for tests: it holds an application's Ed25519 key pair (a test key,
 * never a real one), builds interactions in Discord's shapes (PING, and APPLICATION_COMMAND with the
 * caller as a guild member or a DM user) and signs each as Discord does: Ed25519 over the timestamp
 * header followed by the body, sent as X-Signature-Ed25519 and X-Signature-Timestamp.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { COMMAND_TYPE, INTERACTION, OPTION_TYPE, type Interaction } from '@shared/discord-commands';
import { snowflake } from './ids';

export type SignedInteraction = { body: string; headers: Record<string, string> };

export function createDiscordInteractions({ privateKey, publicKey }: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ed25519')) {
  const applicationId = snowflake();
  /** The application's public key as the developer portal shows it: what DISCORD_PUBLIC_KEY holds. */
  const publicKeyHex = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex');

  function signed(interaction: Interaction, timestamp = Math.floor(Date.now() / 1000)): SignedInteraction {
    const body = JSON.stringify(interaction);
    const signature = sign(null, Buffer.from(`${timestamp}${body}`), privateKey).toString('hex');
    return { body, headers: { 'content-type': 'application/json', 'x-signature-ed25519': signature, 'x-signature-timestamp': String(timestamp) } };
  }

  const base = () => ({ id: snowflake(), application_id: applicationId, token: `aW50ZXJhY3Rpb246${snowflake()}`, version: 1 as const });

  return {
    publicKeyHex,
    signed,
    ping: (): Interaction => ({ ...base(), type: INTERACTION.ping }),
    /** `/name option:value` by Discord user `userId`, in a server (as a member) unless `dm`. */
    command(userId: string, name: string, option?: { name: string; value: string }, { dm = false, locale = 'en-US' } = {}): Interaction {
      const user = { id: userId, username: `player${userId.slice(-4)}` };
      return {
        ...base(),
        type: INTERACTION.command,
        data: {
          id: snowflake(),
          name,
          type: COMMAND_TYPE.chatInput,
          ...(option && { options: [{ name: option.name, type: OPTION_TYPE.string, value: option.value }] }),
        },
        ...(dm ? { user } : { member: { user }, guild_id: snowflake() }),
        channel_id: snowflake(),
        locale,
      };
    },
  };
}
