/** `npm run bench [-- name…]`: runs the benchmarks in bench/ (all, or the named ones) one after another. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/ferretdb';
import { BUN } from './lib/processes';

const wanted = process.argv.slice(2);
const all = readdirSync(join(ROOT, 'bench'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
let failed = false;
for (const name of wanted.length ? wanted : all) {
  if (!all.includes(name)) {
    console.error(`No benchmark named "${name}". Known: ${all.join(', ')}`);
    process.exit(1);
  }
  const proc = Bun.spawn([BUN, join('bench', `${name}.ts`)], { cwd: ROOT, stdout: 'inherit', stderr: 'inherit' });
  failed = (await proc.exited) !== 0 || failed;
}
process.exit(failed ? 1 : 0);
