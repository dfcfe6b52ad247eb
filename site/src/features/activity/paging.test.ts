import { describe, expect, test } from 'bun:test';
import { appendPage, nextPageQuery } from './paging';

const entry = (id: string) => ({ id, label: `Entry ${id}` });

describe('appendPage', () => {
  test('older entries go after the ones shown, and next comes from the new page', () => {
    const after = appendPage({ entries: [entry('3'), entry('2')], next: '2025-01-02T00:00:00.000Z' }, { entries: [entry('1')], next: null });
    expect(after.entries.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(after.next).toBeNull();
  });
  test('an entry on both pages (same time at the edge) shows once', () => {
    const after = appendPage({ entries: [entry('3'), entry('2')], next: 'x' }, { entries: [entry('2'), entry('1')], next: 'y' });
    expect(after.entries.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(after.next).toBe('y');
  });
  test('the first page onto nothing', () => {
    expect(appendPage({ entries: [], next: null }, { entries: [entry('a')], next: 'n' })).toEqual({ entries: [entry('a')], next: 'n' });
  });
});

describe('nextPageQuery', () => {
  test('the first page has no before; later ones pass next', () => {
    expect(nextPageQuery(null, 20)).toEqual({ limit: 20 });
    expect(nextPageQuery({ entries: [], next: '2025-01-02T00:00:00.000Z' }, 20)).toEqual({ limit: 20, before: '2025-01-02T00:00:00.000Z' });
    expect(nextPageQuery({ entries: [], next: null }, 20)).toEqual({ limit: 20 });
  });
});
