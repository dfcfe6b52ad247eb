/**
 * `npm run backup`: a consistent snapshot of the embedded database into data/backups (BACKUP_DIR), while
 * Castellan runs or not. `npm run restore FILE` brings one back. docs/operations.md, "Backups".
 */
import { join } from 'node:path';
import { ROOT } from './lib/ferretdb';
import { backupEmbedded, requireEmbeddedPostgres } from './lib/backup';

requireEmbeddedPostgres(process.env, {
  mongodb: 'back it up with `mongodump --uri "$MONGODB_URI" --archive=castellan.archive --gzip`',
  sqlite: 'stop Castellan and copy the data/db folder.',
});
try {
  const file = await backupEmbedded(process.env.DATA_DIR ?? join(ROOT, 'data'));
  console.log(`› backup written: ${file}`);
  console.log('  Keep ENCRYPTION_KEY and JWT_SECRET beside it: without them its sealed secrets cannot be read (docs/operations.md).');
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
