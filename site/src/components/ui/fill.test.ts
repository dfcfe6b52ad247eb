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

test('in a right-to-left language what goes in a place is isolated (FSI … PDI), an element too; a number is not', () => {
  const arabic = (text: string, values: Record<string, unknown>) => renderToStaticMarkup(createElement('p', null, ...fill(text, values as never, 'ar')));
  expect(arabic('أنشأه {name} {when}', { name: createElement('strong', null, 'Ada'), when: 'today' })).toBe(
    '<p>أنشأه \u2068<strong>Ada</strong>\u2069 \u2068today\u2069</p>',
  );
  expect(arabic('{count} بوت', { count: 3 })).toBe('<p>3 بوت</p>');
  expect(html('Hello {name}, {when}.', { name: createElement('strong', null, 'Ada'), when: 'today' })).toBe('<p>Hello <strong>Ada</strong>, today.</p>');
});
