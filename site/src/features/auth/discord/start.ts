/** Asks the API where to send the browser for Discord's consent (GET /api/auth/login/discord). */
import { api, ApiError, unwrap } from '../../../lib/api';
import { errorMessage } from '../../toasts/store';
import { markDiscordSignInStarted } from './pending';
import { DISCORD_TEXT } from './texts';

export async function requestDiscordSignInUrl(): Promise<string> {
  const { url } = await unwrap(api.api.auth.login.discord.get());
  markDiscordSignInStarted();
  return url;
}

/** 503 means Discord is not configured: the spec's "unavailable"; anything else is a failed sign-in. */
export function startFailureText(err: unknown): string {
  if (err instanceof ApiError && err.status === 503) return DISCORD_TEXT.unavailable;
  return errorMessage(err, DISCORD_TEXT.failed);
}
