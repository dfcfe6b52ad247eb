/**
 * Loaded before every `bun test` file. Gives the whole run one fresh database: the MONGODB_URI the
 * launcher passed (npm test starts a fresh FerretDB), or an embedded FerretDB started here on a temp
 * folder when a test file is run on its own.
 */
import { afterAll, beforeAll } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFerretDB, type Database } from '../../scripts/lib/ferretdb';
import { startNats, type Nats } from '../../scripts/lib/nats';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { setLogLevel } from '../src/lib/logger';
import { cheapenPasswordHashingForTests } from '../src/modules/auth/password';

process.env.NODE_ENV = 'test';
const scratch = mkdtempSync(join(tmpdir(), 'castellan-test-'));
process.env.DATA_DIR ??= join(scratch, 'data');
setLogLevel((process.env.LOG_LEVEL as 'error') ?? 'error');
// Users in tests only need to exist: argon2id at production's cost was 55 ms of CPU a sign-up or sign-in.
cheapenPasswordHashingForTests();

// Started at load time, so test files may build their app (and read MONGODB_URI) at module level.
let embedded: Database | undefined;
if (!process.env.MONGODB_URI) {
  embedded = await startFerretDB(join(scratch, 'db'), `test_${Date.now()}`, { throwaway: true });
  process.env.MONGODB_URI = embedded.uri;
  // Lets tests look into the database files themselves (e.g. for plaintext secrets).
  process.env.TEST_DB_DIR = join(scratch, 'db');
  // And into its PostgreSQL, as npm test's shards do (the indexes FerretDB's filters can use).
  if (embedded.storage) process.env.EMBEDDED_POSTGRES_URL ??= embedded.storage.url;
}
// The engine likewise (npm test passes one for the whole run).
let engine: Nats | undefined;
if (!process.env.NATS_URL) {
  engine = await startNats(join(scratch, 'nats'));
  process.env.NATS_URL = engine.url;
}

// And a mail catcher (npm test passes one as MAILBOX_URL): tests read their mails there (api/test/mailbox.ts),
// and never reach a relay a developer's SMTP_URL may name.
let mailCatcher: MailCatcher | undefined;
if (!process.env.MAILBOX_URL) {
  mailCatcher = await startMailCatcher({ quiet: true });
  process.env.SMTP_URL = mailCatcher.smtpUrl;
  process.env.MAILBOX_URL = mailCatcher.httpUrl;
  delete process.env.MAIL;
}

beforeAll(async () => {
  // Every model is loaded before indexes are synced, as the API's entry does: a test file that loads a
  // model later would otherwise run without its unique indexes.
  await import('../src/app');
  const { connectDatabase } = await import('../src/lib/db');
  await connectDatabase(process.env.MONGODB_URI!);
  // Loading the whole app took over bun's 5 s default on a loaded 2-core machine (load 12–19), failing a
  // file run on its own (`bun test path`) before its first test; npm test passes --timeout=30000. A shard's
  // first file loads it beside three other shards and the type checks: over 60 s at load 40.
}, 180_000);

afterAll(async () => {
  const { disconnectDatabase } = await import('../src/lib/db');
  await disconnectDatabase();
  await engine?.stop();
  await embedded?.stop();
  await mailCatcher?.stop();
  rmSync(scratch, { recursive: true, force: true });
});
