import { expect, test } from 'bun:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fill } from './fill';

const html = (text: string, values: Record<string, unknown>) => renderToStaticMarkup(createElement('p', null, ...fill(text, values as never)));

test('elements go where the sentence has their placeholder, in any order', () => {
  const values = { name: createElement('strong', null, 'Ada'), when: 'today' };
  expect(html('Hello {name}, {when}.', values)).toBe('<p>Hello <strong>Ada</strong>, today.</p>');
  expect(html('{when}: {name}', values)).toBe('<p>today: <strong>Ada</strong></p>');
});

test('a placeholder without a value stays as written', () => {
  expect(html('Type {word}', {})).toBe('<p>Type {word}</p>');
});
