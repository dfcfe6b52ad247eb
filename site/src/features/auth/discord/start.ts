/** Asks the API where to send the browser for Discord's consent (GET /api/auth/login/discord). */
import { api, ApiError, unwrap } from '../../../lib/api';
import { errorMessage } from '../../toasts/store';
import { markDiscordSignInStarted } from './pending';
import { messagesNow } from '../../../lib/i18n';
import { discordMessages } from './discord.messages';

export async function requestDiscordSignInUrl(): Promise<string> {
  const { url } = await unwrap(api.api.auth.login.discord.get());
  markDiscordSignInStarted();
  return url;
}

/** 503 means Discord is not configured: the spec's "unavailable"; anything else is a failed sign-in. */
export function startFailureText(err: unknown): string {
  const text = messagesNow(discordMessages);
  if (err instanceof ApiError && err.status === 503) return text.unavailable;
  return errorMessage(err, text.failed);
}
