import { describe, expect, test } from 'bun:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressResponse } from './compress-response';

const big = JSON.stringify({ bots: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Robber Baron Farmer ${i}`, state: 'online' })) });
const request = (acceptEncoding: string | null, method = 'GET') =>
  new Request('http://site.test/api/bots', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const json = (body = big, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } });

describe('compressResponse', () => {
  test('brotli when accepted, and the body decodes to the original', async () => {
    const res = await compressResponse(request('gzip, deflate, br'), json(big, { etag: '"v1"', 'set-cookie': 'a=1' }));
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(res.headers.get('set-cookie')).toBe('a=1');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(big.length / 4);
    expect(brotliDecompressSync(bytes).toString()).toBe(big);
  });

  test('gzip when brotli is not accepted', async () => {
    const res = await compressResponse(request('gzip'), json());
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
  });

  test('a body of unknown length (the forwarder streams) is compressed as it flows', async () => {
    // Small pieces: the first few are held to learn whether the body is tiny, then all flow on in order.
    const chunks = big.match(/[\s\S]{1,300}/g)!;
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new TextEncoder().encode(next));
        else controller.close();
      },
    });
    const res = await compressResponse(request('br'), new Response(stream, { headers: { 'content-type': 'application/json' } }));
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
  });

  test('no accepted encoding: the body as it was, but Vary says it could have been otherwise', async () => {
    const res = await compressResponse(request('identity'), json(big, { vary: 'Origin' }));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(await res.text()).toBe(big);
  });

  test.each([
    ['server-sent events', request('br'), json(big, { 'content-type': 'text/event-stream' })],
    ['an image', request('br'), json(big, { 'content-type': 'image/png' })],
    ['a tiny body', request('br'), json('{"success":true}')],
    ['a body already encoded', request('br'), json(big, { 'content-encoding': 'gzip' })],
    ['no-transform', request('br'), json(big, { 'cache-control': 'private, no-transform' })],
    ['HEAD', request('br', 'HEAD'), json()],
    ['a 304', request('br'), new Response(null, { status: 304 })],
  ])('%s is passed through untouched', async (_, req, res) => {
    expect(await compressResponse(req, res)).toBe(res);
  });

  test('a tiny body of unknown length (Response.json) is sent as it is', async () => {
    const res = await compressResponse(request('br'), Response.json({ success: false, code: 'SERVICE_UNAVAILABLE' }, { status: 503 }));
    expect(res.status).toBe(503);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });
});
