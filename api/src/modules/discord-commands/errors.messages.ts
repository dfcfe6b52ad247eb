/** The interactions endpoint's refusals (Discord reads the 401; a person reads the 503 when setting it up). */
import { defineMessages } from '@shared/i18n/messages';

export const discordCommandErrors = defineMessages('errors/discord', {
  notSetUp: 'Discord commands are not set up on this server (DISCORD_PUBLIC_KEY).',
  badSignature: 'invalid request signature',
  notJson: 'The interaction is not JSON.',
  noType: 'The interaction has no type.',
  noId: 'The interaction has no id.',
  answeredAlready: 'This interaction was answered already.',
});
