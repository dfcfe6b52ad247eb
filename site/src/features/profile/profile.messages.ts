/** The profile page: who is signed in, the plan and its subscription, and where to manage them. */
import { defineMessages, plural } from '@shared/i18n/messages';

export const profileMessages = defineMessages('settings/profile', {
  title: 'Profile',
  subtitle: 'Your Castellan account at a glance.',
  administrator: 'Administrator',
  player: 'Player',
  email: 'Email',
  username: 'Username',
  signInMethod: 'Sign-in method',
  emailAndPassword: 'E-mail and password',
  plan: 'Plan',
  slots: plural({ one: '{count} bot slot', other: '{count} bot slots' }),
  loadingSubscription: 'Loading your subscription…',
  /** What could not be loaded, in "Could not load …". */
  yourSubscription: 'your subscription',
  status: 'Status',
  payment: 'Payment',
  noProvider: 'None',
  nextBilling: 'Next billing',
  comparePlans: 'Compare plans',
  manage: 'Manage',
  settings: 'Settings',
  settingsHint: 'Theme and account details.',
  gameAccounts: 'Game Accounts',
  gameAccountsHint: 'The game logins your bots can use.',
});
