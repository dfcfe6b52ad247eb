/** Every notification leads where the player acts on it: the bell's link, a push's click and an alert mail's button. */
import { describe, expect, test } from 'bun:test';
import { said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { NOTIFICATION_KINDS } from '@shared/notifications';
import { call, signUp, testApp } from '../../../test/helpers';
import { mailTo } from '../../../test/mailbox';
import { accountEditPath, destinationOf } from './destination';
import { notify } from './service';

const app = testApp();
const BOT = '6650c0ffee6650c0ffee6650';
const ACCOUNT = '6650beef6650beef6650beef';

describe('destinationOf', () => {
  test('every kind leads somewhere, a bot’s news to its console, the plan’s limits to the plans, a stored link first', () => {
    for (const kind of NOTIFICATION_KINDS) expect(destinationOf({ kind }).path).toMatch(/^\/[a-z]/);
    expect(destinationOf({ kind: 'attack', botId: BOT })).toEqual({ path: `/bots/${BOT}`, place: 'console' });
    expect(destinationOf({ kind: 'stalled', botId: BOT }).path).toBe(`/bots/${BOT}`);
    expect(destinationOf({ kind: 'error', botId: BOT, link: accountEditPath(ACCOUNT) })).toEqual({ path: `/accounts?edit=${ACCOUNT}`, place: 'account' });
    expect(destinationOf({ kind: 'session', link: `/accounts#account-${ACCOUNT}` }).place).toBe('account');
    expect(destinationOf({ kind: 'limit', botId: BOT })).toEqual({ path: '/pricing', place: 'plans' });
    expect(destinationOf({ kind: 'slots', botId: BOT }).path).toBe('/pricing');
    expect(destinationOf({ kind: 'plan' })).toEqual({ path: '/dashboard?tab=settings', place: 'billing' });
    expect(destinationOf({ kind: 'support', link: '/support?ticket=t1' })).toEqual({ path: '/support?ticket=t1', place: 'support' });
    // The one error without a bot: a webhook endpoint paused.
    expect(destinationOf({ kind: 'error' })).toEqual({ path: '/settings#webhooks', place: 'webhooks' });
  });
});

describe('the bell and the mail lead to the fix', () => {
  test('each bell item has its page; a failed login’s is the account’s form, and its mail’s button goes there, not to the console', async () => {
    const { token, user } = await signUp(app);
    expect((await call(app, 'PATCH', '/api/users/me/notification-settings', { token, body: { email: { kinds: { error: true } } } })).status).toBe(200);
    await notify(user.id, 'plan', said(notificationLines, 'planNow', { plan: 'Premium', count: 3 }));
    await notify(user.id, 'attack', 'Guard: incoming attack on Castle Grey.', BOT);
    const failed = said(notificationLines, 'failed', {
      bot: 'Guard',
      reason: 'The game refused the login: wrong game password. Update the account and start again.',
    });
    await notify(user.id, 'error', failed, BOT, undefined, undefined, accountEditPath(ACCOUNT));
    const bell = await call(app, 'GET', '/api/users/me/notifications', { token });
    expect(bell.body.map((n: { link: string }) => n.link)).toEqual([`/accounts?edit=${ACCOUNT}`, `/bots/${BOT}`, '/dashboard?tab=settings']);

    const mail = await mailTo(user.email, { subject: /a bot failed/ });
    expect(mail.html).toMatch(new RegExp(`href="[^"]+/accounts\\?edit=${ACCOUNT}"[^>]*>Update the game account</a>`));
    expect(mail.text).toContain(`/accounts?edit=${ACCOUNT}`);
    expect(mail.text).not.toContain(`/bots/${BOT}`);
  });
});
