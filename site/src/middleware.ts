/**
 * Compresses what the site makes per request: the /api forwarder's responses (JSON; its server-sent
 * events stay uncompressed and unbuffered) and the on-demand pages. Prerendered pages and build assets
 * are compressed once at build time and served by site/serve.mjs, so they never pay this.
 */
import { defineMiddleware } from 'astro:middleware';
import { compressResponse } from '../server/compress-response';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  // At build time there is no client to negotiate with; in `astro dev` Vite serves the files itself.
  if (context.isPrerendered || import.meta.env.DEV) return response;
  return compressResponse(context.request, response);
});
