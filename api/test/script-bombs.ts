/**
 * The scripts of issue 35's attack, each as a Custom Script's step: a huge BigInt made text (one QuickJS
 * call of 25–35 s that never reaches the interrupt check), a regex that backtracks, JSON of a deep
 * nesting both ways, and a long sort with a comparator.
 */
export const SCRIPT_BOMBS = {
  bigint: 'export function step() { const x = 7n ** 300000n; for (let i = 0; i < 10; i++) String(x + BigInt(i)); }',
  regex: "export function step() { /^(a+)+$/.test('a'.repeat(40) + '!'); }",
  json: 'export function step() { let o = []; for (let i = 0; i < 1e5; i++) o = [o]; JSON.parse(JSON.stringify(o)); }',
  // 1e5 numbers (about 3 MiB with a copy, under the 8 MiB a step may hold), sorted again and again: only
  // time stops it. With 3e5 a copy went past the memory ceiling first on a fast run (clean run 57).
  sort: 'export function step() { const a = []; for (let i = 0; i < 1e5; i++) a.push((i * 7919) % 100003); for (let k = 0; k < 200; k++) a.slice().sort((x, y) => x - y); }',
};

/** The BigInt bomb in a script's top level: what the API's check and saves run. */
export const TOP_LEVEL_BOMB = 'const x = 7n ** 300000n; for (let i = 0; i < 10; i++) String(x + BigInt(i));\nexport function step() {}';

/** The line a stopped bomb's bot writes: the interpreter's own stop, or the kill from outside. */
export const BOMB_STOP_LINE = /^The script stopped: a step (ran longer than its 100 ms budget|used more than its 100 ms of CPU time)/;
