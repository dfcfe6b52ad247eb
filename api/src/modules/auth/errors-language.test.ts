/**
 * API errors answer in the asker's language (the site's language cookie, else Accept-Language): a fixed
 * text thrown by a service, a schema's own refusal, and a text with parts filled in; English when the
 * request asks for none of ours. The expected words are read from the translation files, so the test
 * follows a better translation without a change here.
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, signUp, testApp, uniqueEmail } from '../../../test/helpers';

const app = testApp();

const I18N = join(import.meta.dir, '..', '..', '..', '..', 'shared', 'i18n');
type Entry = string | Record<string, string>;
const errorsIn = (locale: string) => JSON.parse(readFileSync(join(I18N, locale, 'errors.json'), 'utf8')) as Record<string, Record<string, Entry>>;
const de = errorsIn('de');
const pl = errorsIn('pl');
const fr = errorsIn('fr');
const fill = (text: Entry, params: Record<string, string>) =>
  Object.entries(params).reduce((t, [name, value]) => t.replaceAll(`{${name}}`, value), text as string);

test('a wrong password, asked in German, is refused in German; asked in nothing of ours, in English', async () => {
  const { email } = await signUp(app);
  const login = (headers: Record<string, string>) => call(app, 'POST', '/api/auth/login', { body: { email, password: 'not the password' }, headers });

  const german = await login({ 'accept-language': 'de-DE,de;q=0.9' });
  expect(german.status).toBe(401);
  expect(german.body.code).toBe('UNAUTHORIZED');
  expect(german.body.message).toBe(de['errors/auth']!.wrongCredentials as string);
  expect(german.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');

  // The cookie (the site's language switch) wins over the browser's language.
  expect((await login({ cookie: 'castellan-lang=de', 'accept-language': 'fr' })).body.message).toBe(de['errors/auth']!.wrongCredentials as string);
  expect((await login({ 'accept-language': 'ja' })).body.message).toBe('Invalid e-mail or password.');
  expect((await login({})).body.message).toBe('Invalid e-mail or password.');
});

test('a schema’s refusal (a too-short password at sign-up), asked in Polish, is Polish with its bounds filled in', async () => {
  const res = await call(app, 'POST', '/api/auth/register', {
    body: { email: uniqueEmail('krotkie'), password: 'short' },
    headers: { cookie: 'castellan-lang=pl' },
  });
  expect(res.status).toBe(422);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  // The upper bound is the count: 128 takes Polish's "many" form.
  expect(res.body.message).toBe(fill((pl['errors/auth']!.passwordLength as Record<string, string>).many!, { min: '8', count: '128' }));
  expect(res.body.message).toBe('Hasło musi mieć od 8 do 128 znaków.');
  // In English, the words the spec and the site know.
  const english = await call(app, 'POST', '/api/auth/register', { body: { email: uniqueEmail('short'), password: 'short' } });
  expect(english.body.message).toBe('Password must be between 8 and 128 characters.');
});

test('a refusal with parts (the address a link went to) has them filled in, in the asker’s language', async () => {
  const { token, email } = await signUp(app, uniqueEmail('nonverifie'), 'correct horse', { verified: false });
  const body = { email: 'game@example.com', username: 'Sir Lancelot', password: 'secret', server: 'INT1' };
  const french = await call(app, 'POST', '/api/accounts', { token, body, headers: { 'accept-language': 'fr-FR' } });
  expect(french.status).toBe(403);
  expect(french.body.code).toBe('EMAIL_NOT_VERIFIED');
  expect(french.body.message).toBe(fill(fr['errors/auth']!.emailNotVerified!, { email }));
  expect(french.body.message).toContain(email);

  const english = await call(app, 'POST', '/api/accounts', { token, body });
  expect(english.body.message).toBe(
    `Confirm your e-mail address first: open the link we sent to ${email}, or send a new one from the banner at the top of the app.`,
  );
});

test('the framework’s own refusals too: a method no route answers, a body that is not JSON', async () => {
  const trace = await call(app, 'TRACE', '/api/auth/me', { headers: { 'accept-language': 'de' } });
  expect(trace.status).toBe(405);
  expect(trace.body.message).toBe(fill(de['errors/common']!.methodNotAllowed!, { method: 'TRACE' }));

  const broken = await call(app, 'POST', '/api/auth/login', { body: '{"email": ', headers: { 'accept-language': 'pl' } });
  expect(broken.status).toBe(400);
  expect(broken.body.message).toBe(pl['errors/common']!.notJson as string);
});

test('a field without its own words: English keeps the validator’s summary, another language names the field', async () => {
  const { token } = await signUp(app);
  const body = { password: 5, confirm: 'DELETE' };
  const english = await call(app, 'DELETE', '/api/users/me', { token, body });
  expect(english.status).toBe(422);
  expect(english.body.message).toStartWith('password: ');
  const german = await call(app, 'DELETE', '/api/users/me', { token, body, headers: { 'accept-language': 'de' } });
  expect(german.status).toBe(422);
  expect(german.body.message).toBe(fill(de['errors/common']!.fieldNotValid!, { field: 'password' }));
});

test('a count takes the language’s plural form (in Polish 2 "minuty", 5 "minut")', async () => {
  const { authErrors } = await import('./errors.messages');
  const { said, textOf } = await import('@shared/i18n/said');
  const two = said(authErrors, 'tooManyAttempts', { count: 2 });
  const five = said(authErrors, 'tooManyAttempts', { count: 5 });
  expect(two.text).toBe('Too many attempts. Please wait 2 minutes and try again.');
  expect(textOf('pl', two.message, two.text)).toBe('Za dużo prób. Poczekaj 2 minuty i spróbuj ponownie.');
  expect(textOf('pl', five.message, five.text)).toBe('Za dużo prób. Poczekaj 5 minut i spróbuj ponownie.');
});
