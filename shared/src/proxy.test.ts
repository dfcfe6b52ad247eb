import { describe, expect, test } from 'bun:test';
import { parseProxyUrl } from './proxy';

describe('parseProxyUrl', () => {
  test.each([
    [
      'socks5://user:pa%40ss@Proxy.Example:1080',
      {
        scheme: 'socks5',
        host: 'proxy.example',
        port: 1080,
        username: 'user',
        password: 'pa@ss',
        display: 'socks5://proxy.example:1080',
        url: 'socks5://user:pa%40ss@proxy.example:1080',
      },
    ],
    [
      '  HTTP://10.0.0.7:3128/ ',
      { scheme: 'http', host: '10.0.0.7', port: 3128, username: null, password: null, display: 'http://10.0.0.7:3128', url: 'http://10.0.0.7:3128' },
    ],
    [
      'https://only-user@proxy.example:443',
      { username: 'only-user', password: null, display: 'https://proxy.example:443', url: 'https://only-user@proxy.example:443' },
    ],
    ['socks5://[::1]:1080', { host: '::1', display: 'socks5://[::1]:1080' }],
    // A raw "@" or "/" in the password, as people paste them: the host starts after the last "@".
    ['socks5://me:p@ss/w:rd@proxy.example:1080', { username: 'me', password: 'p@ss/w:rd', url: 'socks5://me:p%40ss%2Fw%3Ard@proxy.example:1080' }],
  ])('accepts %s', (input, expected) => {
    const check = parseProxyUrl(input);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.proxy).toMatchObject(expected);
  });

  test.each([
    ['proxy.example:1080', 'Write the proxy as a URL with its scheme, for example socks5://user:password@host:1080.'],
    ['ftp://proxy.example:21', 'The proxy must start with http://, https:// or socks5:// ("ftp://" is not supported).'],
    ['socks4://proxy.example:1080', 'The proxy must start with http://, https:// or socks5:// ("socks4://" is not supported).'],
    ['socks5://proxy.example', "Add the proxy's port after the host, for example socks5://proxy.example:1080."],
    ['http://proxy.example', "Add the proxy's port after the host, for example http://proxy.example:8080."],
    ['socks5://proxy.example:0', "The proxy's port must be a number from 1 to 65535."],
    ['socks5://proxy.example:65536', "The proxy's port must be a number from 1 to 65535."],
    ['socks5://proxy.example:80a', "The proxy's port must be a number from 1 to 65535."],
    ['http://proxy.example:8080/path', 'A proxy URL ends at the port: remove "/path".'],
    ['http://proxy.example:8080?x=1', 'A proxy URL ends at the port: remove "?x=1".'],
    ['socks5://:1080', 'The proxy URL names no host: write it as socks5://user:password@host:1080.'],
    ['socks5://bad_host!:1080', '"bad_host!" is not a host name or IP address.'],
    ['socks5://:secret@proxy.example:1080', 'The proxy URL has a login without a user name: write user:password@ before the host, or no login at all.'],
    ['socks5://user:100%@proxy.example:1080', 'The proxy\'s user name or password has a broken %-escape: write "%" as %25 (and "@" as %40).'],
  ])('refuses %s, saying why', (input, message) => {
    expect(parseProxyUrl(input)).toMatchObject({ ok: false, message });
  });

  test('refuses logins SOCKS5 cannot carry and URLs too long to be one', () => {
    expect(parseProxyUrl(`socks5://${'u'.repeat(256)}:p@proxy.example:1080`)).toMatchObject({
      ok: false,
      message: "A SOCKS5 proxy's user name and password are at most 255 bytes each.",
    });
    expect(parseProxyUrl(`socks5://${'u'.repeat(255)}:p@proxy.example:1080`).ok).toBe(true);
    expect(parseProxyUrl(`http://h:1/${'x'.repeat(2048)}`)).toMatchObject({ ok: false, message: 'The proxy URL is too long (at most 2,048 characters).' });
  });

  test('the display form never carries the login', () => {
    const check = parseProxyUrl('socks5://alice:s3cret@proxy.example:1080');
    expect(check.ok && check.proxy.display).toBe('socks5://proxy.example:1080');
    expect(check.ok && check.proxy.display.includes('s3cret')).toBe(false);
  });
});
