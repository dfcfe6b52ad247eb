import { describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  codeFilesUnder,
  composeCommands,
  copiesOf,
  filesBeside,
  neededPaths,
  parseDockerfile,
  uncopied,
  unneededCopies,
  type Stage,
} from './dockerfile-stages';
import { ROOT } from './ferretdb';

const stages = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
const compose = composeCommands(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));

/** The repo files a stage's programs start from: its CMD, and each compose service's command on it. */
function entriesOf(stage: Stage): string[] {
  const commands = [stage.command, ...compose.filter((service) => service.target === stage.name).map((service) => service.command)];
  return commands.flatMap((words) => (words?.[0] === 'bun' ? words.slice(1).filter((word) => /\.(ts|mjs)$/.test(word)) : []));
}

/** Paths a stage's command names as arguments (`bun site/serve.mjs site/dist`): they must be in the image. */
function argumentsOf(stage: Stage): string[] {
  return (stage.command ?? []).slice(2).filter((word) => !word.startsWith('-'));
}

/** `astro build` has no entry file: it reads its config and builds every page and island of site/src. */
const BUILDS: Record<string, () => string[]> = {
  'site-build': () => ['astro.config.mjs', ...codeFilesUnder(ROOT, 'site/src')],
};

describe('the Dockerfile', () => {
  const running = stages.filter((stage) => entriesOf(stage).length > 0 || BUILDS[stage.name]);

  test('has the stages the compose file and the site build name', () => {
    expect(running.map((stage) => stage.name).sort()).toEqual(['api', 'game', 'site', 'site-build']);
    expect(entriesOf(stages.find((stage) => stage.name === 'api')!)).toEqual(['api/src/index.ts', 'api/src/runner.ts']);
  });

  for (const name of ['api', 'game', 'site', 'site-build']) {
    test(`stage ${name} copies every repo path its programs import, and nothing they do not`, () => {
      const stage = stages.find((candidate) => candidate.name === name)!;
      const entries = BUILDS[name]?.() ?? entriesOf(stage);
      const needed = neededPaths(ROOT, entries);
      for (const path of argumentsOf(stage)) needed.add(path);
      expect(uncopied(copiesOf(stages, name), needed)).toEqual([]);
      // The site's build copies `site` whole (its public/ files and styles are read by Astro, not imported).
      expect(unneededCopies(stage, [...needed, ...(name === 'site-build' ? ['site'] : [])])).toEqual([]);
    });
  }
});

describe('the stage check', () => {
  const root = mkdtempSync(join(tmpdir(), 'dockerfile-stages-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('app/main.ts', "import { a } from '../lib/a';\nimport type { T } from '../types/t';\nconsole.log(a);\n");
  write('lib/a.ts', "export const a = await import('./b').then(() => new URL('./child.ts', import.meta.url));\n");
  write('lib/b.ts', "import { join } from 'node:path';\nexport const words = join(import.meta.dir, '..', 'words');\n");
  write('lib/child.ts', 'export {};\n');
  write('types/t.ts', 'export type T = 1;\n');
  write('words/en.json', '{}');

  test('walks static and dynamic imports and the files a module starts or reads beside itself', () => {
    expect([...neededPaths(root, ['app/main.ts'])].sort()).toEqual(['app/main.ts', 'lib/a.ts', 'lib/b.ts', 'lib/child.ts', 'words']);
    expect(existsSync(join(root, 'types/t.ts'))).toBe(true);
  });

  test('reads the paths a module names beside itself', () => {
    expect(filesBeside("const d = join(import.meta.dir, 'daemon.ts'); new URL('./host.ts', import.meta.url)")).toEqual([['daemon.ts'], ['./host.ts']]);
  });

  test('names a folder a stage forgot, one copied elsewhere, and one nothing needs', () => {
    const parsed = parseDockerfile(
      'FROM base AS deps\nCOPY package.json ./\nFROM deps AS app\n# the program\nCOPY app ./app\nCOPY lib ./elsewhere/lib\n' +
        'COPY types \\\n  ./types\nCMD ["bun", "app/main.ts"]\n',
    );
    const app = parsed.find((stage) => stage.name === 'app')!;
    const needed = neededPaths(root, ['app/main.ts']);
    const copies = copiesOf(parsed, 'app');
    expect(copies.map((copy) => copy.sources[0])).toEqual(['package.json', 'app', 'lib', 'types']);
    expect(uncopied(copies, needed)).toEqual(['lib/a.ts', 'lib/b.ts', 'lib/child.ts', 'words']);
    expect(unneededCopies(app, needed)).toEqual(['types']);
    expect(app.command).toEqual(['bun', 'app/main.ts']);
  });

  test('counts what a copy from another stage puts in place', () => {
    const copies = copiesOf(parseDockerfile('FROM base AS build\nFROM base AS site\nCOPY --from=build /app/site/dist ./site/dist\n'), 'site');
    expect(uncopied(copies, ['site/dist', 'site/serve.mjs'])).toEqual(['site/serve.mjs']);
  });

  test("reads a compose service's command on a Dockerfile target", () => {
    const found = composeCommands(
      'services:\n  runner:\n    build: { context: ., target: api }\n    command: ["bun", "api/src/runner.ts"]\n  api:\n    build: { context: ., target: api }\n',
    );
    expect(found).toEqual([{ target: 'api', command: ['bun', 'api/src/runner.ts'] }]);
  });
});
