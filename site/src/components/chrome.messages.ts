/** The words every page carries: the header, the footer, the skip link, the language switcher. */
import { defineMessages } from '@shared/i18n/messages';

export const chromeMessages = defineMessages('site/chrome', {
  defaultDescription: 'Castellan runs automation bots for your castle-strategy game accounts, around the clock.',
  /** What the picture a shared link shows says, for those who cannot see it. */
  socialImageAlt: 'Castellan: automation bots for your castle-strategy game accounts, around the clock.',
  skip: 'Skip to content',
  loading: 'Loading Castellan…',
  /** Instead of the loading screen when the browser runs no script (the app's pages need it). */
  needsScript:
    'This page needs JavaScript, and your browser is not running it. Turn JavaScript on for this site, then reload the page. The home, pricing, help and legal pages work without it.',
  home: 'Castellan home',
  mainNav: 'Main',
  navHome: 'Home',
  navPricing: 'Pricing',
  navDashboard: 'Dashboard',
  signIn: 'Sign In',
  yourPlan: 'Your plan',
  userMenu: 'User menu:',
  adminPanel: 'Admin Panel',
  profile: 'Profile',
  settings: 'Settings',
  alliance: 'Alliance',
  support: 'Support',
  scripts: 'Scripts',
  signOut: 'Sign out',
  language: 'Language',
  footerTagline: '© Castellan · Automation for castle-strategy players',
  footerNav: 'Help, news and legal',
  helpCentre: 'Help centre',
  /** The changelog page's link. */
  changelog: 'What’s new',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
});
