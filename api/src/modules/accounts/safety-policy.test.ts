import { expect, test } from 'bun:test';
import { loadSafetyPolicy } from './safety-policy';

test('SAFETY_LOCK_POLICY: halt by default, warn when asked, and anything else refuses to start', () => {
  expect(loadSafetyPolicy({})).toBe('halt');
  expect(loadSafetyPolicy({ SAFETY_LOCK_POLICY: ' warn ' })).toBe('warn');
  expect(() => loadSafetyPolicy({ SAFETY_LOCK_POLICY: 'off' })).toThrow('SAFETY_LOCK_POLICY must be one of halt, warn (got "off")');
});
