import { describe, expect, test } from 'bun:test';
import { accountChanges, editFormFor, fieldOfError } from './edit-form';

const direct = { proxy: null, yield_minutes: 15 };
const proxied = { proxy: 'socks5://proxy.example:1080', yield_minutes: 30 };

describe('edit account form', () => {
  test('starts from the saved values: the proxy as shown (no login) and the minutes', () => {
    expect(editFormFor(direct)).toEqual({ proxy: '', yieldMinutes: '15' });
    expect(editFormFor(proxied)).toEqual({ proxy: 'socks5://proxy.example:1080', yieldMinutes: '30' });
  });

  test('an untouched proxy is not sent, so a saved login survives a change of the minutes', () => {
    expect(accountChanges(proxied, { proxy: 'socks5://proxy.example:1080', yieldMinutes: '45' })).toEqual({ yield_minutes: 45 });
    expect(accountChanges(proxied, editFormFor(proxied))).toEqual({});
  });

  test('a new proxy is sent trimmed; an emptied field removes it', () => {
    expect(accountChanges(direct, { proxy: '  http://u:p@10.0.0.1:3128 ', yieldMinutes: '15' })).toEqual({ proxy: 'http://u:p@10.0.0.1:3128' });
    expect(accountChanges(proxied, { proxy: '  ', yieldMinutes: '30' })).toEqual({ proxy: '' });
  });

  test('blank or odd minutes go to the API as they are, for it to refuse in its words', () => {
    expect(accountChanges(direct, { proxy: '', yieldMinutes: '' }).yield_minutes).toBeNaN();
    expect(JSON.stringify(accountChanges(direct, { proxy: '', yieldMinutes: '' }))).toBe('{"yield_minutes":null}');
    expect(accountChanges(direct, { proxy: '', yieldMinutes: '2.5' })).toEqual({ yield_minutes: 2.5 });
  });

  test("a refusal belongs to the proxy when the proxy is one the shared check refuses, else to the minutes", () => {
    expect(fieldOfError({ proxy: 'proxy.example:1080', yield_minutes: 500 })).toBe('proxy');
    expect(fieldOfError({ proxy: 'socks5://proxy.example:1080', yield_minutes: 500 })).toBe('yieldMinutes');
    expect(fieldOfError({ proxy: '', yield_minutes: 0 })).toBe('yieldMinutes');
    expect(fieldOfError({ yield_minutes: 0 })).toBe('yieldMinutes');
  });
});
