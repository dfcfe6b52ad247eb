/**
 * What the callback popup tells the login page (spec §2, §4): `{ type: 'discord-auth', token, user }` or
 * `{ type: 'discord-auth', error }`, posted to the opener's origin only, and read back only from our own
 * origin.
 */
import { isTokenUser, type TokenUser } from '../../session/token-user';

export const DISCORD_AUTH_MESSAGE = 'discord-auth';

/**
 * `error` is Discord's (access_denied…), the API's (invalid_state…), or the page's own: no_token, token_parse_failed.
 * `secondStep` is the challenge of a two-factor user: the login page asks for the code.
 */
export type DiscordAuthMessage =
  | { type: typeof DISCORD_AUTH_MESSAGE; token: string; user: TokenUser }
  | { type: typeof DISCORD_AUTH_MESSAGE; secondStep: string }
  | { type: typeof DISCORD_AUTH_MESSAGE; error: string };

/** The parts of a MessageEvent that decide whether to believe it. */
export type ReceivedMessage = { origin: string; data: unknown };

/** The message, if it came from `ownOrigin` and is a well-formed Discord sign-in result; null otherwise. */
export function readDiscordAuthMessage(event: ReceivedMessage, ownOrigin: string): DiscordAuthMessage | null {
  if (event.origin !== ownOrigin) return null;
  const data = event.data as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null || data.type !== DISCORD_AUTH_MESSAGE) return null;
  if (typeof data.token === 'string' && data.token && isTokenUser(data.user)) return { type: DISCORD_AUTH_MESSAGE, token: data.token, user: data.user };
  if (typeof data.secondStep === 'string' && data.secondStep) return { type: DISCORD_AUTH_MESSAGE, secondStep: data.secondStep };
  if (typeof data.error === 'string' && data.error) return { type: DISCORD_AUTH_MESSAGE, error: data.error };
  return null;
}

export type PopupOutcome =
  | { kind: 'signed-in'; token: string; user: TokenUser }
  | { kind: 'second-step'; challenge: string }
  | { kind: 'failed'; error: string };

/** What the login page does with a popup's message. */
export function popupOutcome(message: DiscordAuthMessage): PopupOutcome {
  if ('token' in message) return { kind: 'signed-in', token: message.token, user: message.user };
  if ('secondStep' in message) return { kind: 'second-step', challenge: message.secondStep };
  return { kind: 'failed', error: message.error };
}
