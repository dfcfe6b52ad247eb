import { expect, test } from 'bun:test';
import { filenameFromDisposition } from './content-disposition';

const FALLBACK = 'castellan-data.json';

test("the API's own header gives its dated name", () => {
  expect(filenameFromDisposition('attachment; filename="castellan-data-2025-03-04.json"', FALLBACK)).toBe('castellan-data-2025-03-04.json');
});

test('an unquoted name, and other parameters around it', () => {
  expect(filenameFromDisposition('attachment; filename=data.json; size=10', FALLBACK)).toBe('data.json');
  expect(filenameFromDisposition('attachment;filename = "a b.json" ;creation-date="x"', FALLBACK)).toBe('a b.json');
});

test('filename* (UTF-8, percent-encoded) wins over filename', () => {
  expect(filenameFromDisposition(`attachment; filename="plain.json"; filename*=UTF-8''donn%C3%A9es.json`, FALLBACK)).toBe('données.json');
});

test('escaped quotes inside a quoted name are kept as quotes', () => {
  expect(filenameFromDisposition('attachment; filename="my \\"data\\".json"', FALLBACK)).toBe('my "data".json');
});

test('folders and control characters are dropped; nothing usable gives the fallback', () => {
  expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', FALLBACK)).toBe('passwd');
  expect(filenameFromDisposition('attachment; filename="a\\\\b\u0007.json"', FALLBACK)).toBe('b.json');
  expect(filenameFromDisposition('attachment; filename=".."', FALLBACK)).toBe(FALLBACK);
  expect(filenameFromDisposition('attachment', FALLBACK)).toBe(FALLBACK);
  expect(filenameFromDisposition(null, FALLBACK)).toBe(FALLBACK);
  expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, FALLBACK)).toBe(FALLBACK);
});
