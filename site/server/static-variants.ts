/**
 * Serves the build's precompressed files (precompress.ts wrote them): loaded into memory when the
 * server starts (~340 KiB for the whole site), answered without touching the disk but for one stat
 * that proves the file is still the one they were made from. A file changed after the build (a
 * redeployed service worker, say) is answered by Astro's own static handler, uncompressed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, relative, sep } from 'node:path';
import { chooseEncoding, isCompressiblePath, withVaryAcceptEncoding, type Encoding } from './encoding';
import { VARIANT_SUFFIX, walkFiles } from './precompress';

type Variant = { body: Buffer; etag: string };
export type StaticEntry = {
  file: string;
  contentType: string;
  cacheControl: string;
  size: number;
  mtimeMs: number;
  variants: Partial<Record<Encoding, Variant>>;
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Astro's hashed build assets never change under their name; everything else is revalidated. */
function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0';
}

/** The URL paths a file answers: its own, and for `x/index.html` also `/x` (the server strips a trailing slash). */
export function urlPathsOf(clientDir: string, file: string): string[] {
  const path = `/${relative(clientDir, file).split(sep).join('/')}`;
  if (path === '/index.html') return [path, '/'];
  if (path.endsWith('/index.html')) return [path, path.slice(0, -'/index.html'.length)];
  return [path];
}

/** path → the file and its precompressed variants, for every file of the build that has one. */
export function loadStaticVariants(clientDir: string): Map<string, StaticEntry> {
  const entries = new Map<string, StaticEntry>();
  if (!existsSync(clientDir)) return entries;
  for (const file of walkFiles(clientDir)) {
    if (!isCompressiblePath(file)) continue;
    const source = statSync(file);
    const variants: StaticEntry['variants'] = {};
    for (const encoding of ['br', 'gzip'] as const) {
      const variantFile = file + VARIANT_SUFFIX[encoding];
      // A variant older than its file was made from an earlier version of it.
      if (!existsSync(variantFile) || statSync(variantFile).mtimeMs < source.mtimeMs) continue;
      const body = readFileSync(variantFile);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
      variants[encoding] = { body, etag: `"${hash}-${encoding}"` };
    }
    if (!variants.br && !variants.gzip) continue;
    for (const urlPath of urlPathsOf(clientDir, file)) {
      entries.set(urlPath, {
        file,
        contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        cacheControl: cacheControlFor(urlPath),
        size: source.size,
        mtimeMs: source.mtimeMs,
        variants,
      });
    }
  }
  return entries;
}

function unchanged(entry: StaticEntry): boolean {
  try {
    const now = statSync(entry.file);
    return now.size === entry.size && now.mtimeMs === entry.mtimeMs;
  } catch {
    return false;
  }
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers a GET or HEAD for a precompressed build file in the encoding the client prefers, with its
 * own ETag per encoding (a 304 when the browser already has it). Returns false when the request is not
 * one it can answer (no such entry, no accepted encoding, the file changed since the build); the caller
 * hands it to Astro then, which answers uncompressed.
 */
export function serveStaticVariant(entries: Map<string, StaticEntry>, path: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const entry = entries.get(path);
  if (!entry) return false;
  // Whichever way it is answered, the body depends on Accept-Encoding: shared caches must know.
  res.setHeader('vary', withVaryAcceptEncoding(res.getHeader('vary')?.toString() ?? null));
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const variant = encoding ? entry.variants[encoding] : undefined;
  if (!encoding || !variant || !unchanged(entry)) return false;
  res.setHeader('content-type', entry.contentType);
  res.setHeader('cache-control', entry.cacheControl);
  res.setHeader('etag', variant.etag);
  res.setHeader('last-modified', new Date(entry.mtimeMs).toUTCString());
  if (matchesEtag(req.headers['if-none-match'], variant.etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', variant.body.byteLength);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : variant.body);
  return true;
}
