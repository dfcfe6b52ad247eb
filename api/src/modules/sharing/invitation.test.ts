/**
 * A share sent by e-mail: the friend's mail (in their language if they have an account, else the
 * owner's) links to the dashboard with the code, which only the account of that address may accept.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { messagesIn } from '@shared/i18n/messages';
import { call, uniqueEmail } from '../../../test/helpers';
import { alliancePlatform } from '../../../test/alliances';
import { linkIn, mailTo } from '../../../test/mailbox';
import { shareInvitationMail } from './mails.messages';

const { platform, app, player } = alliancePlatform();
afterAll(() => platform.close());

const invite = async (who: Awaited<ReturnType<typeof player>>, email: string) =>
  call(app, 'POST', '/api/shares', { token: who.token, body: { accountId: who.accounts[0]!.id, permissions: ['control'], email } });

describe('a share sent by e-mail', () => {
  test('mails the friend a link with the code, in their language; only their account accepts it; the owner sees it waiting for them', async () => {
    const owner = await player('plus');
    const friend = await player('starter');
    expect((await call(app, 'PUT', '/api/users/me/language', { token: friend.token, body: { language: 'de' } })).status).toBe(200);

    const made = await invite(owner, friend.email.toUpperCase());
    expect(made.status).toBe(201);
    expect(made.body.share).toMatchObject({ with: null, invited: friend.email.toLowerCase(), permissions: ['console', 'control'] });
    const de = messagesIn('de', shareInvitationMail);
    const mail = await mailTo(friend.email, { subject: new RegExp(de.subject({ owner: owner.name })) });
    expect(mail.html).toContain(`>${de.action}</a>`);
    expect(mail.text).toContain(owner.accounts[0]!.username);
    const link = linkIn(mail, '/dashboard');
    expect(link.searchParams.get('share')).toBe(made.body.code);
    expect((await call(app, 'GET', '/api/shares', { token: owner.token })).body[0]).toMatchObject({ invited: friend.email.toLowerCase(), with: null });

    // Someone else with the code is refused, and told why.
    const stranger = await player('starter');
    const refused = await call(app, 'POST', '/api/shares/accept', { token: stranger.token, body: { code: made.body.code } });
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'This share was sent to another e-mail address. Sign in with that address (and confirm it) to accept it.',
    ]);

    const accepted = await call(app, 'POST', '/api/shares/accept', { token: friend.token, body: { code: link.searchParams.get('share') } });
    expect(accepted.status).toBe(200);
    expect((await call(app, 'GET', '/api/shares', { token: owner.token })).body[0]).toMatchObject({ with: friend.name, invited: null });
  });

  test('an address without an account gets the owner’s language; the owner’s own address and a malformed one are refused', async () => {
    const owner = await player('plus');
    expect((await call(app, 'PUT', '/api/users/me/language', { token: owner.token, body: { language: 'fr' } })).status).toBe(200);
    const nobody = uniqueEmail();
    expect((await invite(owner, nobody)).status).toBe(201);
    const mail = await mailTo(nobody);
    expect(mail.subject).toBe(messagesIn('fr', shareInvitationMail).subject({ owner: owner.name }));

    const own = await invite(owner, owner.email);
    expect([own.status, own.body.message]).toEqual([422, 'This is your own e-mail address: type the address of the player you share with.']);
    const bad = await invite(owner, 'not-an-address');
    expect([bad.status, bad.body.message]).toEqual([422, 'Please enter a valid e-mail address.']);
    // A code passed by hand still works as before.
    const byHand = await call(app, 'POST', '/api/shares', { token: owner.token, body: { accountId: owner.accounts[0]!.id, permissions: [] } });
    expect(byHand.body.share.invited).toBeNull();
  });
});
