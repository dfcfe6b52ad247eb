/**
 * Import cycles between the parts of one area, each part a folder (or a file) that should stand on the
 * others without leading back to itself:
 *   - the API's feature modules (api/src/modules/<module>);
 *   - the site's features (site/src/features/<feature>);
 *   - the bot runtime's sub-folders (api/src/runtime/<folder>), its root files counting as one part, all but
 *     its front door (index.ts), which stands above them all;
 *   - the simulator's files, one by one.
 * Only imports that load code count: an `import type` is erased, and tests may reach anywhere. Each cycle
 * is reported with the parts on it and one import per step, so the reader sees where to cut.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { isTest, resolvedImports, sourceFiles } from './imports';

type Area = {
  /** Said before the parts, e.g. "modules a, b import each other". */
  label: string;
  /** The folder the area's files are in, relative to the root. */
  dir: string;
  /** The part a file belongs to, or null when it is outside the area. */
  partOf: (path: string) => string | null;
};

const parts = (path: string) => path.split(sep);

export const AREAS: Area[] = [
  {
    label: 'modules',
    dir: join('api', 'src', 'modules'),
    partOf: (path) => {
      const p = parts(path);
      return p[0] === 'api' && p[1] === 'src' && p[2] === 'modules' && p.length > 4 ? p[3]! : null;
    },
  },
  {
    label: 'site features',
    dir: join('site', 'src', 'features'),
    partOf: (path) => {
      const p = parts(path);
      return p[0] === 'site' && p[1] === 'src' && p[2] === 'features' && p.length > 4 ? p[3]! : null;
    },
  },
  {
    label: 'runtime folders',
    dir: join('api', 'src', 'runtime'),
    partOf: (path) => {
      const p = parts(path);
      if (p[0] !== 'api' || p[1] !== 'src' || p[2] !== 'runtime' || p.length < 4) return null;
      if (p.length > 4) return p[3]!;
      return p[3] === 'index' || p[3] === 'index.ts' ? null : '(runtime root)';
    },
  },
  {
    label: 'simulator files',
    dir: 'simulator',
    partOf: (path) => {
      const p = parts(path);
      return p[0] === 'simulator' ? p.slice(1).join('/').replace(/\.ts$/, '') : null;
    },
  },
];

/** The import edges between an area's parts: from → to → the first import seen (file:line). */
function edgesOf(root: string, area: Area): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(root, area.dir)) {
    const from = area.partOf(file);
    if (!from || isTest(file)) continue;
    for (const { line, typeOnly, to } of resolvedImports(root, file)) {
      const part = to && !typeOnly ? area.partOf(to.replace(/\.(ts|tsx)$/, '')) : null;
      if (!part || part === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(part)) edges.get(from)!.set(part, `${file}:${line}`);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components with two parts or more: each is a cycle. */
function components(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
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
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The cycles of one area, as sentences. */
export function cyclesIn(root: string, area: Area): string[] {
  const edges = edgesOf(root, area);
  return components(edges).map((component) => {
    const steps = component.flatMap((a) => component.filter((b) => edges.get(a)?.has(b)).map((b) => `${a} → ${b} (${edges.get(a)!.get(b)})`));
    return `${area.label} ${component.join(', ')} import each other: ${steps.join('; ')}`;
  });
}

/** Every cycle of every area, for `npm run check`. */
export const importCycles = (root: string): string[] => AREAS.filter((area) => existsSync(join(root, area.dir))).flatMap((area) => cyclesIn(root, area));
