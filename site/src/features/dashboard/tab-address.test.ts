import { describe, expect, test } from 'bun:test';
import { addressOfTab } from './tab-address';

const at = (href: string) => new URL(href, 'http://localhost');

describe("a dashboard tab's address", () => {
  test('Bot Management is the plain address, the others name themselves', () => {
    expect(addressOfTab(at('/dashboard?tab=settings'), 'bots')).toBe('/dashboard');
    expect(addressOfTab(at('/dashboard'), 'analytics')).toBe('/dashboard?tab=analytics');
    expect(addressOfTab(at('/dashboard?tab=analytics'), 'settings')).toBe('/dashboard?tab=settings');
  });

  test("the page's language and its other parameters stay; a fragment of the old tab does not", () => {
    expect(addressOfTab(at('/de/dashboard'), 'settings')).toBe('/de/dashboard?tab=settings');
    expect(addressOfTab(at('/pt-br/dashboard?tab=settings#invoices'), 'analytics')).toBe('/pt-br/dashboard?tab=analytics');
    expect(addressOfTab(at('/dashboard?tab=settings&checkout=success'), 'settings')).toBe('/dashboard?tab=settings&checkout=success');
    expect(addressOfTab(at('/dashboard?share=abc&tab=analytics'), 'bots')).toBe('/dashboard?share=abc');
  });
});
