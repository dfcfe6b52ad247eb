/**
 * The rule that reads FerretDB's answers about its PostgreSQL, on the answers measured while PostgreSQL was
 * killed, stopped, crashed and restarting (database-restart.test.ts makes them for real; their text is kept
 * here word for word, ports and all), and on answers that are real failures and must stay 500s.
 */
import { describe, expect, test } from 'bun:test';
import { isDatabaseUnavailable } from './db';
import { isStorageUnreachable } from './storage-errors';

/** FerretDB's answer as the driver throws it: a MongoServerError with code 1, InternalError. */
const ferretdb = (message: string, code = 1, codeName = 'InternalError') => Object.assign(new Error(message), { name: 'MongoServerError', code, codeName });

const FIND = '[msg_find.go:344 handler.handleMaxTimeMSError] [collection.go:109 postgresql.(*collection).Query] ';
const ITERATE =
  '[msg_find.go:344 handler.handleMaxTimeMSError] [values.go:79 iterator.ConsumeValuesN[...]] [projection_iterator.go:72 common.(*projectionIterator).Next] [filter_iterator.go:58 common.(*filterIterator).Next] [query_iterator.go:117 postgresql.(*queryIterator).Next] ';
const INSERT = '[msg_insert.go:102 handler.(*Handler).MsgInsert] ';
const CONNECT = 'failed to connect to `user=postgres database=ferretdb`:\n\t';

const MEASURED = {
  'PostgreSQL killed, an open session': `${ITERATE}FATAL: terminating connection due to unexpected postmaster exit (SQLSTATE 57P01)`,
  'PostgreSQL killed, nothing listens': `${FIND}${CONNECT}127.0.0.1:46111 (127.0.0.1): dial error: dial tcp 127.0.0.1:46111: connect: connection refused\n\t127.0.0.1:46111 (127.0.0.1): dial error: dial tcp 127.0.0.1:46111: connect: connection refused`,
  'PostgreSQL starting up': `${FIND}${CONNECT}127.0.0.1:46111 (127.0.0.1): tls error: server refused TLS connection\n\t127.0.0.1:46111 (127.0.0.1): server error: FATAL: the database system is starting up (SQLSTATE 57P03)`,
  'PostgreSQL recovering': `${INSERT}${CONNECT}127.0.0.1:46111 (127.0.0.1): tls error: server refused TLS connection\n\t127.0.0.1:46111 (127.0.0.1): server error: FATAL: the database system is not yet accepting connections (SQLSTATE 57P03)`,
  'PostgreSQL stopping, an open session': `${FIND}FATAL: terminating connection due to administrator command (SQLSTATE 57P01)`,
  'PostgreSQL stopping, a new session': `${FIND}${CONNECT}127.0.0.1:46111 (127.0.0.1): tls error: server refused TLS connection\n\t127.0.0.1:46111 (127.0.0.1): server error: FATAL: the database system is shutting down (SQLSTATE 57P03)`,
  'PostgreSQL stopping, the socket reset': `${FIND}${CONNECT}127.0.0.1:46111 (127.0.0.1): tls error: server refused TLS connection\n\t127.0.0.1:46111 (127.0.0.1): failed to receive message: read tcp 127.0.0.1:45500->127.0.0.1:46111: read: connection reset by peer`,
  'PostgreSQL stopping, reset during TLS': `${INSERT}${CONNECT}127.0.0.1:46111 (127.0.0.1): tls error: read tcp 127.0.0.1:45500->127.0.0.1:46111: read: connection reset by peer\n\t127.0.0.1:46111 (127.0.0.1): dial error: dial tcp 127.0.0.1:46111: connect: connection refused`,
  'a backend crashed, a session cut mid-answer': `${ITERATE}unexpected EOF`,
  'a backend crashed, an insert cut': `${INSERT}unexpected EOF`,
  'a backend crashed, the socket reset': `${FIND}read tcp 127.0.0.1:45504->127.0.0.1:46111: read: connection reset by peer`,
};

describe('FerretDB saying its PostgreSQL is away: the database is unavailable (503)', () => {
  for (const [phase, message] of Object.entries(MEASURED)) {
    test(phase, () => {
      expect(isStorageUnreachable(ferretdb(message))).toBe(true);
      expect(isDatabaseUnavailable(ferretdb(message))).toBe(true);
    });
  }
  test('a session PostgreSQL ends after another one crashed (57P02) and a lost connection (class 08)', () => {
    expect(isStorageUnreachable(ferretdb(`${FIND}FATAL: terminating connection because of crash of another server process (SQLSTATE 57P02)`))).toBe(true);
    expect(isStorageUnreachable(ferretdb(`${FIND}FATAL: connection failure (SQLSTATE 08006)`))).toBe(true);
  });
});

describe('real failures stay failures (a 500 that says something is wrong)', () => {
  test('PostgreSQL refusing the password or the database: a configuration to fix, not a wait', () => {
    const refused = `${FIND}${CONNECT}127.0.0.1:46111 (127.0.0.1): tls error: server refused TLS connection\n\t127.0.0.1:46111 (127.0.0.1): server error: FATAL: password authentication failed for user "postgres" (SQLSTATE 28P01)`;
    expect(isDatabaseUnavailable(ferretdb(refused))).toBe(false);
    expect(
      isDatabaseUnavailable(ferretdb(`${FIND}${CONNECT}127.0.0.1:46111 (127.0.0.1): server error: FATAL: database "ferretdb" does not exist (SQLSTATE 3D000)`)),
    ).toBe(false);
  });
  test('a query PostgreSQL rejects, or an InternalError about anything else', () => {
    expect(isDatabaseUnavailable(ferretdb(`${FIND}ERROR: invalid input syntax for type json (SQLSTATE 22P02)`))).toBe(false);
    expect(isDatabaseUnavailable(ferretdb(`${FIND}ERROR: relation "ferretdb.users_1" does not exist (SQLSTATE 42P01)`))).toBe(false);
    expect(isDatabaseUnavailable(ferretdb('[msg_update.go:60 handler.(*Handler).MsgUpdate] unexpected EOF in the middle of a document'))).toBe(false);
  });
  test("the same words under another code: only FerretDB's InternalError carries PostgreSQL's", () => {
    const startingUp = MEASURED['PostgreSQL starting up'];
    expect(isDatabaseUnavailable(ferretdb(startingUp, 2, 'BadValue'))).toBe(false);
    expect(isDatabaseUnavailable(new Error(startingUp))).toBe(false);
    expect(isDatabaseUnavailable(ferretdb('E11000 duplicate key error collection: users', 11000, 'DuplicateKey'))).toBe(false);
    expect(isDatabaseUnavailable(ferretdb('findAndModify: support for field "fields" is not implemented yet', 238, 'NotImplemented'))).toBe(false);
  });
});
