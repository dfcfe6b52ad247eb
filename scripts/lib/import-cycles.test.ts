import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './ferretdb';
import { importCycles } from './import-cycles';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** Writes `files` (path → source) and finds no cycle among them, then writes `path` too: the cycles found. */
function cyclesOnceWritten(files: Record<string, string>, path: string, source: string): string[] {
  for (const [file, text] of Object.entries(files)) write(file, text);
  expect(importCycles(root)).toEqual([]);
  write(path, source);
  return importCycles(root);
}

describe('import cycles', () => {
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('modules that import each other are a cycle, named with one import per step; type-only imports and tests do not count', () => {
    const cycles = cyclesOnceWritten(
      {
        'api/src/modules/a/service.ts': "import { b } from '../b/service';\n",
        'api/src/modules/b/service.ts': "import type { A } from '../a/service';\nexport const b = 1;\n",
        'api/src/modules/b/b.test.ts': "import { a } from '../a/service';\n",
      },
      'api/src/modules/b/routes.ts',
      "\nimport { a } from '../a/service';\n",
    );
    expect(cycles).toEqual(['modules a, b import each other: a → b (api/src/modules/a/service.ts:1); b → a (api/src/modules/b/routes.ts:2)']);
  });

  test('site features in a loop of three are one cycle; lib and components below them are not part of it', () => {
    const cycles = cyclesOnceWritten(
      {
        'site/src/features/bots/BotList.tsx': "import { Card } from '../dashboard/Card';\nimport { api } from '../../lib/api';\n",
        'site/src/features/dashboard/Card.tsx': "import { Lines } from '../console/Lines';\n",
        'site/src/features/console/Lines.tsx': "import { Button } from '../../components/Button';\n",
        'site/src/lib/api.ts': "import { Button } from '../components/Button';\n",
        'site/src/components/Button.tsx': "import { api } from '../lib/api';\n",
      },
      'site/src/features/console/Status.tsx',
      "import { botName } from '../bots/names';\n",
    );
    expect(cycles).toEqual([
      'site features bots, console, dashboard import each other: bots → dashboard (site/src/features/bots/BotList.tsx:1); console → bots (site/src/features/console/Status.tsx:1); dashboard → console (site/src/features/dashboard/Card.tsx:1)',
    ]);
  });

  test("runtime sub-folders and the runtime's root files form a cycle; its front door (index.ts) stands above them", () => {
    const cycles = cyclesOnceWritten(
      {
        'api/src/runtime/index.ts': "export { createProcessRuntime } from './process-runtime';\nexport { fleet } from './fleet/fleet';\n",
        'api/src/runtime/fleet/fleet.ts': "import { wire } from '../wire';\n",
        'api/src/runtime/session.ts': "import { formatted } from './words/format';\nimport type { Fleet } from './fleet/fleet';\n",
        'api/src/runtime/words/format.ts': 'export const formatted = 1;\n',
      },
      'api/src/runtime/words/format.ts',
      "import { wire } from '../wire';\n",
    );
    expect(cycles).toEqual([
      'runtime folders (runtime root), words import each other: (runtime root) → words (api/src/runtime/session.ts:1); words → (runtime root) (api/src/runtime/words/format.ts:1)',
    ]);
  });

  test('two simulator files that import each other are a cycle', () => {
    const cycles = cyclesOnceWritten(
      {
        'simulator/simulate.ts': "import { shareLosses } from './support';\nimport { travelMs } from './travel';\n",
        'simulator/support.ts': "import { travelMs } from './travel';\nimport type { Ctx } from './simulate';\n",
        'simulator/travel.ts': 'export const travelMs = 1;\n',
      },
      'simulator/support.ts',
      "import { travelMs } from './simulate';\n",
    );
    expect(cycles).toEqual([
      'simulator files simulate, support import each other: simulate → support (simulator/simulate.ts:1); support → simulate (simulator/support.ts:1)',
    ]);
  });

  test('the codebase has none', () => {
    expect(importCycles(ROOT)).toEqual([]);
  });
});
