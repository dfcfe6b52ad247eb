/** The Discord sign-in's words on screen (spec §2 and §8), in one place for the islands and their tests. */
export const DISCORD_TEXT = {
  completing: 'Completing Discord sign in...',
  popupSignedIn: 'Successfully signed in with Discord!',
  redirectSignedIn: 'Signed in with Discord',
  failed: 'Discord authentication failed',
  unavailable: 'Discord authentication currently unavailable',
  popupBlocked: 'Please allow popups for Discord authentication',
  missingToken: 'Missing access token',
} as const;
