/**
 * Success answers' words in the asker's language (the site's language cookie, else Accept-Language), as
 * errors are: a fixed text ("Welcome back!"), a count with the language's plural forms, a text with a part
 * filled in; the exact English when the request asks for none of ours. The expected words are read from
 * the translation files, so the test follows a better translation without a change here.
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, signUp, testApp, uniqueEmail } from '../../../test/helpers';

const app = testApp();

const I18N = join(import.meta.dir, '..', '..', '..', '..', 'shared', 'i18n');
type Entry = string | Record<string, string>;
const answersIn = (locale: string) =>
  (JSON.parse(readFileSync(join(I18N, locale, 'answers.json'), 'utf8')) as Record<string, Record<string, Entry>>)['answers/auth']!;
const de = answersIn('de');
const pl = answersIn('pl');
const fr = answersIn('fr');
const form = (entry: Entry | undefined, name: string) => (entry as Record<string, string>)[name]!;

const signIn = (email: string, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/auth/login', { body: { email, password: 'correct horse' }, headers });

test('signing in, asked in German, is welcomed back in German; asked in nothing of ours, in the exact English', async () => {
  const { email } = await signUp(app);

  const german = await signIn(email, { 'accept-language': 'de-DE,de;q=0.9' });
  expect(german.status).toBe(200);
  expect(german.body.message).toBe(de.welcomeBack as string);
  expect(german.body.message).toBe('Willkommen zurück!');
  // The cookie (the site's language switch) wins over the browser's language.
  expect((await signIn(email, { cookie: 'castellan-lang=de', 'accept-language': 'fr' })).body.message).toBe(de.welcomeBack as string);

  expect((await signIn(email, { 'accept-language': 'ja' })).body.message).toBe('Welcome back!');
  expect((await signIn(email)).body.message).toBe('Welcome back!');
});

test('ending the other sessions, asked in Polish, says how many with the Polish plural; in English, today’s words', async () => {
  const { email, token } = await signUp(app);
  for (let i = 0; i < 2; i++) await signIn(email);
  const signOutOthers = (headers: Record<string, string> = {}) => call(app, 'POST', '/api/auth/sessions/sign-out-others', { token, headers });

  const two = await signOutOthers({ cookie: 'castellan-lang=pl' });
  expect(two.status).toBe(200);
  expect(two.body.ended).toBe(2);
  // 2 takes Polish "few" (2–4), unlike 1 ("one") and 5 ("many").
  expect(two.body.message).toBe(form(pl.othersSignedOut, 'few').replace('{count}', '2'));
  expect(two.body.message).toBe('Wylogowano 2 inne sesje.');

  await signIn(email);
  const one = await signOutOthers({ 'accept-language': 'pl-PL' });
  expect(one.body.message).toBe(form(pl.othersSignedOut, 'one').replace('{count}', '1'));
  expect(one.body.message).not.toBe(two.body.message.replace('2', '1'));

  for (let i = 0; i < 5; i++) await signIn(email);
  expect((await signOutOthers({ 'accept-language': 'pl' })).body.message).toBe(form(pl.othersSignedOut, 'many').replace('{count}', '5'));

  await signIn(email);
  expect((await signOutOthers()).body.message).toBe('Signed out 1 other session.');
  for (let i = 0; i < 3; i++) await signIn(email);
  expect((await signOutOthers()).body.message).toBe('Signed out 3 other sessions.');
  expect((await signOutOthers()).body.message).toBe('No other session was signed in.');
  expect((await signOutOthers({ 'accept-language': 'de' })).body.message).toBe(de.noOtherSession as string);
});

test('a password change counts the sessions it ended in German; the English keeps its one/other wording', async () => {
  const { email, token, password } = await signUp(app);
  for (let i = 0; i < 2; i++) await signIn(email);
  const change = (from: string, to: string, headers: Record<string, string> = {}) =>
    call(app, 'POST', '/api/auth/password', { token, body: { currentPassword: from, newPassword: to }, headers });

  const german = await change(password, 'a brand new horse', { cookie: 'castellan-lang=de' });
  expect(german.status).toBe(200);
  expect(german.body.message).toBe(form(de.passwordChangedOthersOut, 'other').replace('{count}', '2'));

  expect((await change('a brand new horse', 'correct horse')).body.message).toBe('Password changed.');
});

test('a text with a part filled in (the address the link went to) keeps it, in the asker’s language', async () => {
  const { token } = await signUp(app);
  const newEmail = uniqueEmail('nouvelle');
  const french = await call(app, 'POST', '/api/auth/email', {
    token,
    body: { email: newEmail, password: 'correct horse' },
    headers: { 'accept-language': 'fr-FR' },
  });
  expect(french.status).toBe(200);
  expect(french.body.message).toBe((fr.emailChangeSent as string).replace('{email}', newEmail));
  expect(french.body.message).toContain(newEmail);

  const english = await call(app, 'POST', '/api/auth/email', { token, body: { email: uniqueEmail('new'), password: 'correct horse' } });
  expect(english.body.message).toMatch(/^We sent a link to new\..+@example\.com\. Your address changes when you open it\.$/);
});

test('the sessions list names each device in the asker’s language', async () => {
  const { email } = await signUp(app);
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const token = (await signIn(email, { 'user-agent': chrome })).body.token as string;
  const list = async (headers: Record<string, string>) =>
    (await call(app, 'GET', '/api/auth/sessions', { token, headers })).body.sessions.find((s: { current: boolean }) => s.current).device as string;

  expect(await list({ 'accept-language': 'de' })).toBe((de.browserOnSystem as string).replace('{browser}', 'Chrome').replace('{system}', 'Windows'));
  expect(await list({})).toBe('Chrome on Windows');
});
