/**
 * Compression of the responses made per request (the /api forwarder's JSON, the console page, the
 * redirects): streamed through zlib at a fast setting, since it is paid on every request. The build's
 * own files never come here; they were compressed once at build time (precompress.ts).
 */
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { chooseEncoding, isCompressibleType, MIN_COMPRESS_BYTES, withVaryAcceptEncoding, type Encoding } from './encoding';

/** Brotli 5 and gzip 6: most of the saving of the best settings at a small part of their CPU. */
function compressor(encoding: Encoding) {
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
}

/**
 * The body's first MIN_COMPRESS_BYTES (or all of it, if shorter), and the whole body again as a stream,
 * for a response that does not say its length (Response.json, a streamed page).
 */
async function peek(body: ReadableStream<Uint8Array>): Promise<{ tiny: boolean; body: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < MIN_COMPRESS_BYTES) {
    const chunk = await reader.read();
    if (chunk.done) {
      ended = true;
      break;
    }
    head.push(chunk.value);
    size += chunk.value.byteLength;
  }
  const again = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { tiny: ended && size < MIN_COMPRESS_BYTES, body: again };
}

/**
 * The response compressed for the request's Accept-Encoding, or the response itself when it should not
 * be: a HEAD or bodiless answer, a body already encoded, a type that does not shrink (images, archives,
 * server-sent events, which must stream unbuffered), `no-transform`, or a tiny body.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const headers = response.headers;
  if (request.method === 'HEAD' || !response.body || response.status === 204 || response.status === 304) return response;
  if (headers.has('content-encoding') || !isCompressibleType(headers.get('content-type'))) return response;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return response;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < MIN_COMPRESS_BYTES) return response;
  let body: ReadableStream<Uint8Array> = response.body;
  if (length === null) {
    const peeked = await peek(body);
    body = peeked.body;
    if (peeked.tiny) return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }

  const out = new Headers(headers);
  out.set('vary', withVaryAcceptEncoding(headers.get('vary')));
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  if (!encoding) return new Response(body, { status: response.status, statusText: response.statusText, headers: out });

  out.set('content-encoding', encoding);
  out.delete('content-length');
  // The encoded body is another representation: a strong validator of the plain one no longer holds.
  const etag = out.get('etag');
  if (etag && !etag.startsWith('W/')) out.set('etag', `W/${etag}`);
  // pipeline, not pipe: a browser that goes away (or an upstream that fails) tears down all three.
  // (lib.dom and node:stream/web type the same ReadableStream twice, hence the casts.)
  const encoded = pipeline(Readable.fromWeb(body as unknown as NodeReadableStream), compressor(encoding), () => undefined);
  return new Response(Readable.toWeb(encoded) as unknown as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers: out,
  });
}
