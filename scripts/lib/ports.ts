import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A port that was free a moment ago on loopback, for a server started next. Chosen below the kernel's
 * ephemeral range, where it can be: a port the kernel hands out (port 0) comes from the range it also gives
 * every outgoing connection's own end, so on a busy machine one of them could take it before the server
 * binds it. Between the check and the server's bind another process could still pick the same port, so
 * processes that run side by side pick from slices of their own (PORT_SLICE, "k/n": scripts/test.ts gives
 * itself the first and each unit shard one more; clean-clone run 19 lost a NATS node to a port taken in
 * that window), and a process never hands out one port twice while its slice has others.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralStart();
  if (below !== null) {
    const { first, size } = slice(below - PICKED_RANGE, PICKED_RANGE);
    if (handedOut.size >= size / 2) handedOut.clear();
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = first + Math.floor(Math.random() * size);
      if (handedOut.has(port)) continue;
      // Marked before the check, so calls at once (Promise.all) never both take it.
      handedOut.add(port);
      if (await bindsAt(port)) return port;
    }
  }
  return bindsAt(0);
}

/** How many ports below the ephemeral range are picked from. */
const PICKED_RANGE = 10_000;

const handedOut = new Set<number>();

/** This process's part of [start, start + size): slice k of n by PORT_SLICE ("k/n", k from 0), else the whole. */
function slice(start: number, size: number): { first: number; size: number } {
  const match = /^(\d+)\/(\d+)$/.exec(process.env.PORT_SLICE ?? '');
  const [k, n] = match ? [Number(match[1]), Number(match[2])] : [0, 1];
  if (!(n >= 1 && k < n)) return { first: start, size };
  const each = Math.floor(size / n);
  return { first: start + k * each, size: each };
}

function ephemeralStart(): number | null {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return start - PICKED_RANGE > 1024 ? start : null;
  } catch {
    return null;
  }
}

/** Binds `port` (0: any) on loopback and lets it go: the port, or 0 where it was taken. */
function bindsAt(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', (err: NodeJS.ErrnoException) => (port !== 0 && (err.code === 'EADDRINUSE' || err.code === 'EACCES') ? resolve(0) : reject(err)));
    server.listen(port, '127.0.0.1', () => {
      const bound = (server.address() as { port: number }).port;
      server.close(() => resolve(bound));
    });
  });
}

/** Whether something already listens on the port (so a launcher can say so instead of crashing). */
export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}
