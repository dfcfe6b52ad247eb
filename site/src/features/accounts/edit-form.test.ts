import { describe, expect, test } from 'bun:test';
import { accountChanges, editFormFor, fieldOfError, loginChanges } from './edit-form';

const direct = { proxy: null, yield_minutes: 15 };
const proxied = { proxy: 'socks5://proxy.example:1080', yield_minutes: 30 };

describe('edit account form', () => {
  test('starts from the saved values: the proxy as shown (no login) and the minutes', () => {
    expect(editFormFor(direct)).toMatchObject({ proxy: '', yieldMinutes: '15', password: '' });
    expect(editFormFor(proxied)).toMatchObject({ proxy: 'socks5://proxy.example:1080', yieldMinutes: '30' });
  });

  test('an untouched proxy is not sent, so a saved login survives a change of the minutes', () => {
    expect(accountChanges(proxied, { ...editFormFor(proxied), yieldMinutes: '45' })).toEqual({ yield_minutes: 45 });
    expect(accountChanges(proxied, editFormFor(proxied))).toEqual({});
  });

  test('a new proxy is sent trimmed; an emptied field removes it', () => {
    expect(accountChanges(direct, { ...editFormFor(direct), proxy: '  http://u:p@10.0.0.1:3128 ' })).toEqual({ proxy: 'http://u:p@10.0.0.1:3128' });
    expect(accountChanges(proxied, { ...editFormFor(proxied), proxy: '  ' })).toEqual({ proxy: '' });
  });

  test('blank or odd minutes go to the API as they are, for it to refuse in its words', () => {
    expect(accountChanges(direct, { ...editFormFor(direct), yieldMinutes: '' }).yield_minutes).toBeNaN();
    expect(JSON.stringify(accountChanges(direct, { ...editFormFor(direct), yieldMinutes: '' }))).toBe('{"yield_minutes":null}');
    expect(accountChanges(direct, { ...editFormFor(direct), yieldMinutes: '2.5' })).toEqual({ yield_minutes: 2.5 });
  });

  test('a refusal belongs to the proxy when the proxy is one the shared check refuses, else to the minutes', () => {
    expect(fieldOfError({ proxy: 'proxy.example:1080', yield_minutes: 500 })).toBe('proxy');
    expect(fieldOfError({ proxy: 'socks5://proxy.example:1080', yield_minutes: 500 })).toBe('yieldMinutes');
    expect(fieldOfError({ proxy: '', yield_minutes: 0 })).toBe('yieldMinutes');
    expect(fieldOfError({ yield_minutes: 0 })).toBe('yieldMinutes');
  });

  const saved = { game_email: 'knight@game.example', server: 'INT1', type: 'none', proxy: null, yield_minutes: 15 };

  test('a new password is sent only when typed (the saved one is never shown); e-mail, server and tag when changed', () => {
    expect(accountChanges(saved, editFormFor(saved))).toEqual({});
    expect(accountChanges(saved, { ...editFormFor(saved), password: 'n3w', server: 'DE1', tag: 'khan', email: ' new@game.example ' })).toEqual({
      password: 'n3w',
      server: 'DE1',
      type: 'khan',
      email: 'new@game.example',
    });
  });

  test('a test login tries the typed password, server and proxy, and nothing else', () => {
    expect(loginChanges({ password: 'n3w', type: 'khan', yield_minutes: 20 })).toEqual({ password: 'n3w' });
    expect(loginChanges({ server: 'DE1', proxy: '' })).toEqual({ server: 'DE1', proxy: '' });
  });

  test("the API's refusal lands on the field it names; a conflict is the server's", () => {
    expect(fieldOfError({ password: '' }, 'password')).toBe('password');
    expect(fieldOfError({ email: 'x' }, 'email')).toBe('email');
    expect(fieldOfError({ type: 'castle' as never }, 'type')).toBe('tag');
    expect(fieldOfError({ server: 'DE1' }, null, 409)).toBe('server');
  });
});
