import { describe, expect, test } from 'bun:test';
import { deviceSaid, placeSaid } from './device';

/** The English of each (the words a reader without a language reads). */
const deviceOf = (userAgent: string) => {
  const device = deviceSaid(userAgent);
  return typeof device === 'string' ? device : device.text;
};
const placeOf = (ip: string) => placeSaid(ip)?.text ?? null;

describe('deviceOf', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown device'],
  ])('%s → %s', (ua, device) => expect(deviceOf(ua)).toBe(device));
});

describe('placeOf', () => {
  test('names only what is known without a location database', () => {
    expect(placeOf('127.0.0.1')).toBe('This computer');
    expect(placeOf('::ffff:127.0.0.1')).toBe('This computer');
    expect(placeOf('192.168.1.20')).toBe('Local network');
    expect(placeOf('172.20.0.3')).toBe('Local network');
    expect(placeOf('172.32.0.3')).toBeNull();
    expect(placeOf('203.0.113.9')).toBeNull();
  });
});
