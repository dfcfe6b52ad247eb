/** Stripe's own API mock (stripe-mock, installed by scripts/install-stripe-mock.sh) on a free port. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/ferretdb';
import { freePort } from '../../../scripts/lib/ports';

const BIN = join(ROOT, '.tools/bin/stripe-mock');
/** How long stripe-mock may take to answer after its start: a ceiling for a loaded machine (100 tries 50 ms apart, about 5 s, ran out at load 40). */
const STRIPE_MOCK_START_MS = 30_000;

export async function startStripeMock(): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(BIN)) throw new Error('stripe-mock is not installed: run `sh scripts/install-stripe-mock.sh` (npm test does).');
  const port = await freePort();
  // It serves HTTPS as well, on a fixed default port unless told otherwise: give it a free one too.
  const proc = Bun.spawn([BIN, '-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${await freePort()}`], { stdout: 'ignore', stderr: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STRIPE_MOCK_START_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(`${url}/v1/customers`, { headers: { authorization: 'Bearer sk_test_123' } });
      return { url, stop: () => proc.kill() };
    } catch {
      await Bun.sleep(50);
    }
  }
  proc.kill();
  throw new Error(`stripe-mock did not start within ${STRIPE_MOCK_START_MS / 1000} s.`);
}

/**
 * stripe-mock answers every retrieval with the same fixture, so it cannot say a subscription was
 * cancelled or which payment paid an invoice. This layer in front of it keeps what a test puts there (in
 * Stripe's shape, as built by stripe-events.ts) and answers `GET /v1/subscriptions/:id` and
 * `GET /v1/invoice_payments?invoice=` for it; everything else goes on to stripe-mock unchanged, and every
 * request is noted (method, path, form body) so a test can see what reached Stripe.
 */
export function stripeWithSubscriptions(mockUrl: string): {
  url: string;
  subscriptions: Map<string, Record<string, unknown>>;
  invoicePayments: Map<string, Record<string, unknown>[]>;
  requests: { method: string; path: string; body: string; idempotencyKey: string | null }[];
  retrievals: () => number;
  stop: () => void;
} {
  const subscriptions = new Map<string, Record<string, unknown>>();
  const invoicePayments = new Map<string, Record<string, unknown>[]>();
  const requests: { method: string; path: string; body: string; idempotencyKey: string | null }[] = [];
  let retrievals = 0;
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
      requests.push({
        method: request.method,
        path: url.pathname + url.search,
        body: body ? new TextDecoder().decode(body) : '',
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      const invoice = request.method === 'GET' && url.pathname === '/v1/invoice_payments' ? url.searchParams.get('invoice') : null;
      if (invoice && invoicePayments.has(invoice))
        return Response.json({ object: 'list', data: invoicePayments.get(invoice), has_more: false, url: '/v1/invoice_payments' });
      const match = request.method === 'GET' && url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      if (match) {
        retrievals += 1;
        const sub = subscriptions.get(decodeURIComponent(match[1]!));
        if (sub) return Response.json(sub);
      }
      const answer = await fetch(`${mockUrl}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
      if (request.method === 'POST' && url.pathname === '/v1/refunds' && answer.ok) {
        // stripe-mock refunds a fixed $1.00; a full refund of a payment the test registered gives back what it paid.
        const paymentIntent = new URLSearchParams(new TextDecoder().decode(body)).get('payment_intent');
        const paid = [...invoicePayments.values()].flat().find((p) => (p.payment as { payment_intent?: string }).payment_intent === paymentIntent);
        if (paid) return Response.json({ ...((await answer.json()) as object), amount: paid.amount_paid, payment_intent: paymentIntent });
      }
      return answer;
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, subscriptions, invoicePayments, requests, retrievals: () => retrievals, stop: () => server.stop(true) };
}
