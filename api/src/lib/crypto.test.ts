import { describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { createSealer } from './crypto';

describe('sealing secrets', () => {
  const sealer = createSealer(randomBytes(32));

  test('round-trips, and the sealed form holds no plaintext', () => {
    const sealed = sealer.seal('hunter2-Passwort-ä');
    expect(sealed).toStartWith('v1.');
    expect(sealed).not.toContain('hunter2');
    expect(sealer.open(sealed)).toBe('hunter2-Passwort-ä');
  });

  test('the same value seals differently each time (random IV)', () => {
    expect(sealer.seal('same')).not.toBe(sealer.seal('same'));
  });

  test('a tampered value or another key fails to open', () => {
    const sealed = sealer.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => sealer.open(parts.join('.'))).toThrow();
    expect(() => createSealer(randomBytes(32)).open(sealed)).toThrow();
  });

  test('refuses a key of the wrong size', () => {
    expect(() => createSealer(randomBytes(16))).toThrow('32 bytes');
  });
});
