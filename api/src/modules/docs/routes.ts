/**
 * The OpenAPI 3.1 document at /swagger/json and Swagger UI at /swagger. The UI's script and stylesheet
 * are served from the swagger-ui-dist package, so the page works without internet access.
 */
import { Elysia } from 'elysia';
import { openapi } from '@elysiajs/openapi';
import { FormatRegistry } from 'elysia/type-system';
import { fullFormats } from 'elysia/type-system/format';
import { dirname, join } from 'node:path';
import { completeDocument, type RouteInfo } from './document';

// Loading @elysiajs/openapi replaces Elysia's checkers of string formats (email, ...) with ones that build
// a validation schema of another library on every call: ~35 % of a signed-in request's time went there
// (profiled on GET /api/auth/me). Elysia's own checkers, one regular expression each, are put back.
for (const [name, pattern] of Object.entries(fullFormats)) {
  if (pattern instanceof RegExp) FormatRegistry.Set(name, (value) => pattern.test(value));
}

const ASSETS = dirname(require.resolve('swagger-ui-dist/package.json'));
const FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};
// Swagger UI boots from an inline script; only this page may run scripts, and only its own.
const UI_CSP = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/** `routes`: the whole app's routes, read when the document is first asked for. */
export const docsRoutes = (routes: () => RouteInfo[]) => {
  const completed = new WeakMap<object, unknown>();
  return (
    new Elysia()
      // Registered before the plugin, so it reaches the plugin's routes (and only this plugin's: it costs
      // other routes nothing, where a hook before routing ran on every request of the API).
      .onAfterHandle(({ path, response, set }) => {
        if (path === '/swagger' || path === '/swagger/') set.headers['content-security-policy'] = UI_CSP;
        if (path !== '/swagger/json' || typeof response !== 'object' || response === null) return;
        if (!completed.has(response)) completed.set(response, completeDocument(response as Record<string, unknown>, routes()));
        return completed.get(response);
      })
      .use(
        openapi({
          path: '/swagger',
          specPath: '/swagger/json',
          provider: 'swagger-ui',
          swagger: {
            cdn: '/swagger/assets/swagger-ui-bundle.js',
            theme: '/swagger/assets/swagger-ui.css',
            autoDarkMode: false,
            persistAuthorization: true,
          },
          documentation: {
            info: {
              title: 'Castellan API',
              version: '1.0.0',
              description: 'Accounts, bots, consoles and billing of the Castellan automation platform.',
            },
            tags: [
              { name: 'auth', description: 'Registration, sign-in and the session' },
              { name: 'users', description: 'Your profile, notifications, and public announcements' },
              { name: 'accounts', description: 'Your game accounts (passwords encrypted at rest, never returned)' },
              { name: 'templates', description: 'The bot templates on offer' },
              { name: 'bots', description: 'Your bots: create, start, stop, delete, and their live console' },
              { name: 'support', description: 'Your support tickets: write, reply, close' },
              { name: 'system', description: 'Health and documentation' },
            ],
            components: {
              securitySchemes: {
                bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
                cookie: { type: 'apiKey', in: 'cookie', name: 'castellan_session' },
                apiKey: {
                  type: 'http',
                  scheme: 'bearer',
                  bearerFormat: 'cst_…',
                  description: 'A personal API key (cst_…), Professional plan, settings → API keys',
                },
              },
            },
          },
        }),
      )
      .get(
        '/swagger/assets/:file',
        ({ params, set, status }) => {
          const type = FILES[params.file];
          if (!type) return status(404, 'Not found');
          set.headers['content-type'] = type;
          set.headers['cache-control'] = 'public, max-age=86400';
          return Bun.file(join(ASSETS, params.file));
        },
        { detail: { hide: true } },
      )
  );
};
