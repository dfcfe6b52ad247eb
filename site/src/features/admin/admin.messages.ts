import { defineMessages, params } from '@shared/i18n/messages';

/** /admin: the page, the figures and the tabs (the API's values — user names, e-mails, bot names — stay as sent). */
export const adminPageMessages = defineMessages('admin/page', {
  title: 'Admin',
  heading: 'Admin Panel',
  subtitle: 'Platform figures, users, support, bots and announcements.',
  deniedTitle: 'Access Denied',
  deniedText: "You don't have permission to access the admin panel.",
  deniedRedirect: 'Taking you to your dashboard…',
  figures: 'Platform figures',
  totalUsers: 'Total Users',
  activeBots: 'Active Bots',
  activeSubscriptions: 'Active Subscriptions',
  mrr: 'Monthly Recurring Revenue',
  tabs: 'Admin',
  users: 'Users',
  support: 'Support',
  bots: 'Bots',
  announcements: 'Announcements',
  analytics: 'Analytics',
  flags: 'Flags',
  system: 'System',
  audit: 'Audit log',
});

/** An audit entry as the audit log and a user's detail list it ({action} is the API's code for it). */
export const auditMessages = defineMessages('admin/audit', {
  by: params('{action} by {actor}'),
  reason: params('Reason: {reason}'),
  loading: 'Loading…',
  empty: 'No admin actions yet.',
  label: 'Audit log',
});
