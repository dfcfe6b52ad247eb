// The site: marketing pages prerendered to static HTML, the signed-in app as React islands.
// Pages that must answer per request (the console route with its bot id, the /api forwarder and the
// catch-all redirect) opt out of prerendering; everything else is static.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { precompressIntegration } from './site/server/precompress';
import { siteOrigin } from './site/server/origin';

export default defineConfig({
  // The public origin, for what must be absolute: Open Graph URLs, the sitemap, robots.txt. Built in,
  // like every other byte of the static pages (SITE_ORIGIN, the same setting the API reads).
  site: siteOrigin(process.env),
  srcDir: './site/src',
  publicDir: './site/public',
  // The test run builds into its own folder so several runs can build at once.
  outDir: process.env.SITE_OUT_DIR ?? './site/dist',
  output: 'static',
  // staticHeaders: prerendered pages get their Content-Security-Policy as a response header (not a
  // <meta>, which cannot say frame-ancestors); server.mjs adds the other security headers.
  adapter: node({ mode: 'standalone', staticHeaders: true }),
  // A policy per page with the hash of every script and style it carries (the inline boot script's is
  // added by the layout); no inline code runs that was not built here.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https://cdn.discordapp.com",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
    },
  },
  // precompress: brotli and gzip copies of the built text files, which site/serve.mjs answers with.
  integrations: [react(), precompressIntegration()],
  server: { port: Number(process.env.SITE_PORT ?? 4321), host: process.env.SITE_HOST ?? '127.0.0.1' },
  // No inline-able JS island bundles on the marketing pages; styles may be inlined.
  build: { inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
});
