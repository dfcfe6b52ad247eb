/**
 * The sandbox on its own: what a step gets and gives back, and the ways out a script might try (the
 * network, the file system, the host's prototypes, an endless loop, a memory bomb), each ending in a
 * ScriptStopped with a plain line, or simply finding nothing there.
 */
import { describe, expect, test } from 'bun:test';
import { API_FIELDS, API_METHODS } from '@shared/scripts/reference';
import { SCRIPT_LIBRARY } from '@shared/scripts/library';
import { PRELUDE } from './prelude';
import { createSandbox, ScriptStopped } from './sandbox';
import { readReply } from './reply';

const SNAPSHOT = JSON.stringify({
  now: 1,
  player: { name: 'P', level: 20, coins: 10, rubies: 0 },
  castle: null,
  castles: [],
  movements: [],
  map: [{ x: 5, y: 6, kind: 'baron', ready: true }],
  events: [],
  skips: null,
  tax: null,
});

async function stepOnce(source: string, state = '{}') {
  const sandbox = await createSandbox(source);
  try {
    return readReply(sandbox.step(SNAPSHOT, state));
  } finally {
    sandbox.dispose();
  }
}

async function stopped(source: string): Promise<string> {
  try {
    await stepOnce(source);
  } catch (err) {
    if (err instanceof ScriptStopped) return err.message;
    throw err;
  }
  throw new Error('the script ran to the end');
}

describe('a step', () => {
  test('reads the snapshot, queues intents, logs, waits and keeps its state', async () => {
    const reply = await stepOnce(
      `export function step(api, state) { state.n = (state.n ?? 0) + 1; const camp = api.map[0]; api.attack(camp, 40); api.collectTaxes(); console.log('coins', api.player.coins, { a: 1 }); api.wait(90); }`,
      '{"n":4}',
    );
    expect(reply.intents).toEqual([{ kind: 'attack', x: 5, y: 6, soldiers: 40 }, { kind: 'collect-taxes' }]);
    expect(reply.logs).toEqual(['coins 10 {"a":1}']);
    expect(reply.waitSeconds).toBe(90);
    expect(JSON.parse(reply.state)).toEqual({ n: 5 });
  });

  test('a returned object replaces the state; an async step that settles counts', async () => {
    expect(JSON.parse((await stepOnce('export function step() { return { fresh: true }; }', '{"old":1}')).state)).toEqual({ fresh: true });
    expect((await stepOnce('export async function step(api) { await null; api.recruit(3); }')).intents).toEqual([{ kind: 'recruit', soldiers: 3 }]);
  });

  test('bad intents are left out with a line, and only five are carried out', async () => {
    const reply = await stepOnce(
      `export function step(api) { api.attack({ x: 'a' }, 5); api.recruit(-1); api.sendSoldiers('mars', 5); for (let i = 0; i < 9; i++) api.collectTaxes(); }`,
    );
    expect(reply.intents).toEqual([{ kind: 'collect-taxes' }, { kind: 'collect-taxes' }]);
    expect(reply.notes[0]!.text).toContain('api.attack needs a target with whole x and y');
    expect(reply.notes.map((n) => n.text)).toContain('The step asked for 12 actions; the first 5 are carried out, the rest left out.');
  });

  test('the reference names exactly what the prelude defines', () => {
    for (const name of API_METHODS) expect(PRELUDE).toMatch(new RegExp(`\\b${name}[(:]`));
    expect(Object.keys(JSON.parse(SNAPSHOT)).sort()).toEqual([...API_FIELDS].sort());
  });

  test('every example of the library compiles and exports step', async () => {
    for (const example of SCRIPT_LIBRARY) (await createSandbox(example.source)).dispose();
  });
});

describe('ways out, each stopped or empty', () => {
  test('network: no fetch, no XMLHttpRequest, no WebSocket; import() finds no module', async () => {
    const reply = await stepOnce(
      `export function step(api) { api.log([typeof fetch, typeof XMLHttpRequest, typeof WebSocket, typeof Bun, typeof WebAssembly].join()); }`,
    );
    expect(reply.logs).toEqual(['undefined,undefined,undefined,undefined,undefined']);
    expect(await stopped(`export async function step() { await import('node:net'); }`)).toBe(
      "The script stopped: ReferenceError in a step: could not load module 'node:net'.",
    );
    expect(await stopped(`import fs from 'fs'; export function step() {}`)).toContain("could not load module 'fs'");
  });

  test('file system: no require, no process, no timers', async () => {
    const reply = await stepOnce(
      `export function step(api) { api.log([typeof require, typeof process, typeof setTimeout, typeof setInterval, typeof globalThis.Deno].join()); }`,
    );
    expect(reply.logs).toEqual(['undefined,undefined,undefined,undefined,undefined']);
    expect(await stopped(`export function step() { require('fs').readFileSync('/etc/passwd'); }`)).toBe(
      "The script stopped: ReferenceError in a step: 'require' is not defined (line 1, column 26).",
    );
    // The Function constructor reaches the sandbox's own global, nothing more.
    expect(await stopped(`export function step() { (function(){}).constructor('return process')().exit(1); }`)).toContain('ReferenceError');
  });

  test("prototype pollution stays inside: the host's Object.prototype is untouched", async () => {
    const reply = await stepOnce(
      `export function step(api, state) { Object.prototype.polluted = 'yes'; Array.prototype.push = null; JSON.parse = () => ({ hacked: 1 }); state.__proto__ = { admin: true }; }`,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof [].push).toBe('function');
    expect(JSON.parse(reply.state)).toEqual({});
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  test('an endless loop is interrupted by the time budget', async () => {
    const started = performance.now();
    expect(await stopped('export function step() { while (true) {} }')).toMatch(
      /^The script stopped: a step ran longer than its 100 ms budget \(line 1, column \d+\)\. An endless loop\?$/,
    );
    // Far under the wall-clock kill (10 s) even on a loaded machine: the interrupt, not the kill, stopped it.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await stopped('while (true) {}\nexport function step() {}')).toContain('the script ran longer than its 100 ms budget');
  });

  test('a memory bomb is stopped by the memory limit', async () => {
    const started = performance.now();
    // Arrays grown in place by native code slip past QuickJS's own count: the process-wide cap stops them.
    expect(await stopped(`export function step() { const a = []; for (;;) a.push(new Array(100000).fill(1)); }`)).toContain(
      'needed more than its 8 MiB of memory',
    );
    expect(performance.now() - started).toBeLessThan(8_000);
    // Held past the step, the count of live objects after it catches them.
    expect(await stopped(`export function step() { globalThis.keep = []; for (let i = 0; i < 40; i++) keep.push(new Array(100000).fill(1)); }`)).toContain(
      'needed more than its 8 MiB of memory',
    );
    expect(await stopped(`export function step() { new ArrayBuffer(64 * 1024 * 1024); }`)).toContain('needed more than its 8 MiB of memory');
    expect(await stopped(`export function step() { let s = 'x'; for (;;) s += s; }`)).toContain('needed more than its 8 MiB of memory');
  });

  test('deep recursion and a state too large stop too; after all of them a new sandbox runs normally', async () => {
    expect(await stopped('function f() { return f() + 1; } export function step() { f(); }')).toContain('recursed too deep');
    expect(await stopped(`export function step(api, state) { state.big = 'x'.repeat(20000); }`)).toBe(
      'The script stopped: its state grew past 16 KiB (keep only what the next steps need).',
    );
    expect((await stepOnce('export function step(api) { api.log("still here"); }')).logs).toEqual(['still here']);
  });
});
