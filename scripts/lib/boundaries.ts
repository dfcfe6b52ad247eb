/**
 * The import lines of the codebase, checked (part of `npm run check`):
 *
 *   site ──▶ shared ◀── api          shared imports nothing of ours outside shared/
 *   simulator ──▶ shared              the local game server speaks the game's wire, never our runtime's code
 *   site ──▶ api only as `import type` (the Eden client's `App`)
 *   api/src/runtime ──╳──▶ api/src/modules   the bot runtime (runner nodes too) never reaches into a feature
 *   no cycle between feature modules        a module's imports (not `import type`) never lead back to it
 *   a module's model is its own              others call its functions (types may be shared); auth, which
 *                                            keeps the users' credentials, reads users' model
 *
 * Tests may cross the runtime's line (a fleet test reads the bots' documents to check them), never the others.
 * Imports are read with a regular expression over `import … from`, `export … from` and `import(…)`:
 * enough for this codebase, which builds no import paths at run time.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type Violation = { file: string; line: number; specifier: string; rule: string };

type Area = 'site' | 'shared' | 'api' | 'runtime' | 'modules' | 'simulator' | 'other';

const SOURCE = /\.(ts|tsx|mts|astro)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro', '.tools', 'data', 'test-results']);
const IMPORT = /(?:^|[\s;}])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function areaOf(path: string): Area {
  const parts = path.split(sep);
  if (parts[0] === 'site') return 'site';
  if (parts[0] === 'shared') return 'shared';
  if (parts[0] === 'simulator') return 'simulator';
  if (parts[0] === 'api') {
    if (parts[1] === 'src' && parts[2] === 'runtime') return 'runtime';
    if (parts[1] === 'src' && parts[2] === 'modules') return 'modules';
    return 'api';
  }
  return 'other';
}

/** Test files, and the API's test helpers (api/test/). */
const isTest = (path: string) => /\.(test|e2e)\.tsx?$/.test(path) || path.startsWith(join('api', 'test') + sep);

/**
 * A script's dry run: its own process plays one game hour on a fresh local game server, so it starts the
 * simulator. The one file of the API outside tests that may.
 */
const isDryRun = (path: string) => path === join('api', 'src', 'runtime', 'script', 'dry-run.ts');

/** The rule an import from `from` to `to` breaks, or null. `typeOnly`: an `import type`. */
export function brokenRule(from: string, to: string, typeOnly: boolean): string | null {
  const a = areaOf(from);
  const b = areaOf(to);
  if (a === 'modules' && b === 'modules' && !typeOnly && !isTest(from) && /\.model(\.ts)?$/.test(to)) {
    const owner = to.split(sep)[3];
    const reader = from.split(sep)[3];
    if (owner !== reader && !(reader === 'auth' && owner === 'users')) return "a module reads another module's data through its functions, never its model";
  }
  if (a === b) return null;
  if (a === 'shared' && b !== 'shared') return 'shared/ imports nothing of ours outside shared/';
  if (a === 'simulator' && b !== 'shared') return 'the simulator imports only shared/ (the game wire lives there)';
  if (a === 'site' && (b === 'api' || b === 'runtime' || b === 'modules') && !typeOnly) return 'the site imports the API only as types (import type)';
  if (a === 'site' && b === 'simulator') return 'the site never imports the simulator';
  if ((a === 'api' || a === 'runtime' || a === 'modules') && (b === 'site' || (b === 'simulator' && !isTest(from) && !isDryRun(from)))) {
    return b === 'site' ? 'the API never imports the site' : 'only tests of the API use the simulator';
  }
  if (a === 'runtime' && b === 'modules' && !isTest(from)) return 'the bot runtime never imports a feature module (api/src/modules)';
  return null;
}

/** Where a specifier points, relative to the root, or null for a package. */
function target(root: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('@shared/')) return join('shared', 'src', specifier.slice('@shared/'.length));
  if (!specifier.startsWith('.')) return null;
  return relative(root, resolve(root, dirname(file), specifier));
}

export function importsOf(source: string): Array<{ specifier: string; line: number; typeOnly: boolean }> {
  const found = [];
  for (const m of source.matchAll(IMPORT)) {
    const specifier = m[3] ?? m[4]!;
    const line = source.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0);
    found.push({ specifier, line, typeOnly: Boolean(m[2]) });
  }
  return found;
}

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const name of readdirSync(join(root, dir))) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(root, path);
    else if (SOURCE.test(name)) yield path;
  }
}

/** Every import that breaks a line, in the given top folders of `root`. */
export function checkBoundaries(root: string, dirs = ['api', 'shared', 'site', 'simulator']): Violation[] {
  const violations: Violation[] = [];
  for (const dir of dirs.filter((d) => existsSync(join(root, d)))) {
    for (const file of sourceFiles(root, dir)) {
      for (const { specifier, line, typeOnly } of importsOf(readFileSync(join(root, file), 'utf8'))) {
        const to = target(root, file, specifier);
        const rule = to === null ? null : brokenRule(file, to, typeOnly);
        if (rule) violations.push({ file, line, specifier, rule });
      }
    }
  }
  return violations;
}

const moduleOf = (path: string): string | null => {
  const parts = path.split(sep);
  return parts[0] === 'api' && parts[1] === 'src' && parts[2] === 'modules' && parts.length > 4 ? parts[3]! : null;
};

/**
 * Cycles between feature modules (api/src/modules/<module>/), from their imports that are not type-only
 * and not in tests: each as the modules on it and one import per step, so the reader sees where to cut.
 */
export function moduleCycles(root: string): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(root, join('api', 'src', 'modules'))) {
    const from = moduleOf(file);
    if (!from || isTest(file)) continue;
    for (const { specifier, line, typeOnly } of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const to = typeOnly ? null : target(root, file, specifier);
      const module = to ? moduleOf(to) : null;
      if (!module || module === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(module)) edges.get(from)!.set(module, `${file}:${line}`);
    }
  }
  // Tarjan's strongly connected components: any with two modules or more is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      component.push(w);
      if (w === v) break;
    }
    if (component.length < 2) return;
    const steps = component.flatMap((a) => component.filter((b) => edges.get(a)?.has(b)).map((b) => `${a} → ${b} (${edges.get(a)!.get(b)})`));
    cycles.push(`modules ${component.sort().join(', ')} import each other: ${steps.join('; ')}`);
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
