import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The Analytics tab: platform totals and the five charts' titles, series and spoken summaries. */
export const platformMessages = defineMessages('admin/platform', {
  period: 'Period',
  days30: '30 days',
  days90: '90 days',
  what: 'the platform figures',
  totals: 'Platform totals',
  signUps: 'Sign-ups',
  inDays: plural({
    one: 'in {count} day',
    other: 'in {count} days',
  }),
  payingUsers: 'Paying users',
  atStart: params('{count} at the start'),
  mrr: 'MRR',
  renewing: 'renewing subscriptions',
  churn: 'Churn',
  percent: params('{value} %'),
  stopped: params('{count} stopped paying'),
  note: "Per UTC day; today so far. Churn: players paying at the period's start who stopped, per 100.",
});

export const platformChartMessages = defineMessages('admin/platform-charts', {
  signUpsTitle: 'Sign-ups per day',
  signUps: 'Sign-ups',
  signUpsSaid: plural({ one: 'Sign-ups per day: sign-ups {count} player in all.', other: 'Sign-ups per day: sign-ups {count} players in all.' }),
  activeTitle: 'Active bots per day',
  active: 'Active bots',
  activeSaid: plural({ one: 'Active bots per day: active bots {count} bot in all.', other: 'Active bots per day: active bots {count} bots in all.' }),
  payingTitle: 'Paying users',
  paying: 'Paying users',
  payingSaid: params('Paying users: {now} now, {then} on {day}.'),
  mrrTitle: 'Monthly recurring revenue (USD)',
  mrr: 'MRR',
  mrrSaid: params('Monthly recurring revenue: {now} now, {then} on {day}.'),
  churnTitle: 'Churned per day',
  churned: 'Churned',
  churnSaid: plural({ one: 'Churned per day: churned {count} player in all.', other: 'Churned per day: churned {count} players in all.' }),
});
