import { expect, test } from 'bun:test';
import { fixLinkFor } from './fix-link';

test('an error that asks for a fix links to where it is made', () => {
  expect(fixLinkFor('The game refused the login: wrong game password. Update the account and start again.', 'a1')).toEqual({
    href: '/accounts?edit=a1',
    label: 'Fix the game account',
  });
  expect(fixLinkFor("The game account's proxy cannot be used: refused. Change it on the Game Accounts page and start again.", 'a1')?.href).toBe(
    '/accounts?edit=a1',
  );
  expect(fixLinkFor("Your Starter plan's 2 hours of bot time for today are used up. Bots can run again after 00:00 UTC.")).toEqual({
    href: '/pricing',
    label: 'See plans',
  });
  expect(fixLinkFor('Your plan includes 1 bot slot and this bot is beyond them. Upgrade your plan or delete a bot to run it.')?.href).toBe('/pricing');
  expect(fixLinkFor('Stop the bots on this account before moving it to another server (1 running).')).toEqual({ href: '/dashboard', label: 'Your bots' });
  expect(fixLinkFor('This game account is used by a bot. Delete the bot first.')?.href).toBe('/dashboard');
  expect(fixLinkFor('Your Starter plan has 1 bot slot, all in use. Delete a bot or upgrade your plan to add another.')?.href).toBe('/pricing');
  expect(
    fixLinkFor('Confirm your e-mail address first: open the link we sent to k@example.com, or send a new one from the banner at the top of the app.'),
  ).toEqual({ href: '#confirm-email', label: 'Send the link again' });
  expect(fixLinkFor('The bot crashed: oops.')).toBeNull();
  expect(fixLinkFor(null)).toBeNull();
});
