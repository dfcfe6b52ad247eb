/**
 * The HTTP frame every feature's routes sit in (app.ts): the HTTP series, the one error shape, the body
 * rules, CORS, the API document, GET /api/auth/me served natively, production's headers and GET /metrics.
 */
import { PAGE_LOCALE_HEADER } from '@shared/i18n/locales';
import { Elysia, type AnyElysia } from 'elysia';
import type { Config } from './config';
import { httpPlugin, PRODUCTION_HEADERS } from './lib/http';
import { httpMetrics, timedNative } from './lib/metrics/http';
import { metricsEndpoint } from './lib/metrics/endpoint';
import { runtimeExposition } from './lib/metrics/runtime-exposition';
import { corsPlugin, createCors } from './lib/cors';
import { nativeJsonRoute } from './lib/native-route';
import { bodyPlugin, routesNeedingBody } from './lib/body';
import { ME_PATH, meAnswer } from './modules/auth/me';
import type { AuthService } from './modules/auth/service';
import { WEBHOOK_BODY_LIMITS } from './modules/billing/routes';
import { INTERACTIONS_BODY_LIMITS } from './modules/discord-commands/routes';
import { docsRoutes } from './modules/docs/routes';
import type { RouteInfo } from './modules/docs/document';

export function appFrame(config: Config, auth: AuthService) {
  // The API document describes every route; the app is built on this frame, and read when the document is asked for.
  const routes: { all: () => RouteInfo[] } = { all: () => [] };
  let needingBody: Set<string> | undefined;
  const needsBody = (method: string, route: string) => (needingBody ??= routesNeedingBody(routes.all())).has(`${method} ${route}`);
  const cors = createCors({
    origins: new Set([config.siteOrigin]),
    allowedHeaders: ['content-type', 'authorization', 'last-event-id', 'x-request-id', PAGE_LOCALE_HEADER],
    exposeHeaders: ['x-request-id', 'retry-after'],
    maxAgeSeconds: 600,
  });
  // Production's answers, error responses too, start with HSTS: a header of the app's own, no hook per request.
  const appHeaders = config.env === 'production' ? PRODUCTION_HEADERS : {};
  // GET /api/auth/me is also a route Bun calls directly when the app listens (auth/me.ts): Elysia hands its `serve.routes` to Bun.serve.
  const app = new Elysia({
    serve: { routes: { [ME_PATH]: { GET: timedNative(config.metrics.enabled, 'GET', ME_PATH, nativeJsonRoute({ appHeaders, cors }, meAnswer(auth))) } } },
  })
    // The HTTP series' hooks first, so every request is timed from its start (lib/metrics/http.ts);
    // METRICS=off adds none. On httpPlugin's line: a line more and the app's type is deeper than TypeScript goes.
    .use(httpMetrics(config.metrics.enabled).use(httpPlugin))
    .use(bodyPlugin({ ...WEBHOOK_BODY_LIMITS, ...INTERACTIONS_BODY_LIMITS }, needsBody))
    .use(corsPlugin(cors))
    .use(docsRoutes(() => routes.all()));

  /** The app built on the frame, finished: production's headers, GET /metrics, and its routes for the document. */
  function finish(built: AnyElysia): void {
    // Set on the built app, whose routes are compiled when served, so its type stays as deep as it was.
    if (config.env === 'production') built.headers(appHeaders);
    // GET /metrics for Prometheus (lib/metrics/endpoint.ts): the site's client never calls it, so it stays out of the app's type too.
    // With RUNNERS=local the game's series are the runtime process's: appended from its loopback port (lib/metrics/runtime-exposition.ts).
    built.use(metricsEndpoint({ token: config.metrics.token, production: config.env === 'production', also: runtimeExposition }));
    routes.all = () => built.routes as RouteInfo[];
  }

  return { app, finish };
}
