import { expect, test } from 'bun:test';
import { ApiError } from '../../lib/api';
import { $toasts, errorMessage, showToast, toast, MAX_VISIBLE_TOASTS } from './store';

test('at most three toasts are visible, the newest kept', () => {
  for (let i = 1; i <= 5; i++) showToast('success', `toast ${i}`);
  expect($toasts.get().map((t) => t.message)).toEqual(['toast 3', 'toast 4', 'toast 5']);
  expect(MAX_VISIBLE_TOASTS).toBe(3);
});

test("an error toast shows the server's message, else the fallback", () => {
  expect(errorMessage(new Error('An account with this e-mail already exists.'), 'Authentication failed')).toBe('An account with this e-mail already exists.');
  expect(errorMessage(ApiError.withoutAnswer(), 'Authentication failed')).toBe('Authentication failed');
  expect(errorMessage(ApiError.withoutAnswer(502, 'req-9'), 'Authentication failed')).toBe('Authentication failed');
  expect(errorMessage('weird', 'Authentication failed')).toBe('Authentication failed');
});

test('an error toast that asks for a fix carries the link to where it is made; a success never does', () => {
  $toasts.set([]);
  toast.error('This game account is used by a bot. Delete the bot first.');
  toast.success('Bot deleted');
  expect($toasts.get().map((t) => t.link)).toEqual([{ href: '/dashboard', label: 'Your bots' }, null]);
});
