/**
 * The account's language: a new account starts in the language the visitor chose on the site (its
 * cookie) or their browser asks for; the player changes it with PUT /api/users/me/language; the user
 * object and the data export say which; anything but one of the nine is refused with the list.
 */
import { expect, test } from 'bun:test';
import { call, testApp, uniqueEmail } from '../../../test/helpers';
import { linkIn, mailTo } from '../../../test/mailbox';
import { said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { notify } from '../notifications/service';

const app = testApp();

/** Signs up with these headers, then opens the mailed link (which answers with the new account, signed in). */
async function register(headers: Record<string, string>) {
  const email = uniqueEmail('lang');
  expect((await call(app, 'POST', '/api/auth/register', { body: { email, password: 'correct horse' }, headers })).status).toBe(202);
  const link = linkIn(await mailTo(email), '/verify-email');
  return call(app, 'POST', '/api/auth/verify-email', { body: { token: new URLSearchParams(link.hash.slice(1)).get('token') } });
}

test('a new account starts in the chosen language, else the browser’s; a client that says neither leaves it to the browser', async () => {
  expect((await register({ cookie: 'castellan-lang=pl', 'accept-language': 'de' })).body.user.user_metadata.language).toBe('pl');
  expect((await register({ 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' })).body.user.user_metadata.language).toBe('pt-BR');
  // English is a language like the others: chosen or asked for, it is the account's.
  expect((await register({ 'accept-language': 'en-GB' })).body.user.user_metadata.language).toBe('en');
  expect((await register({ 'accept-language': 'ja' })).body.user.user_metadata.language).toBe('en');
  expect((await register({})).body.user.user_metadata.language).toBeNull();
});

test('the player changes it; the user object and the export follow; a language we do not speak is refused', async () => {
  const { body } = await register({ 'accept-language': 'de' });
  const token = body.token as string;
  const changed = await call(app, 'PUT', '/api/users/me/language', { token, body: { language: 'fr' } });
  expect(changed.status).toBe(200);
  expect(changed.body).toEqual({ language: 'fr' });
  expect((await call(app, 'GET', '/api/auth/me', { token })).body.user.user_metadata.language).toBe('fr');
  expect((await call(app, 'GET', '/api/users/me/export', { token })).body.profile.language).toBe('fr');

  const refused = await call(app, 'PUT', '/api/users/me/language', { token, body: { language: 'ja' } });
  expect(refused.status).toBe(422);
  expect(refused.body.message).toBe(
    '"ja" is not a language Castellan speaks: choose one of en (English), de (Deutsch), fr (Français), pl (Polski), tr (Türkçe), es (Español), it (Italiano), pt-BR (Português (Brasil)), nl (Nederlands), cs (Čeština), ar (العربية).',
  );
  expect((await call(app, 'PUT', '/api/users/me/language', { token, body: {} })).status).toBe(422);
  expect((await call(app, 'PUT', '/api/users/me/language', { body: { language: 'de' } })).status).toBe(401);
  expect((await call(app, 'GET', '/api/auth/me', { token })).body.user.user_metadata.language).toBe('fr');
});

test('a refusal reads in the language the request asks for; English when it asks for none of ours', async () => {
  const { body } = await register({ 'accept-language': 'de' });
  const token = body.token as string;
  const german = await call(app, 'PUT', '/api/users/me/language', { token, body: { language: 'ja' }, headers: { 'accept-language': 'de-DE' } });
  expect(german.status).toBe(422);
  expect(german.body.message).toStartWith('„ja“ ist keine Sprache, die Castellan spricht: Wähle eine von en (English), de (Deutsch)');
  // A fixed text (a schema's own error) is found by its words.
  const polish = await call(app, 'PUT', '/api/users/me/language', {
    token,
    body: { language: '' },
    headers: { cookie: 'castellan-lang=pl', 'accept-language': 'de' },
  });
  expect(polish.body.message).toBe('Wybierz język, np. pl dla języka polskiego.');
  const signedOut = await call(app, 'PUT', '/api/users/me/language', { body: { language: 'de' }, headers: { 'accept-language': 'fr' } });
  expect(signedOut.body.message).toBe('Veuillez vous connecter pour continuer.');
  expect((await call(app, 'PUT', '/api/users/me/language', { body: { language: 'de' }, headers: { 'accept-language': 'ja' } })).body.message).toBe(
    'Please sign in to continue.',
  );
});

test('mails come in the account’s language: a German player’s sign-up mail is German, its words and its page', async () => {
  const email = uniqueEmail('sprache');
  await call(app, 'POST', '/api/auth/register', { body: { email, password: 'correct horse' }, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
  const mail = await mailTo(email, { subject: /Castellan-Kontos/ });
  expect(mail.subject).toBe('Schließ die Erstellung deines Castellan-Kontos ab');
  expect(mail.text).toStartWith('Willkommen bei Castellan. Öffne diesen Link, um deine Adresse zu bestätigen und dein Konto anzulegen:');
  expect(mail.html).toContain('<html lang="de">');
  expect(mail.html).toContain('Oder öffne diesen Link:');
  expect(mail.text).toContain('/verify-email#token=');
});

test('notifications read in the account’s language on the bell; one said before the account chose reads in the new one', async () => {
  const { body } = await register({ 'accept-language': 'pl' });
  const token = body.token as string;
  await notify(body.user.id, 'error', said(notificationLines, 'failed', { bot: 'Strażnik', reason: 'wrong password' }));
  const polish = await call(app, 'GET', '/api/users/me/notifications', { token });
  expect(polish.body[0].message).toBe('Bot „Strażnik” przestał działać: wrong password');
  await call(app, 'PUT', '/api/users/me/language', { token, body: { language: 'en' } });
  expect((await call(app, 'GET', '/api/users/me/notifications', { token, headers: { 'accept-language': 'de' } })).body[0].message).toBe(
    'Bot "Strażnik" failed: wrong password',
  );
});
