/**
 * The site's public origin at build time: SITE_ORIGIN (the setting the API reads for CORS and the
 * Discord callback), else the local address the site is served on in development and tests. (Astro
 * sets NODE_ENV=production for every build, tests' included, so the production image's build is the
 * one that insists on it: the Dockerfile refuses to build the site without SITE_ORIGIN.)
 */
export function siteOrigin(env: Record<string, string | undefined>): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) {
    const url = new URL(configured);
    if (url.pathname !== '/' || url.search || url.hash)
      throw new Error(`SITE_ORIGIN must be an origin without a path (e.g. https://castellan.example), not ${configured}`);
    return url.origin;
  }
  return `http://localhost:${env.SITE_PORT ?? 4321}`;
}
