import { expect, test } from 'bun:test';
import { formatBytes, formatMoney } from './format';

test('revenue shows two decimals in its currency', () => {
  expect(formatMoney(69.98, 'usd')).toBe('$69.98');
  expect(formatMoney(0, 'usd')).toBe('$0.00');
  expect(formatMoney(1234.5, 'eur')).toBe('€1,234.50');
});

test('memory in MiB', () => {
  expect(formatBytes(44 * 1024 * 1024)).toBe('44.0 MiB');
  expect(formatBytes(0)).toBe('—');
});
