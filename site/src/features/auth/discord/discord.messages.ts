/** The Discord sign-in's words on screen (spec §2 and §8 fix the English): the button, the popup's outcomes, the callback page. */
import { defineMessages } from '@shared/i18n/messages';

export const discordMessages = defineMessages('auth/discord', {
  pageTitle: 'Discord sign in',
  continueWith: 'Continue with Discord',
  completing: 'Completing Discord sign in...',
  popupSignedIn: 'Successfully signed in with Discord!',
  redirectSignedIn: 'Signed in with Discord',
  failed: 'Discord authentication failed',
  unavailable: 'Discord authentication currently unavailable',
  popupBlocked: 'Please allow popups for Discord authentication',
  missingToken: 'Missing access token',
});
