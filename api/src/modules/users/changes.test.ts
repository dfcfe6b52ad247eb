/** Which user changes may change a right an open stream rests on (changes.ts): the plan, the address, nothing else. */
import { expect, test } from 'bun:test';
import { savedRights, touchesRights } from './changes';

test('an update that writes the plan or the address touches rights; bot time or the last sign-in does not', () => {
  expect(touchesRights({ $set: { plan: 'starter' } })).toBe(true);
  expect(touchesRights({ plan: 'plus' })).toBe(true);
  expect(touchesRights({ $set: { email: 'new@example.com', emailVerifiedAt: new Date() } })).toBe(true);
  expect(touchesRights({ $unset: { plan: 1 } })).toBe(true);
  expect(touchesRights({ $inc: { botTimeSeconds: 60 } })).toBe(false);
  expect(touchesRights({ $set: { lastSignInAt: new Date(), language: 'de' } })).toBe(false);
  expect(touchesRights(null)).toBe(false);
});

test('a save touches rights when the user is new or its plan or address changed', () => {
  const doc = (isNew: boolean, modified: string[]) => ({ isNew, isModified: (path: string) => modified.includes(path) });
  expect(savedRights(doc(true, []))).toBe(true);
  expect(savedRights(doc(false, ['plan']))).toBe(true);
  expect(savedRights(doc(false, ['email']))).toBe(true);
  expect(savedRights(doc(false, ['lastSignInAt', 'emailVerifiedAt']))).toBe(false);
});
