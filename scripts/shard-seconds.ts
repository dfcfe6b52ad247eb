/**
 * `bun scripts/shard-seconds.ts`: refreshes the shards' table of each test file's seconds
 * (`scripts/lib/test-seconds.json`, read by `scripts/lib/test-shards.ts`) from the junit reports that the
 * last `npm test` or `bun scripts/test.ts --unit-only` left in `test-results/unit-N.xml`. Run it after a
 * full run on the 2-core machine, when a file's time changed a lot.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/ferretdb';
import { fileTimes } from './lib/suite-times';
import { secondsTable } from './lib/test-shards';

const reports = [...new Bun.Glob('unit-*.xml').scanSync({ cwd: join(ROOT, 'test-results') })];
if (!existsSync(join(ROOT, 'test-results')) || reports.length === 0) {
  console.error('No test-results/unit-N.xml: run `bun scripts/test.ts --unit-only` first.');
  process.exit(1);
}
const times = reports.flatMap((report) => fileTimes(readFileSync(join(ROOT, 'test-results', report), 'utf8')));
const table = secondsTable(times);
writeFileSync(join(ROOT, 'scripts/lib/test-seconds.json'), `${JSON.stringify(table, null, 2)}\n`);
console.log(`scripts/lib/test-seconds.json: ${Object.keys(table).length} files of ${times.length} listed (the rest count 1 s), from ${reports.length} reports`);
