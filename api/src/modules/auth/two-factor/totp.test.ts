import { describe, expect, test } from 'bun:test';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery';
import { qrCodeDataUrl } from './qr';

// RFC 6238 Appendix B, the SHA1 rows: the ASCII seed "12345678901234567890", 8-digit codes.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  test.each(RFC_VECTORS)('RFC 6238 vector at %i s is %s', (seconds, code) => {
    const step = totpStep(seconds * 1000);
    expect(totpCode(RFC_SEED, step, 8)).toBe(code);
    // The 6-digit code apps show is the same number's last six digits.
    expect(totpCode(RFC_SEED, step)).toBe(code.slice(2));
    // ...and the base32 form of the seed gives the same code.
    expect(totpCode(base32Encode(RFC_SEED), step)).toBe(code.slice(2));
  });

  test('base32 round-trips and matches RFC 4648 test vectors (no padding)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb-oi====').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1W')).toThrow();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
  });

  test('matchTotp accepts the current step and one either side, not two', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, step), { now })).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), { now })).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), { now })).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), { now })).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 2), { now })).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step - 2), { now, window: 2 })).toBe(step - 2);
    // Spaces as apps show them ("123 456") are fine; anything not six digits is not a code.
    const code = totpCode(secret, step);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { now })).toBe(step);
    expect(matchTotp(secret, code.slice(0, 5), { now })).toBeNull();
    expect(matchTotp(secret, `${code}0`, { now })).toBeNull();
    expect(matchTotp(secret, 'abcdef', { now })).toBeNull();
  });

  test('matchTotp refuses a step already used (replay) and older ones', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const code = totpCode(secret, step);
    expect(matchTotp(secret, code, { now, after: step - 1 })).toBe(step);
    expect(matchTotp(secret, code, { now, after: step })).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step - 1), { now, after: step })).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 1), { now, after: step })).toBe(step + 1);
  });

  test('a code of another secret does not match', () => {
    const now = Date.now();
    expect(matchTotp(newTotpSecret(), totpCode(newTotpSecret(), totpStep(now)), { now })).toBeNull();
  });

  test('otpauthUri encodes label and parameters', () => {
    const uri = otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'ann+bots@example.com' });
    expect(uri).toBe('otpauth://totp/Castellan:ann%2Bbots%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Castellan&algorithm=SHA1&digits=6&period=30');
    const odd = new URL(otpauthUri({ secret: 'AAAA', account: 'a b:c&d', issuer: 'Castle & Co' }));
    expect(odd.searchParams.get('issuer')).toBe('Castle & Co');
    expect(odd.host).toBe('totp');
    // Only the label's own separator is a bare colon: the account's is encoded, so apps split it right.
    expect(odd.pathname).toBe('/Castle%20%26%20Co:a%20b%3Ac%26d');
    expect(odd.search).not.toContain(' ');
  });
});

describe('recovery codes', () => {
  test('ten distinct codes of 50 bits, stored as their SHA-256', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(hashes).toEqual(codes.map(hashRecoveryCode));
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newRecoveryCodes().codes).not.toEqual(codes);
  });

  test('typed codes are forgiven case, spaces and a missing dash', () => {
    expect(normaliseRecoveryCode('K7F3Q-2MZT2')).toBe('k7f3q-2mzt2');
    expect(normaliseRecoveryCode(' k7f3q 2mzt2 ')).toBe('k7f3q-2mzt2');
    expect(normaliseRecoveryCode('k7f3q2mzt2')).toBe('k7f3q-2mzt2');
    expect(hashRecoveryCode('K7F3Q2MZT2')).toBe(hashRecoveryCode('k7f3q-2mzt2'));
    expect(normaliseRecoveryCode('k7f3q-2mzt')).toBeNull();
    expect(normaliseRecoveryCode('k7f3q-2mzt21')).toBeNull();
    expect(normaliseRecoveryCode('k7f3q-9mzt2')).toBeNull(); // 9 is not base32
    expect(hashRecoveryCode('nonsense')).not.toBe(hashRecoveryCode('k7f3q-2mzt2'));
  });
});

describe('QR code', () => {
  test('is an SVG data URL that carries the otpauth URI', () => {
    const uri = otpauthUri({ secret: newTotpSecret(), account: 'player@example.com' });
    const url = qrCodeDataUrl(uri);
    expect(url).toStartWith('data:image/svg+xml;base64,');
    const svg = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8');
    expect(svg).toStartWith('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('<path');
    expect(svg.trim()).toEndWith('</svg>');
    // A different URI draws a different symbol.
    expect(qrCodeDataUrl(otpauthUri({ secret: newTotpSecret(), account: 'player@example.com' }))).not.toBe(url);
  });
});
