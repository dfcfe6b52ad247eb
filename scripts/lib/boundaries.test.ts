import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './ferretdb';
import { brokenRule, checkBoundaries } from './boundaries';
import { importsOf } from './imports';

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
    expect(brokenRule('site/src/lib/download.ts', 'site/src/features/console/save-file', false)).toContain('lib is below the features');
    expect(brokenRule('site/src/lib/localized-pages.ts', 'site/src/features/help/slugs', true)).toContain('lib is below the features');
  });

  test("the rest of the API enters the runtime by its front door, even for a type; the runtime's own files and tests go anywhere", () => {
    const bypass = 'through its front door';
    expect(brokenRule('api/src/modules/admin/system.ts', 'api/src/runtime/game/socket', false)).toContain(bypass);
    expect(brokenRule('api/src/modules/health/routes.ts', 'api/src/runtime/fleet/protocol', true)).toContain(bypass);
    expect(brokenRule('api/src/runner.ts', 'api/src/runtime/fleet/runner-node', false)).toContain(bypass);
    expect(brokenRule('api/src/app.ts', 'api/src/runtime', false)).toBeNull();
    expect(brokenRule('api/src/modules/bots/spec.ts', 'api/src/runtime/index', true)).toBeNull();
    expect(brokenRule('api/src/modules/bots/spec.ts', 'api/src/runtime/index.ts', false)).toBeNull();
    expect(brokenRule('api/src/runtime/fleet/fleet-runtime.ts', 'api/src/runtime/game/socket', false)).toBeNull();
    expect(brokenRule('api/src/modules/admin/admin.test.ts', 'api/src/runtime/game/socket', false)).toBeNull();
    expect(brokenRule('api/test/fakes/bot-host.ts', 'api/src/runtime/session', false)).toBeNull();
  });

  test("the bots' records and control are entered by their front doors; the records never import the control", () => {
    const records = 'api/src/modules/bots/records';
    const control = 'api/src/modules/bots/control';
    expect(brokenRule('api/src/modules/admin/stats.ts', `${records}/records`, false)).toContain('front door');
    expect(brokenRule('api/src/app-options.ts', `${control}/supervisor`, true)).toContain('front door');
    expect(brokenRule(`${control}/schedule/service.ts`, `${records}/errors.messages`, false)).toContain('front door');
    expect(brokenRule(`${records}/service.ts`, control, false)).toContain('never import their control');
    expect(brokenRule(`${records}/routes.ts`, `${control}/console/hub`, true)).toContain('never import their control');
    expect(brokenRule('api/src/modules/admin/stats.ts', records, false)).toBeNull();
    expect(brokenRule('api/src/modules/leaving/player-data.ts', `${control}/index.ts`, false)).toBeNull();
    expect(brokenRule(`${control}/supervisor.ts`, `${records}/bot.model`, false)).toBeNull();
    expect(brokenRule(`${control}/supervisor.ts`, `${control}/spec`, false)).toBeNull();
    expect(brokenRule('api/src/modules/bots/wiring.ts', control, false)).toBeNull();
    expect(brokenRule('api/src/modules/admin/admin.test.ts', `${records}/bot.model`, false)).toBeNull();
  });

  test("the simulator's folders import only the folders below them, types too; its tests go anywhere", () => {
    const above = 'a simulator folder imports only the folders below it';
    expect(brokenRule('simulator/core/players.ts', 'simulator/mail/mailbox', true)).toContain(above);
    expect(brokenRule('simulator/map/live-views.ts', 'simulator/economy/shops', false)).toContain(above);
    expect(brokenRule('simulator/session/world.ts', 'simulator/server', false)).toContain(above);
    expect(brokenRule('simulator/army/spies.ts', 'simulator/misc/helpers', false)).toContain("the simulator's folders are");
    expect(brokenRule('simulator/army/spies.ts', 'simulator/map/npcs', false)).toBeNull();
    expect(brokenRule('simulator/army/spies.ts', 'simulator/army/spy-logs', false)).toBeNull();
    expect(brokenRule('simulator/server.ts', 'simulator/session/world', false)).toBeNull();
    expect(brokenRule('simulator/conformance/empire-core-spies.ts', 'simulator/server', true)).toBeNull();
    expect(brokenRule('simulator/map/map-reads.test.ts', 'simulator/server', false)).toBeNull();
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
    // Features use lib and each other (cycles apart: import-cycles.ts); lib's own tests may reach a feature.
    expect(brokenRule('site/src/features/console/BotCard.tsx', 'site/src/lib/api', false)).toBeNull();
    expect(brokenRule('site/src/features/console/BotCard.tsx', 'site/src/features/bots/api', false)).toBeNull();
    expect(brokenRule('site/src/lib/download.test.ts', 'site/src/features/console/save-file', false)).toBeNull();
  });

  test('static, re-exported, type-only and dynamic imports are all read, with their lines', () => {
    const found = importsOf(
      ["import { a } from './a';", "import type { B } from '../b';", "export { c } from './c';", 'const d = await import("./d");'].join('\n'),
    );
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
        {
          file: 'simulator/server.ts',
          line: 2,
          specifier: '../api/src/runtime/game/client',
          rule: 'the simulator imports only shared/ (the game wire lives there)',
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
