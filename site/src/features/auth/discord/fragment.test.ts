import { expect, test } from 'bun:test';
import { parseCallbackFragment } from './fragment';

test('the fragment gives the access token or the error', () => {
  expect(parseCallbackFragment('#access_token=a.b.c')).toEqual({ accessToken: 'a.b.c', error: null });
  expect(parseCallbackFragment('#error=access_denied')).toEqual({ accessToken: null, error: 'access_denied' });
  expect(parseCallbackFragment('access_token=x&error=y')).toEqual({ accessToken: 'x', error: 'y' });
});

test('an empty or unrelated fragment has neither', () => {
  for (const hash of ['', '#', '#access_token=', '#state=1']) expect(parseCallbackFragment(hash)).toEqual({ accessToken: null, error: null });
});

test("a two-factor user's fragment carries the second step's challenge", () => {
  expect(parseCallbackFragment('#second_step=c.h.a')).toEqual({ accessToken: null, error: null, secondStep: 'c.h.a' });
});
