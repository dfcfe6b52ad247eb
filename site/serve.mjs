/**
 * The site's server: Astro's own standalone handler (static pages, the /api forwarder, on-demand routes)
 * behind one layer that adds the security headers to every response:
 *  - Content-Security-Policy of each prerendered page as Astro built it (astro.config.mjs
 *    `security.csp`; today the build gives every page the same policy, with the hashes of every inline
 *    script and style it produced). Looked up by exact path: the adapter's own lookup matches by
 *    substring, which gave "/" the policy of another page;
 *  - X-Content-Type-Options, X-Frame-Options and Referrer-Policy everywhere.
 * and answers the build's text files from their brotli or gzip copies made at build time
 * (server/static-variants.ts); responses made per request are compressed by site/src/middleware.ts.
 *   bun site/serve.mjs [dist folder]      (HOST, PORT as for Astro's server)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadStaticVariants, serveStaticVariant } from './server/static-variants.ts';
import { languageChoice, languageRedirect } from './server/language.ts';

const dist = resolve(process.argv[2] ?? join(import.meta.dir, 'dist'));
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import(pathToFileURL(join(dist, 'server/entry.mjs')).href);

/** path → Content-Security-Policy of that prerendered page. */
const policies = new Map(
  JSON.parse(readFileSync(join(dist, '_headers.json'), 'utf8')).map((page) => [
    page.pathname,
    page.headers.find((h) => h.key.toLowerCase() === 'content-security-policy')?.value,
  ]),
);

/** URL path → the precompressed copies of that build file (loaded once; ~340 KiB for the whole site). */
const variants = loadStaticVariants(join(dist, 'client'));

const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://site').pathname.replace(/(.)\/$/, '$1');
  for (const [name, value] of Object.entries(ALWAYS)) res.setHeader(name, value);
  // TRACE (and TRACK) would echo the request back, cookies included: nothing here answers them.
  if (req.method === 'TRACE' || req.method === 'TRACK') {
    res.writeHead(405, { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', 'content-type': 'text/plain; charset=utf-8' });
    res.end(`${req.method} is not allowed.\n`);
    return;
  }
  // A page in the visitor's language when it has one (server/language.ts); caches keep one copy per language.
  const url = new URL(req.url ?? '/', 'http://site');
  const ask = { method: req.method, path, search: url.search, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] };
  // A language chosen from the menu is kept in its cookie, then the page opens in it (without script too).
  const choice = languageChoice(ask);
  if (choice) {
    res.writeHead(302, { location: choice.location, 'set-cookie': choice.cookie, 'cache-control': 'no-store' });
    res.end();
    return;
  }
  const elsewhere = languageRedirect(ask, (p) => policies.has(p));
  if (policies.has(path)) res.setHeader('vary', 'Accept-Language, Cookie');
  if (elsewhere) {
    res.writeHead(302, { location: elsewhere, 'cache-control': 'no-store' });
    res.end();
    return;
  }
  const policy = policies.get(path);
  if (policy) {
    res.setHeader('content-security-policy', policy);
    // The adapter would set its own (possibly another page's) policy on top: this page's stands.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => (String(name).toLowerCase() === 'content-security-policy' ? res : setHeader(name, value));
  }
  if (serveStaticVariant(variants, path, req, res)) return;
  handler(req, res);
});

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
server.listen(port, host, () => console.log(`site listening on http://${host}:${port}`));
