import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from './precompress';
import { loadStaticVariants, serveStaticVariant } from './static-variants';

const dir = mkdtempSync(join(tmpdir(), 'castellan-variants-'));
const page = `<!doctype html><title>Pricing</title>${'<p>Plans for every castle.</p>'.repeat(200)}`;
const script = `export const x = ${JSON.stringify('castle '.repeat(500))};`;
let server: Server;
let base: string;

beforeAll(async () => {
  mkdirSync(join(dir, 'pricing'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, 'pricing/index.html'), page);
  writeFileSync(join(dir, '_astro/app.abc123.js'), script);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'og.png'), Buffer.alloc(4096));
  const report = precompressDirectory(dir);
  expect(report.files).toBe(2);
  const entries = loadStaticVariants(dir);
  server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname.replace(/(.)\/$/, '$1');
    if (!serveStaticVariant(entries, path, req, res)) {
      res.statusCode = 299; // "handed to Astro"
      res.end('fallthrough');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(base + path, { method, headers, decompress: false } as RequestInit);

describe('precompressed build files', () => {
  test('the build writes .br and .gz beside text files big enough, and nothing beside small or binary ones', () => {
    expect(existsSync(join(dir, 'pricing/index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'pricing/index.html.gz'))).toBe(true);
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false);
    expect(existsSync(join(dir, 'og.png.br'))).toBe(false);
  });

  test('a page by its clean path, in brotli, revalidated; a hashed asset cached for a year', async () => {
    for (const path of ['/pricing', '/pricing/']) {
      const res = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=0');
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
      expect(brotliDecompressSync(body).toString()).toBe(page);
    }
    const asset = await get('/_astro/app.abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(Buffer.from(await asset.arrayBuffer())).toString()).toBe(script);
  });

  test('each encoding has its own ETag; a matching If-None-Match is a 304; HEAD has no body', async () => {
    const br = await get('/pricing', { 'accept-encoding': 'br' });
    const gz = await get('/pricing', { 'accept-encoding': 'gzip' });
    expect(br.headers.get('etag')).toMatch(/-br"$/);
    expect(gz.headers.get('etag')).toMatch(/-gzip"$/);
    const again = await get('/pricing', { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const stale = await get('/pricing', { 'accept-encoding': 'br', 'if-none-match': gz.headers.get('etag')! });
    expect(stale.status).toBe(200);
    const head = await get('/pricing', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('br');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  test('without an accepted encoding, or for a file with no variant, Astro answers (with Vary where it matters)', async () => {
    const plain = await get('/pricing', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(299);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await get('/favicon.svg', { 'accept-encoding': 'br' })).status).toBe(299);
    expect((await get('/og.png', { 'accept-encoding': 'br' })).status).toBe(299);
    expect((await fetch(`${base}/pricing`, { method: 'POST', headers: { 'accept-encoding': 'br' } })).status).toBe(299);
  });

  test('a file rewritten after the build is no longer answered from its old variant', async () => {
    writeFileSync(join(dir, '_astro/app.abc123.js'), script.replace('castle', 'keep'));
    expect((await get('/_astro/app.abc123.js', { 'accept-encoding': 'br' })).status).toBe(299);
  });
});
