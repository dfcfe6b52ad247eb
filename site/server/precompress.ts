/**
 * Compresses the built site once, at build time: beside every text file of at least MIN_COMPRESS_BYTES
 * go `<file>.br` (brotli at its best, quality 11) and `<file>.gz` (gzip level 9). The best settings
 * cost ~1.4 s of CPU for the whole site, far too slow to pay per request and wasteful to pay at every
 * server start; serve.mjs loads these files and answers with them (static-variants.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { isCompressiblePath, MIN_COMPRESS_BYTES } from './encoding';

export const VARIANT_SUFFIX = { br: '.br', gzip: '.gz' } as const;

export function* walkFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(path);
    else if (entry.isFile()) yield path;
  }
}

export function brotli(body: Uint8Array): Buffer {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
}

export function gzip(body: Uint8Array): Buffer {
  return gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
}

export type PrecompressReport = { files: number; bytes: number; br: number; gzip: number };

/** Writes the .br and .gz of every compressible file in `dir`; a variant that would not be smaller is not written. */
export function precompressDirectory(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of walkFiles(dir)) {
    if (!isCompressiblePath(file)) continue;
    const body = readFileSync(file);
    if (body.byteLength < MIN_COMPRESS_BYTES) continue;
    const br = brotli(body);
    const gz = gzip(body);
    report.files += 1;
    report.bytes += body.byteLength;
    if (br.byteLength < body.byteLength) {
      writeFileSync(file + VARIANT_SUFFIX.br, br);
      report.br += br.byteLength;
    }
    if (gz.byteLength < body.byteLength) {
      writeFileSync(file + VARIANT_SUFFIX.gzip, gz);
      report.gzip += gz.byteLength;
    }
  }
  return report;
}

/** The Astro integration: precompresses the client files when the build is done. */
export function precompressIntegration(): AstroIntegration {
  return {
    name: 'castellan:precompress',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        const r = precompressDirectory(fileURLToPath(dir));
        const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        logger.info(`${r.files} files, ${kib(r.bytes)} → brotli ${kib(r.br)}, gzip ${kib(r.gzip)} in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
