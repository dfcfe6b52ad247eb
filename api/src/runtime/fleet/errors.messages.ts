/** The refusals of starting a bot when the fleet of runners cannot take it. */
import { defineMessages } from '@shared/i18n/messages';

export const fleetErrors = defineMessages('errors/fleet', {
  noRoom: 'No bot runner has room right now. Nothing was started; please try again in a moment.',
  tooManyChanges: 'The bot could not be placed on a runner (too many changes at once). Please try again.',
});
