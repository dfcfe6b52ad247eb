import { expect, spyOn, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from './ports';

const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

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
  const first = ephemeralStart - 1 - 4321;
  const second = ephemeralStart - 1 - 1234;
  const held = createServer();
  await new Promise<void>((resolve) => held.listen(first, '127.0.0.1', resolve));
  const tries = [4321 / 10_000, 1234 / 10_000].map((r) => r + 1e-9);
  const random = spyOn(Math, 'random').mockImplementation(() => tries.shift() ?? 0.5);
  try {
    expect(await freePort()).toBe(second);
  } finally {
    random.mockRestore();
    held.close();
  }
});
