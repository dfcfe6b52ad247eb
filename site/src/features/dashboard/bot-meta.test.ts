import { describe, expect, test } from 'bun:test';
import { whatItIs } from './bot-meta';

const onServer = (server: string) => `Server ${server}`;
const bot = { templateLabel: 'Incoming Attack Guard', accountName: 'Knight12', server: 'INT1' };

describe('the line under a bot card’s name', () => {
  test('a name of its own: the template, the account and its server', () => {
    expect(whatItIs({ ...bot, name: 'Night watch' }, onServer)).toBe('Incoming Attack Guard · Knight12 (INT1)');
  });

  test('the name it was given at creation (template · account, numbered or not): only the server is new', () => {
    expect(whatItIs({ ...bot, name: 'Incoming Attack Guard · Knight12' }, onServer)).toBe('Server INT1');
    expect(whatItIs({ ...bot, name: 'incoming attack guard · knight12 2' }, onServer)).toBe('Server INT1');
  });

  test('what the name says of one is left out, and only as whole words', () => {
    expect(whatItIs({ ...bot, name: 'Incoming Attack Guard for the alliance' }, onServer)).toBe('Knight12 (INT1)');
    expect(whatItIs({ ...bot, name: 'Guard of Knight12' }, onServer)).toBe('Incoming Attack Guard · Server INT1');
    expect(whatItIs({ ...bot, name: 'Guard of Knight123' }, onServer)).toBe('Incoming Attack Guard · Knight12 (INT1)');
  });
});
