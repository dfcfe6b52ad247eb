import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandName } from './commands';
import { encodeCommand, parseCommand } from './protocol';
import { CLIENT_KEY_ORDER, inClientOrder, KeyOrderError } from './key-order';

const PYTHON = resolve(import.meta.dir, '../../../.tools/venv/bin/python');
const ORDERS = resolve(import.meta.dir, '../../../simulator/conformance/request-orders.py');

/** The keys of a JSON frame's payload as they stand on the wire (JSON.parse keeps the order). */
const wireKeys = (frame: string) => Object.keys(parseCommand(frame)!.payload as object);
const commands = Object.keys(CLIENT_KEY_ORDER) as CommandName[];

describe('the web client key order of every command our bots send', () => {
  test('every row names its public source', () => {
    for (const command of commands) expect(CLIENT_KEY_ORDER[command].source.length).toBeGreaterThan(10);
  });

  test.each(commands.filter((c) => CLIENT_KEY_ORDER[c].keys.length > 1))(
    '%s: a payload written in any order goes on the wire in the client order',
    (command) => {
      const keys = CLIENT_KEY_ORDER[command].keys;
      const reversed = Object.fromEntries([...keys].reverse().map((key, i) => [key, i]));
      expect(wireKeys(encodeCommand('EmpireEx', command, inClientOrder(command, reversed)))).toEqual([...keys]);
    },
  );

  test('a field left out stays out, and the others keep their places', () => {
    const lli = inClientOrder('lli', {
      NOM: 'a',
      RTM: 1,
      CONM: 2,
      LT: 'token',
      ID: 0,
      PL: 1,
      LANG: 'en',
      DID: '0',
      AID: 'x',
      KID: '',
      REF: 'r',
      GCI: '',
      SID: 9,
      PLFID: 1,
    });
    expect(Object.keys(lli)).toEqual(['CONM', 'RTM', 'ID', 'PL', 'NOM', 'LT', 'LANG', 'DID', 'AID', 'KID', 'REF', 'GCI', 'SID', 'PLFID']);
  });

  test('the waves of an attack and the sections of a wall are ordered inside too', () => {
    const flank = { U: [[602, 6]], T: [] };
    const cra = inClientOrder('cra', { A: [{ M: flank, R: flank, L: flank }], SX: 1 } as never) as { A: Array<Record<string, object>> };
    expect(Object.keys(cra)).toEqual(['SX', 'A']);
    expect(Object.keys(cra.A[0]!)).toEqual(['L', 'R', 'M']);
    expect(Object.keys(cra.A[0]!.L!)).toEqual(['T', 'U']);
    const section = { UC: 1, UP: 50, S: [] };
    const dfw = inClientOrder('dfw', { R: section, L: section, M: section, AID: 3, CY: 2, CX: 1 } as never) as Record<string, object>;
    expect(Object.keys(dfw)).toEqual(['CX', 'CY', 'AID', 'L', 'M', 'R']);
    expect(Object.keys(dfw.L!)).toEqual(['S', 'UP', 'UC']);
  });

  test('a key no public client sends is refused, not sent', () => {
    expect(() => inClientOrder('qdc', { QID: 1, CID: 10, A: 5, X: 1 } as never)).toThrow(KeyOrderError);
    expect(() => inClientOrder('qdc', { QID: 1, CID: 10, A: 5, X: 1 } as never)).toThrow('qdc has X, which the game client does not send');
  });

  // find_spec looks the package up without importing it: no EmpireCore start-up at file load.
  const installed =
    existsSync(PYTHON) && Bun.spawnSync([PYTHON, '-c', 'import importlib.util, sys; sys.exit(importlib.util.find_spec("empire_core") is None)']).exitCode === 0;
  if (!installed && !process.env.CI) console.warn(`Skipping the comparison with EmpireCore's request models: empire_core is not installed in ${PYTHON}.`);
  // Importing every EmpireCore module takes about 3 s on a quiet machine and past 5 s on a loaded one: the test waits for the process, up to a minute.
  test.skipIf(!installed && !process.env.CI)(
    "the rows citing EmpireCore are its request models' orders, key for key",
    async () => {
      const run = Bun.spawn([PYTHON, ORDERS], { stdout: 'pipe', stderr: 'pipe' });
      const [stdout, stderr, exitCode] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
      expect({ exitCode, stderr }).toEqual({ exitCode: 0, stderr: '' });
      const theirs = JSON.parse(stdout) as Record<string, string[]>;
      const cited = commands.filter((c) => CLIENT_KEY_ORDER[c].source.startsWith('EmpireCore'));
      // Every command of ours EmpireCore models is checked against it, and no row cites it without a model there.
      expect(commands.filter((c) => theirs[c] !== undefined)).toEqual(cited);
      for (const command of cited) expect({ command, keys: [...CLIENT_KEY_ORDER[command].keys] }).toEqual({ command, keys: theirs[command]! });
    },
    60_000,
  );
});
