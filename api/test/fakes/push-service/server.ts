/**
 * A local push service (what fcm.googleapis.com or Mozilla's autopush are to a browser), so our web push is
 * tested at its HTTP boundary: it takes the request as RFC 8030 and RFC 8292 describe it (POST to the
 * subscription's endpoint, `Authorization: vapid t=…, k=…` verified, `TTL`, `Urgency`, `Topic`,
 * `Content-Encoding: aes128gcm`) and, holding the browser's private key as the browser would, decrypts
 * the payload (decrypt.ts).
 *
 *   const push = await startFakePushService();
 *   const device = push.subscribe();            // what PushManager.subscribe() hands the page
 *   // …POST device.subscription to /api/push/subscriptions, make something happen…
 *   push.received.at(-1)?.payload               // the JSON our API sent, decrypted
 *
 * Other processes (the browser tests) use it over HTTP: `POST /_fake/subscriptions` → a subscription;
 * `GET /_fake/messages` → what was received, decrypted. Where it differs from a real push service: it
 * delivers nothing onward (a test hands a message to the browser itself), keeps everything, and answers
 * 201 at once.
 */
import { browserKeys, decryptPush, verifyVapid, type BrowserKeys, type VapidClaims } from './decrypt';

export type Subscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
export type Received = {
  endpoint: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  vapid: VapidClaims;
  /** The decrypted body, parsed. */
  payload: any;
  at: number;
};

export type FakePushService = {
  url: string;
  subscribe(): { subscription: Subscription; keys: BrowserKeys };
  /** The device unsubscribed: its endpoint answers 410 Gone from now on. */
  gone(endpoint: string): void;
  received: Received[];
  /** Requests refused, with the reason (a malformed request shows here, not as a silent pass). */
  refused: { endpoint: string; why: string }[];
  stop(): Promise<void>;
};

const URGENCIES = ['very-low', 'low', 'normal', 'high'];

export async function startFakePushService({ port = 0 }: { port?: number } = {}): Promise<FakePushService> {
  const devices = new Map<string, BrowserKeys>();
  const gone = new Set<string>();
  const received: Received[] = [];
  const refused: FakePushService['refused'] = [];
  let url = '';

  function subscribe() {
    const keys = browserKeys();
    const endpoint = `${url}/push/${crypto.randomUUID()}`;
    devices.set(endpoint, keys);
    return { subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.authB64 } }, keys };
  }

  async function take(req: Request, endpoint: string): Promise<Response> {
    const refuse = (status: number, why: string) => {
      refused.push({ endpoint, why });
      return new Response(JSON.stringify({ error: why }), { status, headers: { 'content-type': 'application/json' } });
    };
    if (gone.has(endpoint)) return new Response(null, { status: 410 });
    const keys = devices.get(endpoint);
    if (!keys) return new Response(null, { status: 404 });
    let vapid: VapidClaims;
    try {
      vapid = await verifyVapid(req.headers.get('authorization'), new URL(url).origin);
    } catch (err) {
      return refuse(401, `VAPID: ${(err as Error).message}`);
    }
    const ttl = req.headers.get('ttl');
    if (ttl === null || !/^\d+$/.test(ttl)) return refuse(400, 'TTL header missing or not a number of seconds');
    const urgency = req.headers.get('urgency') ?? 'normal';
    if (!URGENCIES.includes(urgency)) return refuse(400, `Urgency "${urgency}" is not one of ${URGENCIES.join(', ')}`);
    const topic = req.headers.get('topic');
    if (topic !== null && !/^[\w-]{1,32}$/.test(topic)) return refuse(400, 'Topic must be at most 32 URL-safe base64 characters');
    if (req.headers.get('content-encoding') !== 'aes128gcm') return refuse(415, `Content-Encoding is ${req.headers.get('content-encoding')}, not aes128gcm`);
    const body = Buffer.from(await req.arrayBuffer());
    // RFC 8030 §7.2: a push service takes at least 4096 bytes of payload.
    if (body.length > 4096) return refuse(413, 'payload over 4096 bytes');
    let payload: unknown;
    try {
      payload = JSON.parse(decryptPush(body, keys));
    } catch (err) {
      return refuse(400, `could not decrypt: ${(err as Error).message}`);
    }
    received.push({ endpoint, ttl: Number(ttl), urgency, topic, vapid, payload, at: Date.now() });
    return new Response(null, { status: 201, headers: { location: `${endpoint}/messages/${received.length}` } });
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port,
    async fetch(req) {
      const { pathname, searchParams } = new URL(req.url);
      if (req.method === 'POST' && pathname.startsWith('/push/')) return take(req, `${url}${pathname}`);
      if (req.method === 'POST' && pathname === '/_fake/subscriptions') {
        const { subscription } = subscribe();
        return Response.json(subscription);
      }
      if (req.method === 'GET' && pathname === '/_fake/messages') {
        const endpoint = searchParams.get('endpoint');
        return Response.json(received.filter((r) => !endpoint || r.endpoint === endpoint));
      }
      return new Response('not found', { status: 404 });
    },
  });
  url = `http://127.0.0.1:${server.port}`;
  return { url, subscribe, gone: (endpoint) => void gone.add(endpoint), received, refused, stop: async () => void server.stop(true) };
}

if (import.meta.main) {
  const push = await startFakePushService({ port: Number(process.env.PUSH_FAKE_PORT ?? 8790) });
  console.log(`fake push service on ${push.url}`);
}
