import { expect, test } from 'bun:test';
import { chosenLocale, languageChoice, languageRedirect } from './language';

const built = new Set(['/', '/pricing', '/de', '/de/pricing', '/pl', '/pl/pricing', '/dashboard']);
const exists = (path: string) => built.has(path);
const ask = (path: string, headers: { cookie?: string; acceptLanguage?: string } = {}, method = 'GET') =>
  languageRedirect({ method, path, search: '', ...headers }, exists);

test('a German browser asking for an English page another language has goes to the German copy', () => {
  expect(ask('/', { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toBe('/de/');
  expect(ask('/pricing', { acceptLanguage: 'de' })).toBe('/de/pricing');
  expect(languageRedirect({ method: 'GET', path: '/pricing', search: '?plan=plus', acceptLanguage: 'pl' }, exists)).toBe('/pl/pricing?plan=plus');
});

test('the choice in the cookie wins over the browser, English included', () => {
  expect(ask('/pricing', { cookie: 'a=1; castellan-lang=pl', acceptLanguage: 'de' })).toBe('/pl/pricing');
  expect(ask('/pricing', { cookie: 'castellan-lang=en', acceptLanguage: 'de' })).toBeNull();
  // A cookie that names no language of ours is no choice: the browser decides.
  expect(ask('/pricing', { cookie: 'castellan-lang=xx', acceptLanguage: 'de' })).toBe('/de/pricing');
});

test('answered as asked: English or no language, a page only English has, files, the API, other methods, an address with its language', () => {
  expect(ask('/pricing')).toBeNull();
  expect(ask('/pricing', { acceptLanguage: 'en-GB,de;q=0.5' })).toBeNull();
  expect(ask('/dashboard', { acceptLanguage: 'de' })).toBeNull();
  expect(ask('/favicon.svg', { acceptLanguage: 'de' })).toBeNull();
  expect(ask('/api/auth/session', { acceptLanguage: 'de' })).toBeNull();
  expect(ask('/pricing', { acceptLanguage: 'de' }, 'POST')).toBeNull();
  expect(ask('/de/pricing', { acceptLanguage: 'pl' })).toBeNull();
  expect(ask('/nowhere', { acceptLanguage: 'de' })).toBeNull();
  // The English asked for by name (a translation's link to its binding English text).
  expect(languageRedirect({ method: 'GET', path: '/pricing', search: '?lang=en', cookie: 'castellan-lang=pl' }, exists)).toBeNull();
  expect(languageRedirect({ method: 'GET', path: '/pricing', search: '?lang=de', acceptLanguage: 'pl' }, exists)).toBe('/pl/pricing?lang=de');
});

test('the browser language is read by weight, a region falls back to its language', () => {
  expect(chosenLocale(undefined, 'fr-CA;q=0.4, pt-PT;q=0.8')).toBe('pt-BR');
  expect(chosenLocale(undefined, 'ja, de-AT;q=0.3')).toBe('de');
  expect(chosenLocale(undefined, 'ja')).toBe('en');
  expect(chosenLocale(undefined, undefined)).toBe('en');
});

test('a language chosen from the menu is kept in its cookie and opens the page in it, without script too', () => {
  expect(languageChoice({ method: 'GET', path: '/de/pricing', search: '?choose=en' })).toEqual({
    cookie: 'castellan-lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
    location: '/pricing',
  });
  expect(languageChoice({ method: 'GET', path: '/help/attack-guard', search: '?x=1&choose=pt-BR' })).toEqual({
    cookie: 'castellan-lang=pt-BR; Path=/; Max-Age=31536000; SameSite=Lax',
    location: '/pt-br/help/attack-guard?x=1',
  });
  // Nothing chosen, a language we do not have, another method: no choice.
  expect(languageChoice({ method: 'GET', path: '/pricing', search: '' })).toBeNull();
  expect(languageChoice({ method: 'GET', path: '/pricing', search: '?choose=xx' })).toBeNull();
  expect(languageChoice({ method: 'POST', path: '/pricing', search: '?choose=de' })).toBeNull();
  // Never another host.
  expect(languageChoice({ method: 'GET', path: '//evil.example', search: '?choose=en' })?.location).toBe('/');
});
