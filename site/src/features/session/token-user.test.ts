import { describe, expect, test } from 'bun:test';
import { PLAYER, tokenFor, tokenWithClaims } from './test-tokens';
import { unexpiredUserFromToken, userFromToken } from './token-user';

describe("the user from a token's middle part", () => {
  test('sub, email and user_metadata become id, email and user_metadata', () => {
    expect(userFromToken(tokenFor())).toEqual(PLAYER);
  });

  test('non-ASCII claims survive base64url (a username with umlauts)', () => {
    const user = { ...PLAYER, user_metadata: { ...PLAYER.user_metadata, username: 'Jörg 🏰' } };
    expect(userFromToken(tokenFor(user))?.user_metadata.username).toBe('Jörg 🏰');
  });

  test('a token without three dot-separated parts is invalid', () => {
    const [header, claims] = tokenFor().split('.');
    for (const token of ['', 'abc', `${header}.${claims}`, `${tokenFor()}.extra`, `${header}..sig`]) expect(userFromToken(token)).toBeNull();
  });

  test('a middle part that is not JSON, or lacks a claim, is invalid', () => {
    expect(userFromToken('a.%%%.c')).toBeNull();
    expect(userFromToken(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeNull();
    expect(userFromToken(tokenWithClaims({ email: PLAYER.email, user_metadata: PLAYER.user_metadata }))).toBeNull();
    expect(userFromToken(tokenWithClaims({ sub: PLAYER.id, user_metadata: PLAYER.user_metadata }))).toBeNull();
    expect(userFromToken(tokenWithClaims({ sub: PLAYER.id, email: PLAYER.email, user_metadata: { plan: 'starter' } }))).toBeNull();
    expect(userFromToken(tokenWithClaims([1, 2]))).toBeNull();
  });
});

describe('the user of a token that has not expired', () => {
  test('before exp the user, from exp on nothing', () => {
    const token = tokenFor(PLAYER, { exp: 1_000 });
    expect(unexpiredUserFromToken(token, 999_999)).toEqual(PLAYER);
    expect(unexpiredUserFromToken(token, 1_000_000)).toBeNull();
  });

  test('a token without exp is not trusted', () => {
    expect(unexpiredUserFromToken(tokenFor(PLAYER, { exp: undefined }), 0)).toBeNull();
  });
});
