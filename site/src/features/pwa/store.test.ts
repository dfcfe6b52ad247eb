import { expect, test } from 'bun:test';
import { INSTALL_SNOOZE_MS, installSnoozed } from './store';

test('"Not now" snoozes the install prompt for a month', () => {
  expect(installSnoozed(null, 1000)).toBe(false);
  expect(installSnoozed(0, INSTALL_SNOOZE_MS - 1)).toBe(true);
  expect(installSnoozed(0, INSTALL_SNOOZE_MS)).toBe(false);
});
