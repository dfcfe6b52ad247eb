import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './ferretdb';
import { brokenRule, checkBoundaries, importsOf, moduleCycles } from './boundaries';

describe('import lines', () => {
  test('the codebase keeps them', () => {
    expect(checkBoundaries(ROOT)).toEqual([]);
  });

  test('each line is refused when crossed', () => {
    expect(brokenRule('simulator/server.ts', 'api/src/runtime/game/client', false)).toContain('simulator imports only shared/');
    expect(brokenRule('shared/src/plans.ts', 'api/src/config', true)).toContain('shared/ imports nothing');
    expect(brokenRule('site/src/lib/api.ts', 'api/src/app', false)).toContain('only as types');
    expect(brokenRule('api/src/runtime/fleet/runner-node.ts', 'api/src/modules/bots/console/hub', false)).toContain('never imports a feature module');
    expect(brokenRule('api/src/modules/bots/service.ts', 'simulator/server', false)).toContain('only tests');
    expect(brokenRule('api/src/modules/admin/users.ts', 'api/src/modules/users/user.model', false)).toContain('through its functions, never its model');
  });

  test('the allowed directions pass', () => {
    expect(brokenRule('site/src/lib/api.ts', 'api/src/app', true)).toBeNull();
    expect(brokenRule('simulator/server.ts', 'shared/src/game-wire/frames', false)).toBeNull();
    expect(brokenRule('api/src/runtime/session.ts', 'shared/src/console', false)).toBeNull();
    expect(brokenRule('api/src/modules/bots/service.ts', 'api/src/runtime/index', false)).toBeNull();
    expect(brokenRule('api/src/runtime/fleet/fleet.test.ts', 'api/src/modules/bots/bot.model', false)).toBeNull();
    expect(brokenRule('api/src/runtime/session.test.ts', 'simulator/server', false)).toBeNull();
    // A module's own model, a type from another's, auth reading users, and tests.
    expect(brokenRule('api/src/modules/bots/service.ts', 'api/src/modules/bots/bot.model', false)).toBeNull();
    expect(brokenRule('api/src/modules/admin/user-actions.ts', 'api/src/modules/bots/bot.model', true)).toBeNull();
    expect(brokenRule('api/src/modules/auth/service.ts', 'api/src/modules/users/user.model', false)).toBeNull();
    expect(brokenRule('api/src/modules/admin/admin.test.ts', 'api/src/modules/users/user.model', false)).toBeNull();
  });

  test('static, re-exported, type-only and dynamic imports are all read, with their lines', () => {
    const found = importsOf(["import { a } from './a';", "import type { B } from '../b';", "export { c } from './c';", 'const d = await import("./d");'].join('\n'));
    expect(found).toEqual([
      { specifier: './a', line: 1, typeOnly: false },
      { specifier: '../b', line: 2, typeOnly: true },
      { specifier: './c', line: 3, typeOnly: false },
      { specifier: './d', line: 4, typeOnly: false },
    ]);
  });

  test('a tree with a simulator file importing the runtime is reported, with file and line', () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write('simulator/server.ts', "import { x } from '../shared/src/game-wire/frames';\nimport { GameClient } from '../api/src/runtime/game/client';\n");
      write('api/src/runtime/game/client.ts', "import { y } from '@shared/game-wire/frames';\n");
      expect(checkBoundaries(root)).toEqual([
        { file: 'simulator/server.ts', line: 2, specifier: '../api/src/runtime/game/client', rule: 'the simulator imports only shared/ (the game wire lives there)' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('modules that import each other are a cycle, named with one import per step; type-only imports and tests do not count', () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write('api/src/modules/a/service.ts', "import { b } from '../b/service';\n");
      write('api/src/modules/b/service.ts', "import type { A } from '../a/service';\nexport const b = 1;\n");
      write('api/src/modules/b/b.test.ts', "import { a } from '../a/service';\n");
      expect(moduleCycles(root)).toEqual([]);
      write('api/src/modules/b/routes.ts', "\nimport { a } from '../a/service';\n");
      expect(moduleCycles(root)).toEqual(['modules a, b import each other: a → b (api/src/modules/a/service.ts:1); b → a (api/src/modules/b/routes.ts:2)']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('the codebase has no cycle between its modules', () => {
    expect(moduleCycles(ROOT)).toEqual([]);
  });
});
