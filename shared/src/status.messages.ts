import { defineMessages, params } from './i18n/messages';

/**
 * What the status page and its feed say about the platform and the game: the verdicts, our own trouble,
 * the incidents' states. {time} is a moment written for the reader ({world} a game world: INT1).
 */
export const statusWords = defineMessages('status/words', {
  changedVersion: params("The game changed: {world} refuses our client's version since {time}. Our bots are waiting for an update; nothing is lost."),
  changedHandshake: params('The game changed: {world} refuses the way our client connects since {time}. Our bots are waiting for an update; nothing is lost.'),
  changedFrame: params(
    'The game changed: {world} answers our client in a way it does not understand since {time}. Our bots are waiting for an update; nothing is lost.',
  ),
  changedTitle: params('The game changed: {world}'),
  backTitle: params('{world}: our bots log in again'),
  back: params('{world} lets our bots in again since {time}. They picked up where they left off.'),
  ourTrouble: 'Our bots are having trouble on our side. We are on it; your bots pick up where they left off, and nothing is lost.',
  worldTrouble: params('Our bots are having trouble logging in to {world}. We are looking into it; nothing is lost.'),
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
  feedTitle: 'Castellan status',
  feedSubtitle: 'Incidents, and changes of the game that stop our bots',
});
