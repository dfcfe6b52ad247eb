/**
 * What the site compresses and how: the one rule both the precompressed build files (serve.mjs) and the
 * responses made per request (the /api forwarder, on-demand pages; site/src/middleware.ts) follow.
 */
import { acceptedValues } from '../../shared/src/accept-header.ts';

export type Encoding = 'br' | 'gzip';

/** Below this many bytes a compressed body saves less than its headers and framing cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** File extensions of the text types we compress; images, fonts and archives are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = ['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.atom', '.webmanifest', '.txt'];

const COMPRESSIBLE_TYPES = new Set([
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'text/plain',
]);

/**
 * Whether a response of this Content-Type is worth compressing. Server-sent events never are: a
 * compressor holds bytes back until it has enough to encode, and a console line must reach the browser
 * the moment it is written.
 */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return COMPRESSIBLE_TYPES.has(type) || type.endsWith('+json') || type.endsWith('+xml');
}

export function isCompressiblePath(path: string): boolean {
  const lower = path.toLowerCase();
  return COMPRESSIBLE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * The encoding to answer with, from an Accept-Encoding header (RFC 9110 §12.5.3): brotli when the client
 * takes it (it is 10–15 % smaller than gzip on our files), else gzip, else none. `q=0` refuses a coding;
 * `*` stands for every coding not named; among accepted codings the higher q wins, brotli on a tie.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map(acceptedValues(acceptEncoding).map((a) => [a.value, a.weight]));
  const weightOf = (coding: Encoding) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** The Vary value a response needs once its body depends on Accept-Encoding, keeping what it had. */
export function withVaryAcceptEncoding(vary: string | null | undefined): string {
  if (!vary) return 'Accept-Encoding';
  const names = vary.split(',').map((v) => v.trim().toLowerCase());
  return names.includes('accept-encoding') || names.includes('*') ? vary : `${vary}, Accept-Encoding`;
}
