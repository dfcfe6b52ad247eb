import { expect, test } from 'bun:test';
import { avatarUrl, readDiscordUser } from './profile';

const nelly = {
  id: '80351110224678912',
  username: 'nelly',
  discriminator: '0',
  global_name: 'Nelly',
  avatar: '8342729096ea3675442027381ff50dfe',
  verified: true,
  email: 'nelly@discord.com',
  flags: 64,
};

test("Discord's user object becomes the profile we need, with the CDN avatar URL", () => {
  expect(readDiscordUser(nelly)).toEqual({
    id: '80351110224678912',
    username: 'nelly',
    avatarUrl: 'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    email: 'nelly@discord.com',
    verified: true,
  });
});

test('without the email scope, or without an avatar, those read as absent and unverified', () => {
  const { email: _e, verified: _v, ...identifyOnly } = nelly;
  expect(readDiscordUser({ ...identifyOnly, avatar: null })).toMatchObject({ avatarUrl: null, email: null, verified: false });
  expect(avatarUrl('1', null)).toBeNull();
});

test('a body that is not a Discord user is refused', () => {
  for (const body of [{}, { id: 80351110, username: 'x' }, { id: '../../etc', username: 'x' }, { id: '1' }]) {
    expect(() => readDiscordUser(body)).toThrow('Discord returned an unexpected user.');
  }
});
