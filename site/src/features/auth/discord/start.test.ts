import { expect, test } from 'bun:test';
import { ApiError } from '../../../lib/api';
import { startFailureText } from './start';

test("a 503 reads as unavailable; other failures show the server's message or the fallback", () => {
  expect(startFailureText(new ApiError('Discord authentication currently unavailable: Discord sign-in is not configured.', 503))).toBe(
    'Discord authentication currently unavailable',
  );
  expect(startFailureText(ApiError.withoutAnswer())).toBe('Discord authentication failed');
  expect(startFailureText(new ApiError('Too many requests.', 429))).toBe('Too many requests.');
});
