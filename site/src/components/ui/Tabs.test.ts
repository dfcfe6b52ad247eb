import { expect, test } from 'bun:test';
import { tabStep } from './Tabs';

test('arrow keys move along the tabs in the page’s direction: in Arabic ArrowLeft is the next tab', () => {
  expect(tabStep('ArrowRight', 'ltr')).toBe(1);
  expect(tabStep('ArrowLeft', 'ltr')).toBe(-1);
  expect(tabStep('ArrowLeft', 'rtl')).toBe(1);
  expect(tabStep('ArrowRight', 'rtl')).toBe(-1);
  expect(tabStep('ArrowDown', 'rtl')).toBe(0);
  expect(tabStep('Enter', 'ltr')).toBe(0);
});
