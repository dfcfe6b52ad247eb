import { describe, expect, test } from 'bun:test';
import { withDatabaseName } from './database';

describe('withDatabaseName', () => {
  test.each([
    ['mongodb://mongo:27017/castellan', 'mongodb://mongo:27017/bench_x'],
    ['mongodb://mongo:27017', 'mongodb://mongo:27017/bench_x'],
    ['mongodb://u:p@h1:1,h2:2/prod?replicaSet=rs0&authSource=admin', 'mongodb://u:p@h1:1,h2:2/bench_x?replicaSet=rs0&authSource=admin'],
    ['mongodb+srv://u:p@cluster.example.net/?retryWrites=true', 'mongodb+srv://u:p@cluster.example.net/bench_x?retryWrites=true'],
  ])('%s names its own database', (uri, expected) => {
    expect(withDatabaseName(uri, 'bench_x')).toBe(expected);
  });

  test('refuses what is not a MongoDB address', () => {
    expect(() => withDatabaseName('postgres://h/db', 'bench_x')).toThrow('not a mongodb:// or mongodb+srv:// address');
  });
});
