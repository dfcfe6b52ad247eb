/**
 * Canned answers: a fixed set, written once with the product in front of us, not a list admins edit.
 * Each names screens and buttons as they are; an answer kept in the database would go on naming them
 * after the product changed, where one here changes in the same review as the screen it describes.
 * The admin inserts one into the reply box and adapts it before sending.
 */
import { BOT_SLOTS, PLAN_NAMES } from '@shared/plans';
import { MONEY_BACK_DAYS } from '@shared/money-back';

export type CannedAnswer = { id: string; title: string; body: string };

export const CANNED_ANSWERS: readonly CannedAnswer[] = [
  {
    id: 'more-details',
    title: 'Ask for details',
    body: [
      'Hello,',
      'Thank you for writing. To look into this we need a little more: the name of the bot, what you expected it to do, and what it did instead, with the time it happened.',
      'The lines of the bot’s console around that moment help most: open the bot from your dashboard and copy them into your reply.',
    ].join('\n\n'),
  },
  {
    id: 'game-password',
    title: 'Game password changed',
    body: [
      'Hello,',
      'Your bot stopped because the game refused the password saved for this account. That happens when the password was changed in the game.',
      'Open Game Accounts, choose Edit on the account, type the new password under “New password” and press Test login to check it. Then start the bot again from your dashboard.',
      'If the test login still fails, reply here with what it says.',
    ].join('\n\n'),
  },
  {
    id: 'daily-limit',
    title: 'Starter daily limit',
    body: [
      'Hello,',
      `On the ${PLAN_NAMES.starter} plan your bot runs up to 12 hours a day. When they are used up the bot stops, and it can run again after 00:00 UTC.`,
      `${PLAN_NAMES.plus} and the plans above it run around the clock, with ${BOT_SLOTS.plus} bots or more: the Pricing page compares them.`,
    ].join('\n\n'),
  },
  {
    id: 'money-back',
    title: 'Refund (money-back guarantee)',
    body: [
      'Hello,',
      `Payments of your first ${MONEY_BACK_DAYS} days are covered by our ${MONEY_BACK_DAYS}-day money-back guarantee. Open your dashboard and, in the Subscription panel, press “Request a refund”.`,
      'The money goes back to your card or PayPal account, your subscription ends at once and your plan becomes Starter again. Your game accounts and bots are kept.',
    ].join('\n\n'),
  },
  {
    id: 'two-factor',
    title: 'Lost two-factor device',
    body: [
      'Hello,',
      'If you lost the phone with your authenticator app, sign in with one of the recovery codes you saved when you turned two-factor sign-in on: at the code step choose “Use a recovery code instead”. Each code works once.',
      'Once you are in, open Settings, turn two-factor sign-in off and on again with your new phone. You get new recovery codes then: keep them somewhere safe.',
    ].join('\n\n'),
  },
  {
    id: 'solved',
    title: 'Solved: closing',
    body: ['Hello,', 'Glad this is sorted. We are closing this ticket; if anything comes up again, reply here and it opens again.'].join('\n\n'),
  },
];
