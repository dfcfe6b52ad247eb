import { describe, expect, test } from 'bun:test';
import { whatItIs } from './bot-meta';

const templateLabel = 'Incoming Attack Guard';

describe('the line under a bot card’s name', () => {
  test('a name of its own: the template the bot runs', () => {
    expect(whatItIs({ templateLabel, name: 'Night watch' })).toBe('Incoming Attack Guard');
  });

  test('the name it was given at creation (template · account, numbered or not): nothing to add', () => {
    expect(whatItIs({ templateLabel, name: 'Incoming Attack Guard · Knight12' })).toBeNull();
    expect(whatItIs({ templateLabel, name: 'incoming attack guard · knight12 2' })).toBeNull();
  });

  test('only as whole words, and in the page’s language', () => {
    expect(whatItIs({ templateLabel, name: 'Incoming Attack Guardian' })).toBe('Incoming Attack Guard');
    expect(whatItIs({ templateLabel: 'Angriffswächter', name: 'Incoming Attack Guard · Knight12' })).toBe('Angriffswächter');
  });
});
