/**
 * `npm run restore FILE`: the embedded database becomes what the backup FILE (from `npm run backup` or
 * `npm start`'s daily one) holds. Castellan must be stopped; the current data is replaced only once the
 * backup has loaded whole. docs/operations.md, "Backups".
 */
import { join, resolve } from 'node:path';
import { ROOT } from './lib/ferretdb';
import { backupDir, listBackups, requireEmbeddedPostgres, restoreEmbedded } from './lib/backup';

const dataDir = process.env.DATA_DIR ?? join(ROOT, 'data');
const file = process.argv[2];
if (!file) {
  const known = listBackups(backupDir(dataDir));
  console.error(
    `Usage: npm run restore FILE${known.length ? `\n  Backups in ${backupDir(dataDir)}, newest last:\n${known.map((f) => `    ${f}`).join('\n')}` : ''}`,
  );
  process.exit(2);
}
requireEmbeddedPostgres(process.env, {
  mongodb: 'restore it with `mongorestore --uri "$MONGODB_URI" --archive=castellan.archive --gzip --drop`',
  sqlite: 'stop Castellan and put the copied data/db folder back.',
});
try {
  await restoreEmbedded(dataDir, resolve(file));
  console.log(`› restored ${file}. Start Castellan with the ENCRYPTION_KEY and JWT_SECRET it was backed up with.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
