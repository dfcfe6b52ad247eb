/**
 * Discord slash commands (issue 39): on when DISCORD_PUBLIC_KEY is set (the application's public key, from
 * the Discord developer portal's General Information), with which every interaction's signature is
 * checked. Off, the interactions endpoint answers 503 and no command is offered.
 */
import type { KeyObject } from 'node:crypto';
import { publicKeyFromHex } from './verify';

export type DiscordCommandsConfig = { publicKey: KeyObject };

export function loadDiscordCommandsConfig(env: Record<string, string | undefined>, problems: string[]): DiscordCommandsConfig | null {
  const hex = env.DISCORD_PUBLIC_KEY?.trim();
  if (!hex) return null;
  try {
    return { publicKey: publicKeyFromHex(hex) };
  } catch {
    problems.push("DISCORD_PUBLIC_KEY must be the application's public key: 64 hex characters.");
    return null;
  }
}
