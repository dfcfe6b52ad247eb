import { expect, test } from 'bun:test';
import { suggestsStateChange } from './state-hints';

test('lines about logging in, stopping or failing suggest a new state', () => {
  for (const line of [
    'Start requested.',
    'Logged in as knight on INT1.',
    'Stop requested: finishing the current step, then logging out.',
    'Failed twice within a minute: the bot stays stopped. Start it again once the cause is fixed.',
    'Error: the game server did not answer',
    'Restarting in 2 s…',
  ]) {
    expect(suggestsStateChange(line)).toBe(true);
  }
});

test('routine lines do not', () => {
  expect(suggestsStateChange('Collected 1,200 coins in taxes in Keep. Stores: 10 wood.')).toBe(false);
  expect(suggestsStateChange('Feast held in Errorhold.')).toBe(false); // whole words only
});
