/**
 * One page speaks one language: a player whose account (and so the site's cookie) reads Arabic opens a
 * `/de/` page, which sends its language with every call (`x-page-language`); the API's words on that page
 * (errors, answers, template names) come in German, while a mail, which has no page, keeps the account's.
 */
import { describe, expect, test } from 'bun:test';
import { call, signUp, testApp, uniqueEmail } from '../../test/helpers';
import { mailTo } from '../../test/mailbox';
import { UserModel } from '../modules/users/user.model';
import { credentialMails } from '../modules/auth/credentials/mails.messages';
import { messagesIn } from '@shared/i18n/messages';
import { textOf } from '@shared/i18n/said';
import { templateName } from '@shared/templates';
import { askedLocaleOf, PAGE_LOCALE_HEADER } from '@shared/i18n/locales';
import { said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { notify } from '../modules/notifications/service';

const app = testApp();
/** What the browser of a player whose account reads Arabic sends: the cookie that follows the account, an Arabic browser. */
const arabicBrowser = { cookie: 'castellan-lang=ar', 'accept-language': 'ar' };
const onGermanPage = { ...arabicBrowser, [PAGE_LOCALE_HEADER]: 'de' };
const ARABIC = /[\u0600-\u06FF]/;

async function arabicPlayer() {
  const player = await signUp(app);
  expect((await call(app, 'PUT', '/api/users/me/language', { token: player.token, body: { language: 'ar' }, headers: arabicBrowser })).status).toBe(200);
  return player;
}

describe('the page’s language outranks the cookie and the browser', () => {
  test('askedLocaleOf: the page’s header, else the cookie, else Accept-Language; a header naming no language of ours is not heard', () => {
    const ask = (headers: Record<string, string>) => askedLocaleOf(new Headers(headers));
    expect(ask(onGermanPage)).toBe('de');
    expect(ask(arabicBrowser)).toBe('ar');
    expect(ask({ 'accept-language': 'pl' })).toBe('pl');
    expect(ask({ ...arabicBrowser, [PAGE_LOCALE_HEADER]: 'xx' })).toBe('ar');
    expect(ask({ [PAGE_LOCALE_HEADER]: 'en', cookie: 'castellan-lang=ar' })).toBe('en');
    expect(ask({})).toBe('en');
  });

  test('the same request: its error in German from a German page, in Arabic without the page’s word', async () => {
    const player = await arabicPlayer();
    const missing = '/api/bots/000000000000000000000000';
    const german = await call(app, 'GET', missing, { token: player.token, headers: onGermanPage });
    const arabic = await call(app, 'GET', missing, { token: player.token, headers: arabicBrowser });
    expect(german.status).toBe(404);
    expect(arabic.status).toBe(404);
    expect(german.body.message).not.toMatch(ARABIC);
    expect(german.body.message).not.toBe('Bot not found.');
    expect(arabic.body.message).toMatch(ARABIC);
    // A bad input's message too (a schema's error, found by its words).
    const refused = await call(app, 'PUT', '/api/users/me/language', { token: player.token, body: { language: '' }, headers: onGermanPage });
    expect(refused.status).toBe(422);
    expect(refused.body.message).not.toMatch(ARABIC);
    // Refusing changed nothing: the account still reads Arabic.
    expect((await call(app, 'GET', '/api/auth/me', { token: player.token, headers: onGermanPage })).body.user.user_metadata.language).toBe('ar');
  });

  test('a bot’s template name and the template list in the page’s language; the list says it varies by the page’s header', async () => {
    const player = await arabicPlayer();
    await UserModel.updateOne({ _id: player.user.id }, { $set: { plan: 'plus' } });
    const account = await call(app, 'POST', '/api/accounts', {
      token: player.token,
      headers: onGermanPage,
      body: { email: 'g@game.example', server: 'INT1', username: `Gunther${crypto.randomUUID().slice(0, 6)}`, password: 'pw' },
    });
    expect(account.status).toBe(201);
    const created = await call(app, 'POST', '/api/bots', {
      token: player.token,
      headers: onGermanPage,
      body: { templateId: 'baron-farmer', accountId: account.body.id },
    });
    expect(created.status).toBe(201);
    // A bot named by nobody takes its template's name in the words of the page it was made on.
    expect(created.body.name).toStartWith('Raubritter-Farmer');
    const list = await call(app, 'GET', '/api/bots', { token: player.token, headers: onGermanPage });
    expect(list.body[0].templateLabel).toBe('Raubritter-Farmer');
    const arabicList = await call(app, 'GET', '/api/bots', { token: player.token, headers: arabicBrowser });
    expect(arabicList.body[0].templateLabel).toBe(textOf('ar', templateName('baron-farmer')!, ''));
    expect(arabicList.body[0].templateLabel).toMatch(ARABIC);

    const templates = await call(app, 'GET', '/api/templates', { headers: onGermanPage });
    expect(templates.body.find((t: { id: string }) => t.id === 'baron-farmer').label).toBe('Raubritter-Farmer');
    expect(JSON.stringify(templates.body)).not.toMatch(ARABIC);
    expect(templates.headers.get('vary')).toContain('X-Page-Language');
  });

  test('the bell on a German page reads German; without a page, the account’s Arabic as before', async () => {
    const player = await arabicPlayer();
    await notify(player.user.id, 'error', said(notificationLines, 'failed', { bot: 'Wächter', reason: 'wrong password' }));
    const onPage = await call(app, 'GET', '/api/users/me/notifications', { token: player.token, headers: onGermanPage });
    expect(onPage.body[0].message).toBe(textOf('de', said(notificationLines, 'failed', { bot: 'Wächter', reason: 'wrong password' }).message, ''));
    expect(onPage.body[0].message).not.toMatch(ARABIC);
    const noPage = await call(app, 'GET', '/api/users/me/notifications', { token: player.token, headers: { 'accept-language': 'de' } });
    expect(noPage.body[0].message).toMatch(ARABIC);
  });

  test('an answer in the page’s language, the mail it sends (no page) in the account’s', async () => {
    const player = await arabicPlayer();
    const to = uniqueEmail('new-address');
    const res = await call(app, 'POST', '/api/auth/email', { token: player.token, headers: onGermanPage, body: { email: to, password: 'correct horse' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(to);
    expect(res.body.message).not.toMatch(ARABIC);
    expect(res.body.message).not.toStartWith('We sent');
    const mail = await mailTo(to);
    expect(mail.subject).toBe(messagesIn('ar', credentialMails).changeSubject);
  });
});
