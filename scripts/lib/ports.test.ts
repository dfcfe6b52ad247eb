import { expect, spyOn, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from './ports';

const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
const rangeStart = ephemeralStart - 10_000;

/** Runs `body` with PORT_SLICE set to `value` (a shard of scripts/test.ts has one of its own). */
async function inSlice<T>(value: string, body: () => Promise<T>): Promise<T> {
  const before = process.env.PORT_SLICE;
  process.env.PORT_SLICE = value;
  try {
    return await body();
  } finally {
    if (before === undefined) delete process.env.PORT_SLICE;
    else process.env.PORT_SLICE = before;
  }
}

test('a free port is chosen below the ephemeral range, where outgoing connections never take it, and a server can bind it', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) {
    expect(port).toBeLessThan(ephemeralStart);
    expect(port).toBeGreaterThan(1024);
  }
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
  server.close();
});

test('a port something listens on is passed over for the next one tried', async () => {
  // The first port tried is held: freePort must go on to the second.
  const first = rangeStart + 4321;
  const second = rangeStart + 1234;
  const held = createServer();
  await new Promise<void>((resolve) => held.listen(first, '127.0.0.1', resolve));
  const tries = [4321 / 10_000, 1234 / 10_000].map((r) => r + 1e-9);
  const random = spyOn(Math, 'random').mockImplementation(() => tries.shift() ?? 0.5);
  try {
    expect(await inSlice('0/1', freePort)).toBe(second);
  } finally {
    random.mockRestore();
    held.close();
  }
});

test('processes side by side pick from slices of their own, and one process never hands out a port twice', async () => {
  const each = Math.floor(10_000 / 7);
  const ports = await inSlice('2/7', async () => {
    const picked: number[] = [];
    for (let i = 0; i < 100; i++) picked.push(await freePort());
    // Asked for at once, too.
    picked.push(...(await Promise.all(Array.from({ length: 100 }, () => freePort()))));
    return picked;
  });
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(rangeStart + 2 * each);
    expect(port).toBeLessThan(rangeStart + 3 * each);
  }
  expect(new Set(ports).size).toBe(ports.length);
});
