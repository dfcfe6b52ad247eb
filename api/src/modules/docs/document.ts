/**
 * Completes the OpenAPI document the openapi plugin builds from the routes:
 *  - the one error shape lives once, in components.schemas.Error, and every response refers to it;
 *  - JSON request bodies are described (the plugin leaves `content` empty for routes whose body is read
 *    by a function parser, which ours is: lib/body.ts);
 *  - the refusals every route can give are documented where they can happen: 400 (malformed JSON), 413
 *    (too large), 415 (not JSON), 422 (invalid input), 401 (no session), 503 (database unreachable);
 *  - a body property with a default is optional, since Elysia fills the default in before it validates;
 *  - no schema has a default of another type than its own;
 *  - the routes a personal API key may call (api-keys/key-routes.ts, the one list) name the `apiKey` scheme,
 *    and the key's own refusals: 403 (address, plan, scope) and 429 (its rate).
 */
import { ERROR_SCHEMA_ID } from '../../lib/http';
import { keyRouteFor } from '../api-keys/key-routes';

export type RouteInfo = { method: string; path: string; hooks: { body?: unknown } };

type Json = Record<string, unknown>;
type Operation = { requestBody?: { content?: Json }; parameters?: unknown[]; security?: unknown[]; responses?: Record<string, unknown> };

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const GENERIC: Record<string, string> = {
  '400': 'The request body is not valid JSON (or is nested too deeply), or the address holds a NUL character (%00).',
  '401': 'No valid session: sign in again.',
  '413': 'The request body is too large.',
  '415': 'The request body is not JSON.',
  '422': 'The input is not valid; the message says which field and why.',
  '403': 'Refused: not yours to do, or, with an API key, not from this address, not on this plan or not in its scopes.',
  '429': 'Too many requests (an API key makes at most 120 a minute); Retry-After says when to try again.',
  '503': 'A service this needs (the database, a payment provider) cannot be reached right now; try again shortly.',
};

/** Answers that are files, not JSON: Elysia documents a string's answer as text/plain. */
const FILE_ANSWERS: Record<string, string> = {
  'get /api/analytics/csv': 'text/csv',
  'get /api/subscriptions/invoices/{id}': 'text/html',
  'get /api/status/feed': 'application/atom+xml',
};

/** Routes that need no database, so cannot answer 503 for it. */
const NO_DATABASE = /^\/api\/templates|^\/swagger/;

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}

/** Elysia's `/api/bots/:id` is OpenAPI's `/api/bots/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Replaces every inline copy of the error schema by a reference, and returns the schema itself. */
function hoistErrorSchema(node: unknown, found: { schema?: Json }): unknown {
  if (Array.isArray(node)) return node.map((n) => hoistErrorSchema(n, found));
  if (typeof node !== 'object' || node === null) return node;
  const object = node as Json;
  if (object.$id === ERROR_SCHEMA_ID) {
    const { $id: _, ...schema } = object;
    found.schema ??= schema;
    return ERROR_REF;
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, hoistErrorSchema(v, found)]));
}

/**
 * Elysia fills in a property's default before it validates a body, so a client may leave out any
 * property that has one, whatever `required` says; the document says so.
 */
function optionalWhenDefaulted(schema: unknown): void {
  if (Array.isArray(schema)) return schema.forEach(optionalWhenDefaulted);
  if (typeof schema !== 'object' || schema === null) return;
  const object = schema as { properties?: Record<string, Json>; required?: string[] };
  if (object.properties && object.required) {
    object.required = object.required.filter((name) => !(object.properties![name] && 'default' in object.properties![name]));
    if (!object.required.length) delete object.required;
  }
  Object.values(object).forEach(optionalWhenDefaulted);
}

/**
 * Elysia documents a numeric query field or an integer as "a string or a number" and gives the string
 * branch `default: 0`: a default its own schema refuses, which validators report (26 of them). The
 * string branch has no default of its own to say; the number branch keeps whatever the route gave.
 */
function dropMistypedDefaults(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropMistypedDefaults);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  if (schema.type === 'string' && 'default' in schema && typeof schema.default !== 'string') delete schema.default;
  Object.values(schema).forEach(dropMistypedDefaults);
}

export function completeDocument(generated: Json, routes: RouteInfo[]): Json {
  const found: { schema?: Json } = {};
  const doc = hoistErrorSchema(generated, found) as Json & { paths: Record<string, Record<string, Operation>>; components: Json & { schemas?: Json } };
  if (found.schema) doc.components.schemas = { ...doc.components.schemas, Error: found.schema };

  const bodies = new Map(routes.filter((r) => r.hooks.body).map((r) => [`${r.method.toLowerCase()} ${openApiPath(r.path)}`, r.hooks.body]));
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation.responses ??= {});
      const file = FILE_ANSWERS[`${method} ${path}`];
      const success = responses['200'] as { content?: Json } | undefined;
      if (file && success?.content) success.content = { [file]: Object.values(success.content)[0] };
      const add = (status: string) => (responses[status] ??= errorResponse(GENERIC[status]!));
      const body = operation.requestBody;
      const isJsonBody = Boolean(body && !body.content?.['text/plain']);
      if (body && isJsonBody && !Object.keys(body.content ?? {}).length) {
        // TypeBox schemas are JSON Schema; the copy drops TypeBox's symbol-keyed bookkeeping.
        const schema = bodies.get(`${method} ${path}`);
        if (schema) body.content = { 'application/json': { schema: JSON.parse(JSON.stringify(schema)) } };
      }
      if (body) {
        optionalWhenDefaulted(body.content);
        add('400');
        add('413');
        if (isJsonBody) {
          add('415');
          add('422');
        }
      }
      if (operation.parameters?.length) {
        add('400');
        add('422');
      }
      // Templates are public: a key is not needed there. The console (no macro) takes the session too.
      if (keyRouteFor(method, path) && !NO_DATABASE.test(path)) {
        // A new array: the macro's may be shared by every route.
        const security = operation.security ?? [{ bearer: [] }, { cookie: [] }];
        operation.security = security.some((s) => typeof s === 'object' && s !== null && 'apiKey' in s) ? security : [...security, { apiKey: [] }];
        add('403');
        add('429');
      }
      if (operation.security?.length) add('401');
      if (!NO_DATABASE.test(path)) add('503');
    }
  }
  dropMistypedDefaults(doc);
  return doc;
}
