import { describe, expect, test } from 'bun:test';
import { createRunnerKeys, sealForRunner } from './seal';

describe('sessions sealed to a runner', () => {
  test('the runner opens what was sealed to it; the text is nowhere in the sealed form', () => {
    const keys = createRunnerKeys('runner-a');
    const sealed = sealForRunner('runner-a', keys.publicKey, JSON.stringify({ password: 'hunter2-secret' }));
    expect(sealed).not.toContain('hunter2');
    expect(JSON.parse(keys.open(sealed))).toEqual({ password: 'hunter2-secret' });
  });

  test('another runner, or the right key under another runner id, cannot open it', () => {
    const a = createRunnerKeys('runner-a');
    const b = createRunnerKeys('runner-b');
    const sealed = sealForRunner('runner-a', a.publicKey, 'secret');
    expect(() => b.open(sealed)).toThrow();
    expect(() => createRunnerKeys('runner-b').open(sealForRunner('runner-b', a.publicKey, 'secret'))).toThrow();
    expect(() => a.open(sealForRunner('runner-b', a.publicKey, 'secret'))).toThrow();
  });

  test('a tampered message is refused', () => {
    const keys = createRunnerKeys('runner-a');
    const parts = sealForRunner('runner-a', keys.publicKey, 'secret').split('.');
    // One bit of the ciphertext flipped (replacing a byte could replace it with itself, once in 256 runs).
    const ciphertext = Buffer.from(parts[4]!, 'base64url');
    ciphertext[0] = ciphertext[0]! ^ 1;
    parts[4] = ciphertext.toString('base64url');
    expect(() => keys.open(parts.join('.'))).toThrow();
  });
});
