/**
 * The embedded FerretDB answering that its PostgreSQL is away (killed, stopping, starting, recovering).
 *
 * FerretDB 1.24 answers every storage failure as code 1, `InternalError`: its `handlererrors.ProtocolError`
 * turns any error that is not one of its own command or write errors into `NewCommandError(errInternalError,
 * err)`, the message being the Go error chain, which ends with pgx's own text (FerretDB/FerretDB
 * internal/handler/handlererrors/error.go; jackc/pgx pgconn/errors.go: `PgError.Error()` is
 * "<severity>: <message> (SQLSTATE <code>)", `ConnectError` "failed to connect to `user=… database=…`: …").
 * So the rule reads that text, and only for that code (whatever the driver's class: a bulk write's
 * MongoBulkWriteError carries the same code and text, measured): a real bug (a query FerretDB cannot run,
 * a constraint) has another code or another cause and stays a 500.
 *
 * Measured (database-restart.test.ts and by hand, FerretDB 1.24.2 over PostgreSQL 15), every error below
 * prefixed with FerretDB's frames (`[msg_find.go:123 handler.handleMaxTimeMSError] …`):
 * - PostgreSQL killed: open sessions "FATAL: terminating connection due to unexpected postmaster exit
 *   (SQLSTATE 57P01)", then "failed to connect to `…`: … dial error: … connection refused" until it
 *   listens again, then "server error: FATAL: the database system is starting up (SQLSTATE 57P03)" and
 *   "… is not yet accepting connections (SQLSTATE 57P03)" while it recovers.
 * - PostgreSQL stopped fast (SIGINT): "terminating connection due to administrator command (SQLSTATE
 *   57P01)", "the database system is shutting down (SQLSTATE 57P03)", "tls error: read tcp …: read:
 *   connection reset by peer" and "failed to receive message: … connection reset by peer", then as above.
 * - A PostgreSQL backend crashed (the cluster resets every session): "unexpected EOF" or "read tcp …: read:
 *   connection reset by peer" (a session cut in the middle of an answer), then "not yet accepting
 *   connections (SQLSTATE 57P03)". PostgreSQL's own word for the sessions it ends after a crash is 57P02
 *   (crash_shutdown), said when the session can still write it.
 * FerretDB itself killed or restarting never reaches here: the driver's own network and server-selection
 * errors say it (lib/db.ts).
 */

/** FerretDB's code and code name for an error that is not one of its own (ProtocolError's fallback). */
const FERRETDB_INTERNAL_ERROR = { code: 1, codeName: 'InternalError' };

/**
 * PostgreSQL's SQLSTATEs for "not reachable now": class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery).
 */
const UNREACHABLE_SQLSTATE = /\(SQLSTATE (?:08[0-9A-Z]{3}|57P0[123])\)/;

/** pgx could not open a connection for a network reason (not, say, a refused password: that has a SQLSTATE). */
const CONNECT_FAILED = /failed to connect to `[^`]*`:[\s\S]*(?:dial error|connection reset by peer|failed to receive message)/;

/**
 * The connection was cut under a query: the error chain ends with the socket's last word ("unexpected
 * EOF" and "read tcp …: read: connection reset by peer", measured; pgx's "conn closed" and a write's
 * "broken pipe" for the same cut seen on the way out).
 */
const CONNECTION_CUT =
  /(?:^|\] )(?:unexpected EOF|conn closed|(?:write failed: )?(?:read|write) tcp \S+: (?:read|write): (?:connection reset by peer|broken pipe))$/;

/** Whether FerretDB answered that its PostgreSQL cannot be reached right now (see above for each case). */
export function isStorageUnreachable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, codeName, message } = err as { code?: unknown; codeName?: unknown; message?: unknown };
  if (code !== FERRETDB_INTERNAL_ERROR.code || codeName !== FERRETDB_INTERNAL_ERROR.codeName || typeof message !== 'string') return false;
  return UNREACHABLE_SQLSTATE.test(message) || CONNECT_FAILED.test(message) || CONNECTION_CUT.test(message);
}
