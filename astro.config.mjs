// The site: marketing pages prerendered to static HTML, the signed-in app as React islands.
// Pages that must answer per request (the console route with its bot id, the /api forwarder and the
// catch-all redirect) opt out of prerendering; everything else is static.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  // The test run builds into its own folder so several runs can build at once.
  outDir: process.env.SITE_OUT_DIR ?? './site/dist',
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: Number(process.env.SITE_PORT ?? 4321), host: process.env.SITE_HOST ?? '127.0.0.1' },
  // No inline-able JS island bundles on the marketing pages; styles may be inlined.
  build: { inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
});
