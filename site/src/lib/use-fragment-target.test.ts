import { expect, test } from 'bun:test';
import { takeFragment } from './use-fragment-target';

test('the part the address names is brought into view once per page, not on later renders', () => {
  const seen = new Set<string>();
  expect(takeFragment('invoices', '#settings', seen)).toBe(false);
  expect(takeFragment('invoices', '', seen)).toBe(false);
  expect(takeFragment('invoices', '#invoices', seen)).toBe(true);
  // Drawn again (a refetch, the tab opened again) on the same address: left where the reader is.
  expect(takeFragment('invoices', '#invoices', seen)).toBe(false);
});
