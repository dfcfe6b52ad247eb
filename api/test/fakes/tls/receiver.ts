/**
 * A webhook receiver over HTTPS whose certificate names `hooks.receiver.test`, listening on 127.0.0.1:
 * a request pinned to the address with that name as its TLS server name reaches it, and one naming
 * anything else fails the certificate check. The key and the self-signed certificate are for tests only
 * (made once, valid until 2126):
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 \
 *     -keyout receiver.key.pem -out receiver.cert.pem -subj "/CN=hooks.receiver.test" \
 *     -addext "subjectAltName=DNS:hooks.receiver.test"
 */
import { join } from 'node:path';

export const RECEIVER_NAME = 'hooks.receiver.test';

export async function startTlsReceiver() {
  const cert = await Bun.file(join(import.meta.dir, 'receiver.cert.pem')).text();
  const key = await Bun.file(join(import.meta.dir, 'receiver.key.pem')).text();
  const hosts: string[] = [];
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    tls: { cert, key },
    fetch: (req) => {
      hosts.push(req.headers.get('host') ?? '');
      return new Response(null, { status: 204 });
    },
  });
  return { port: server.port!, ca: cert, hosts, stop: () => server.stop(true) };
}
