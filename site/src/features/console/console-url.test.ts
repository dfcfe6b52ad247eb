import { expect, test } from 'bun:test';
import { consoleStreamUrl } from './console-url';

test('the first connection carries only the ticket', () => {
  expect(consoleStreamUrl('', 'b1', 'tk', 0)).toBe('/api/bots/b1/console?token=tk');
});

test('a resume names the last line id, in full digits', () => {
  expect(consoleStreamUrl('https://api.example/', 'b1', 'a.b+c', 1740000000000123)).toBe(
    'https://api.example/api/bots/b1/console?token=a.b%2Bc&lastEventId=1740000000000123',
  );
});

test('the bot id cannot escape its path segment', () => {
  expect(consoleStreamUrl('', '../x?y', 't', 0)).toBe('/api/bots/..%2Fx%3Fy/console?token=t');
});
