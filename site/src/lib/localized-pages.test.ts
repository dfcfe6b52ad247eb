import { describe, expect, test } from 'bun:test';
import { inEveryLanguage, languageSwitchHref, linkIn } from './localized-pages';

describe('the language menu keeps the place', () => {
  test("a bot's console and a game account's page are pages of every language, by their address's shape", () => {
    expect(inEveryLanguage('/bots/6650a1b2c3d4e5f6a7b8c9d0')).toBe(true);
    expect(inEveryLanguage('/accounts/6650a1b2c3d4e5f6a7b8c9d0')).toBe(true);
    expect(inEveryLanguage('/bots/6650a1b2c3d4e5f6a7b8c9d0/extra')).toBe(false);
    expect(inEveryLanguage('/nowhere')).toBe(false);
    expect(linkIn('de', '/bots/abc?tab=console')).toBe('/de/bots/abc?tab=console');
  });

  test('the same page in the chosen language, its query and fragment kept, the choice named last', () => {
    expect(languageSwitchHref('de', { path: '/bots/abc' })).toBe('/de/bots/abc?choose=de');
    expect(languageSwitchHref('de', { path: '/dashboard', search: '?tab=settings', hash: '#invoices' })).toBe('/de/dashboard?tab=settings&choose=de#invoices');
    expect(languageSwitchHref('en', { path: '/auth/login', search: '?mode=register&redirect=%2Fbots%2Fabc' })).toBe(
      '/auth/login?mode=register&redirect=%2Fbots%2Fabc&choose=en',
    );
    expect(languageSwitchHref('pt-BR', { path: '/', search: '?choose=de' })).toBe('/pt-br/?choose=pt-BR');
  });

  test("a page the language has not: that language's home, nothing of the page carried", () => {
    expect(languageSwitchHref('fr', { path: '/nowhere', search: '?a=1', hash: '#b' })).toBe('/fr/?choose=fr');
  });
});
