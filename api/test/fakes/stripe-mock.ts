/** Stripe's own API mock (stripe-mock, installed by scripts/install-stripe-mock.sh) on a free port. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/ferretdb';
import { freePort } from '../../../scripts/lib/ports';

const BIN = join(ROOT, '.tools/bin/stripe-mock');

export async function startStripeMock(): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(BIN)) throw new Error('stripe-mock is not installed: run `sh scripts/install-stripe-mock.sh` (npm test does).');
  const port = await freePort();
  // It serves HTTPS as well, on a fixed default port unless told otherwise: give it a free one too.
  const proc = Bun.spawn([BIN, '-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${await freePort()}`], { stdout: 'ignore', stderr: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/v1/customers`, { headers: { authorization: 'Bearer sk_test_123' } });
      return { url, stop: () => proc.kill() };
    } catch {
      await Bun.sleep(50);
    }
  }
  proc.kill();
  throw new Error('stripe-mock did not start.');
}
