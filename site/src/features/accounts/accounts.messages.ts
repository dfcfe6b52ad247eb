import { defineMessages, params } from '@shared/i18n/messages';

/** /accounts: the page, the list and the Add Account form (the API's refusals are shown in its words). */
export const accountsPageMessages = defineMessages('accounts/page', {
  title: 'Game Accounts',
  subtitle: 'Manage the accounts your bots can use.',
});

export const accountListMessages = defineMessages('accounts/list', {
  heading: 'Your accounts',
  loading: 'Loading your accounts…',
  what: 'your accounts',
  empty: 'No accounts registered yet.',
  server: 'Server',
  serverLabel: 'Server: ',
  tag: 'Tag',
  tagLabel: 'Tag: ',
  proxy: 'Proxy for the game connection',
  via: 'via ',
  proxyLabel: 'Proxy: ',
  map: 'Map',
  mapFor: params('Live map and attacks of {account}'),
  plan: 'Plan',
  planFor: params('Plan attacks for {account}'),
  edit: 'Edit',
  editLabel: params('Edit {account}'),
  remove: 'Remove',
  removeLabel: params('Remove {account}'),
});

/**
 * How an account's tag reads ("none" is the API's value for no tag): by what it is for, in the select and
 * the list alike; the hint says what a tag does.
 */
export const accountTagMessages = defineMessages('accounts/tags', {
  noTag: 'No tag',
  none: 'None',
  hint: 'A label to tell your accounts apart by what you use them for. Bots play the same whatever the tag.',
  // Each tag by what it is for, as the select and the list show it: the API's short keys (tower, afk)
  // are the spec's values, never shown (issue 64).
  tower: 'Berimond watchtowers',
  camp: 'Robber baron castles',
  storm: 'Storm Islands',
  beri: 'Battle for Berimond',
  coins: 'Earning coins',
  khan: 'Khan camps',
  afk: 'Left idle (away from keyboard)',
  woa: 'Wheel of Affluence',
  equip: 'Farming equipment',
});

/** The game's own groupings of servers (its server list names them; countries and languages come from Intl). */
export const serverNameMessages = defineMessages('accounts/server-names', {
  international: 'International',
  world: 'World',
  scandinavia: 'Scandinavia',
  asia: 'Asia',
});

export const addAccountMessages = defineMessages('accounts/add-form', {
  title: 'Add Account',
  email: 'Email',
  emailHint: 'The e-mail you log in to the game with.',
  server: 'Server',
  username: 'Username',
  password: 'Password',
  tag: 'Tag',
  missing: 'Enter the username and password first.',
  adding: 'Adding…',
  add: 'Add Account',
  secure: 'Credentials are stored securely: the password is encrypted and never shown again.',
  added: 'Account added',
  addFailed: 'Failed to add account',
  nextStep: params('{name} is ready. Next: a bot that plays it.'),
  createBot: 'Create a bot for it',
});

export const editAccountMessages = defineMessages('accounts/edit-dialog', {
  title: params('Edit {account}'),
  titleEmpty: 'Edit account',
  /** The Add Account form's word, and its hint (addAccountMessages.emailHint): one name for the game's e-mail. */
  email: 'Email',
  server: 'Server',
  serverHint: 'To move the account, stop its bots first.',
  password: 'New password',
  passwordHint: 'Leave empty to keep the saved password (it is never shown).',
  tag: 'Tag',
  proxy: 'Proxy (optional)',
  proxyHint: "HTTP or SOCKS5, for this account's game connection only. Leave empty to connect directly.",
  proxyLoginKept: 'The saved user name and password are not shown: they stay as long as you leave this field as it is.',
  yield: 'Step aside when you play (minutes)',
  yieldHint: params('When you log into the game yourself, the bots on this account pause this long ({min}–{max}, default {default}).'),
  note: 'Bots running on this account take a new password, proxy or pause time at their next login.',
  cancel: 'Cancel',
  saving: 'Saving…',
  save: 'Save changes',
  updated: 'Account updated',
  updateFailed: 'Failed to update account',
});

export const removeAccountMessages = defineMessages('accounts/remove-dialog', {
  title: 'Remove game account?',
  text: params('{account} will be removed, and its stored credentials with it. A bot can no longer use it.'),
  cancel: 'Cancel',
  removing: 'Removing…',
  remove: 'Remove account',
  removed: 'Account removed',
  removeFailed: 'Failed to remove account',
});

export const testLoginMessages = defineMessages('accounts/test-login', {
  fillFirst: 'Fill in the login first.',
  failed: 'The test could not be run',
  testing: 'Testing login…',
  test: 'Test login',
  hint: 'Signs in to the game once and out again. If you are playing this account right now, the game signs you out.',
});
