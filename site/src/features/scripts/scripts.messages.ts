import { defineMessages, params, plural } from '@shared/i18n/messages';

/**
 * /scripts: the page, the editor, the player's scripts, the dry run and the script choice of the Custom
 * Script template. The API's words (a compile problem, a refusal, the dry run's console lines) are shown
 * as it sends them; the scripts' code, the API reference and the examples' code stay code.
 */
export const scriptsPageMessages = defineMessages('scripts/page', {
  title: 'Scripts',
  subtitle: 'Your own automation: a step function that reads your castle and asks for attacks, time skips, transfers, recruits and taxes.',
  /** {upgrade}: the link to the plans, its text `upgrade`. */
  upgradeNotice:
    'Custom scripts are included from the {plan} plan up. You can read the library and the API here; {upgrade} to save scripts, run dry runs and use them on bots.',
  upgrade: 'upgrade',
  defaultName: 'My script',
  loadFailed: 'Could not load your scripts.',
  openFailed: 'Could not open the script.',
  saveFailed: 'Could not save the script.',
  deleteFailed: 'Could not delete the script.',
  dryRunFailed: 'The dry run did not start.',
  savedVersion: params('Saved as version {version}.'),
  savedNew: params('"{name}" saved as version 1.'),
  restored: params('Version {version} is in the editor: save it to make it the newest.'),
  confirmDelete: params('Delete "{name}" and all its versions?'),
  deleted: 'Script deleted.',
});

export const scriptEditorMessages = defineMessages('scripts/editor', {
  label: 'Script editor',
  name: 'Script name',
  source: 'Script source',
  compiles: 'Compiles, and exports step.',
  saveScript: 'Save script',
  saveVersion: 'Save new version',
  dryRun: 'Dry run (one game hour)',
  deleteScript: 'Delete script',
  dryRunTitle: 'Dry run',
  versionsTitle: 'Versions',
  version: params('Version {version}'),
  bytes: plural({ one: '{count} byte', other: '{count} bytes' }),
  restore: params('Restore version {version}'),
  apiReference: 'API reference',
});

export const scriptSidebarMessages = defineMessages('scripts/sidebar', {
  yours: 'Your scripts',
  newScript: 'New script',
  loading: 'Loading…',
  none: 'None yet: start from an example below.',
  library: 'Script library',
  latest: params('v{version}'),
});

export const dryRunMessages = defineMessages('scripts/dry-run', {
  // No duration promised (issue 38: "about 30 seconds" took 123 s the first time, while the server started).
  running: 'Dry run under way: a fresh game server plays one sped-up game hour; its console shows here when it ends…',
  idle: 'A dry run plays your script for one game hour on a game server of its own, with a new account: never your game accounts.',
  finished: params('Dry run finished: {minutes}, {lines}.'),
  finishedCutShort: params('Dry run finished: {minutes}, {lines} (cut short).'),
  gameMinutes: plural({ one: '{count} game minute', other: '{count} game minutes' }),
  lines: plural({ one: '{count} line', other: '{count} lines' }),
  console: 'Dry run console',
});

/** The Custom Script template's "Script" setting, in the bot forms. */
export const scriptChoiceMessages = defineMessages('scripts/choice', {
  loading: 'Loading your scripts…',
  choose: 'Choose a script',
  none: 'No scripts yet: write one on the Scripts page',
  option: params('{name} (newest: version {version})'),
});
