/**
 * What each stage of the Dockerfile copies, and what the programs it runs need from the repo. There is no
 * Docker engine on the development machines (docs/operations.md), so this is how a stage missing a folder
 * its program imports (the API's dry run importing simulator/) is caught before an image fails to start.
 *
 * A program's needs are walked from its entry file: static and dynamic imports (Bun's transpiler `scan`,
 * which drops type-only imports as the runtime does), and the files a module starts or reads beside
 * itself (`join(import.meta.dir, …)`, `new URL('…', import.meta.url)`: the runtime daemon, the script
 * host, the dry run, the language files). Packages come from the `deps` stage's install and are not walked.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface Copy {
  /** The stage it copies from (`--from=`), or undefined for the build context. */
  from?: string;
  sources: string[];
  destination: string;
}

export interface Stage {
  name: string;
  base: string;
  copies: Copy[];
  /** The CMD's words (exec form), if it has one. */
  command?: string[];
}

/** The Dockerfile's lines with continuations joined and comments dropped. */
function instructions(dockerfile: string): string[] {
  const joined = dockerfile.replace(/\\\r?\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function parseDockerfile(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of instructions(dockerfile)) {
    const [keyword, ...rest] = line.split(/\s+/);
    const upper = keyword!.toUpperCase();
    if (upper === 'FROM') {
      const as = rest.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({ name: as >= 0 ? rest[as + 1]! : `stage-${stages.length}`, base: rest[0]!, copies: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`"${line}" comes before any FROM`);
    if (upper === 'COPY' || upper === 'ADD') {
      const from = rest.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = rest.filter((word) => !word.startsWith('--'));
      stage.copies.push({ ...(from ? { from } : {}), sources: paths.slice(0, -1), destination: paths.at(-1)! });
    } else if (upper === 'CMD') {
      stage.command = JSON.parse(line.slice(keyword!.length).trim()) as string[];
    }
  }
  return stages;
}

const clean = (path: string) => path.replace(/^\.\//, '').replace(/\/+$/, '');

/** Where a copied source lands under the working directory (every stage here works in /app). */
function landing(copy: Copy, source: string): string {
  const destination = clean(copy.destination);
  const into = copy.destination.endsWith('/') || copy.sources.length > 1;
  if (!into) return destination;
  const name = clean(source).split('/').at(-1)!;
  return destination === '' || destination === '.' ? name : `${destination}/${name}`;
}

/** A stage's copies with those of the stages it is built on (`FROM deps AS api` has deps's too). */
export function copiesOf(stages: Stage[], name: string): Copy[] {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`no stage named ${name}`);
  const parent = stages.find((candidate) => candidate.name === stage.base);
  return [...(parent ? copiesOf(stages, parent.name) : []), ...stage.copies];
}

const under = (path: string, folder: string) => folder === '' || path === folder || path.startsWith(`${folder}/`);

/** The required paths no copy of the stage puts at the same place in the image. */
export function uncopied(copies: Copy[], required: Iterable<string>): string[] {
  const landed = copies.flatMap((copy) =>
    copy.sources
      .map((source) => ({ source: clean(source), at: landing(copy, source) }))
      // From the build context a copy serves an import only where the repo has it; from a stage, anything.
      .filter(({ source, at }) => copy.from !== undefined || source === at)
      .map(({ at }) => at),
  );
  return [...required].filter((path) => !landed.some((at) => under(path, at))).sort();
}

/** The stage's own copies from the build context that none of the required paths falls under. */
export function unneededCopies(stage: Stage, required: Iterable<string>): string[] {
  const paths = [...required];
  return stage.copies
    .filter((copy) => copy.from === undefined)
    .flatMap((copy) => copy.sources.map(clean))
    .filter((source) => !paths.some((path) => under(path, source)));
}

const CODE = new Set(['.ts', '.tsx', '.mjs', '.js', '.astro']);

/** The module specifiers a file imports, type-only imports left out as the runtime leaves them out. */
function importsOf(file: string, code: string): string[] {
  const extension = extname(file);
  if (extension === '.astro') {
    // An Astro component's imports are in its frontmatter and its <script> blocks; the frontmatter may
    // `return` at its top level, which no module parser takes, so its import lines are read as lines.
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(code)?.[1] ?? '';
    const scripts = [...code.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
    return [...`${frontmatter}\n${scripts}`.matchAll(/^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  }
  const loader = extension === '.tsx' ? 'tsx' : extension === '.ts' ? 'ts' : 'js';
  return new Bun.Transpiler({ loader }).scan(code).imports.map((found) => found.path);
}

/** Paths a module names beside itself: `join(import.meta.dir, 'a', 'b')`, `new URL('./a', import.meta.url)`. */
export function filesBeside(code: string): string[][] {
  const joined = [...code.matchAll(/(?:join|resolve)\(import\.meta\.dir((?:\s*,\s*'[^']*')+)\s*\)/g)].map((match) =>
    [...match[1]!.matchAll(/'([^']*)'/g)].map((part) => part[1]!),
  );
  const urls = [...code.matchAll(/new URL\('([^']+)',\s*import\.meta\.url\)/g)].map((match) => [match[1]!]);
  return [...joined, ...urls];
}

/**
 * Every repo path the programs started from `entries` need: the code files they load, and the files or
 * folders they read beside their modules. Paths are relative to `root`.
 */
export function neededPaths(root: string, entries: string[]): Set<string> {
  const needed = new Set<string>();
  const inRepo = (path: string) => {
    const from = relative(root, path);
    return from !== '' && !from.startsWith('..') && !from.split(sep).includes('node_modules') ? from : undefined;
  };
  const queue = entries.map((entry) => resolve(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    const path = inRepo(file);
    if (!path || needed.has(path)) continue;
    needed.add(path);
    if (!CODE.has(extname(file)) || !existsSync(file) || statSync(file).isDirectory()) continue;
    const code = readFileSync(file, 'utf8');
    // Bun reads the repo's tsconfig.json for every TypeScript module it loads (its `paths`, its JSX).
    if (/\.tsx?$/.test(file) && existsSync(join(root, 'tsconfig.json'))) needed.add('tsconfig.json');
    for (const specifier of importsOf(file, code)) {
      try {
        const found = Bun.resolveSync(specifier, dirname(file));
        if (isAbsolute(found)) queue.push(found);
      } catch {
        // Virtual modules (`astro:*`) resolve to nothing on disk.
      }
    }
    for (const parts of filesBeside(code)) queue.push(join(dirname(file), ...parts));
  }
  return needed;
}

/** The code files under a folder, for a build whose entry is a whole source tree (Astro's `site/`). */
export function codeFilesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.has(extname(entry.name)) && !/\.(test|e2e)\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The `command:` each docker-compose service built from a Dockerfile target runs instead of its CMD. */
export function composeCommands(compose: string): { target: string; command: string[] }[] {
  const found: { target: string; command: string[] }[] = [];
  for (const service of compose.split(/\n(?= {2}[\w-]+:\s*$)/m)) {
    const target = /target:\s*([\w-]+)/.exec(service)?.[1];
    const command = /^ {4}command:\s*(\[.*\])\s*$/m.exec(service)?.[1];
    if (target && command) found.push({ target, command: JSON.parse(command) as string[] });
  }
  return found;
}
