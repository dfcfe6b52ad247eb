/**
 * Reading the codebase's imports: which source files there are, what each imports (with its line and
 * whether it is `import type`), and where a specifier points. The boundary rules (boundaries.ts) and the
 * cycle finder (import-cycles.ts) both read the code through here.
 * Imports are read with a regular expression over `import … from`, `export … from` and `import(…)`:
 * enough for this codebase, which builds no import paths at run time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type Import = { specifier: string; line: number; typeOnly: boolean };

const SOURCE = /\.(ts|tsx|mts|astro)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro', '.tools', 'data', 'test-results']);
const IMPORT = /(?:^|[\s;}])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Test files, and the API's test helpers (api/test/). */
export const isTest = (path: string) => /\.(test|e2e)\.tsx?$/.test(path) || path.startsWith(join('api', 'test') + sep);

/** Where a specifier points, relative to the root, or null for a package. */
export function target(root: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('@shared/')) return join('shared', 'src', specifier.slice('@shared/'.length));
  if (!specifier.startsWith('.')) return null;
  return relative(root, resolve(root, dirname(file), specifier));
}

export function importsOf(source: string): Import[] {
  const found = [];
  for (const m of source.matchAll(IMPORT)) {
    const specifier = m[3] ?? m[4]!;
    const line = source.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0);
    found.push({ specifier, line, typeOnly: Boolean(m[2]) });
  }
  return found;
}

/** Every source file under `dir` (relative to `root`), as a path relative to the root. */
export function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const name of readdirSync(join(root, dir))) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(root, path);
    else if (SOURCE.test(name)) yield path;
  }
}

/** Each import of a file with where it points (null for a package). */
export function resolvedImports(root: string, file: string): Array<Import & { to: string | null }> {
  return importsOf(readFileSync(join(root, file), 'utf8')).map((found) => ({ ...found, to: target(root, file, found.specifier) }));
}
