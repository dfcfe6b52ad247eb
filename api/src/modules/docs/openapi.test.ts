/** The API's own description is valid OpenAPI 3.1, keeps the error shape once, and documents the refusals. */
import { describe, expect, test } from 'bun:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { RULE_BOUNDS } from '@shared/alliances';
import { call, testApp } from '../../../test/helpers';

const app = testApp();
const doc = (await call(app, 'GET', '/swagger/json')).body;
type Operation = { responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> }; security?: unknown[] };
const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, op })),
);

describe('GET /swagger/json', () => {
  test('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toStartWith('3.1');
  });

  test("every default is of its own schema's type (none of Elysia's `default: 0` on a string)", () => {
    const mistyped: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      const wrong =
        'default' in schema &&
        ((schema.type === 'string' && typeof schema.default !== 'string') ||
          ((schema.type === 'number' || schema.type === 'integer') && typeof schema.default !== 'number'));
      if (wrong) mistyped.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(doc.paths, '');
    expect(mistyped).toEqual([]);
  });

  test('the error shape is one component, referenced everywhere, never inlined', () => {
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['success', 'message', 'code', 'requestId'] });
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"$id"');
    expect(text.split('"#/components/schemas/Error"').length - 1).toBeGreaterThan(100);
  });

  test('every JSON request body is described, and can be refused as malformed, too large, not JSON or invalid', () => {
    const withBody = operations.filter(({ op }) => op.requestBody && !op.requestBody.content['text/plain']);
    expect(withBody.length).toBeGreaterThan(8);
    for (const { name, op } of withBody) {
      expect([name, Object.keys(op.requestBody!.content)]).toEqual([name, ['application/json']]);
      expect([name, ['400', '413', '415', '422'].filter((s) => !op.responses[s])]).toEqual([name, []]);
    }
  });

  test('signed-in routes document 401, database routes 503, sign-in and sign-up 429', () => {
    for (const { name, op } of operations.filter(({ op }) => op.security?.length)) expect([name, Boolean(op.responses['401'])]).toEqual([name, true]);
    for (const { name, path, op } of operations.filter(({ path }) => !path.startsWith('/api/templates')))
      expect([name, path, Boolean(op.responses['503'])]).toEqual([name, path, true]);
    expect(doc.paths['/api/auth/login'].post.responses['429']).toBeDefined();
    expect(doc.paths['/api/auth/register'].post.responses['429']).toBeDefined();
  });

  test('a body property with a default is optional (Elysia fills it in): the announcement category', () => {
    const schema = doc.paths['/api/admin/announcements'].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['title', 'body']);
    expect(schema.properties.category).toMatchObject({ default: 'announcement', enum: ['announcement', 'maintenance', 'update'] });
  });

  test("an announcement's category is documented as the values it takes", () => {
    const item = doc.paths['/api/users/announcements'].get.responses['200'].content['application/json'].schema.items;
    expect(JSON.stringify(item.properties.category)).toContain('maintenance');
    expect(item.properties.category.type ?? item.properties.category.anyOf).toBeDefined();
    expect(item.properties.category.examples).toBeUndefined();
  });

  test('every schema keyword is one JSON Schema reads (a `min` or `max` would be ignored, so its bound never held)', () => {
    const unread: string[] = [];
    const schemaAt = (node: unknown, at: string): void => {
      if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
      const schema = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(schema)) {
        if (key === 'nullable' ? !allowsNull(schema) : !SCHEMA_KEYWORDS.has(key) && !key.startsWith('x-')) unread.push(`${at}: ${key}`);
        if (SUBSCHEMA_MAPS.has(key)) for (const [name, sub] of Object.entries(value as object)) schemaAt(sub, `${at}/${key}/${name}`);
        else if (SUBSCHEMA_LISTS.has(key)) (value as unknown[]).forEach((sub, i) => schemaAt(sub, `${at}/${key}/${i}`));
        else if (SUBSCHEMAS.has(key)) schemaAt(value, `${at}/${key}`);
      }
    };
    const find = (node: unknown, at: string): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) key === 'schema' ? schemaAt(value, `${at}/schema`) : find(value, `${at}/${key}`);
    };
    find(doc.paths, '');
    for (const [name, schema] of Object.entries(doc.components.schemas)) schemaAt(schema, `components/${name}`);
    expect(unread).toEqual([]);
    // And the alliance rules' bounds are there in JSON Schema's words (the API refuses past them: alliances/space.test.ts).
    const rules = doc.paths['/api/alliances/{id}/rules'].put.requestBody.content['application/json'].schema.properties;
    const bounds = (field: Record<string, unknown>) =>
      JSON.stringify(field)
        .match(/"minimum":(-?\d+),"maximum":(\d+)/)
        ?.slice(1)
        .map(Number);
    expect(bounds(rules.support.properties.troops)).toEqual([RULE_BOUNDS.troops.min, RULE_BOUNDS.troops.max]);
    expect(bounds(rules.help.properties.minWaitSeconds)).toEqual([RULE_BOUNDS.waitSeconds.min, RULE_BOUNDS.waitSeconds.max]);
  });
});

/**
 * The keywords of JSON Schema 2020-12 (core, applicator, unevaluated, validation, meta-data, format,
 * content) and those OpenAPI 3.1 adds to a Schema Object; plus `error`, Elysia's own: the message its
 * validator gives when the schema refuses (JSON Schema tools skip it, which is right for a message).
 */
const SCHEMA_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$comment',
  '$defs',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'prefixItems',
  'items',
  'contains',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'discriminator',
  'xml',
  'externalDocs',
  'example',
  'error',
]);
const SUBSCHEMAS = new Set([
  'not',
  'if',
  'then',
  'else',
  'items',
  'contains',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/**
 * `nullable` is OpenAPI 3.0's word, gone from 3.1: the document's generator writes it beside a type that
 * already takes null, where it changes nothing. Alone, it would promise a null no 3.1 reader allows.
 */
function allowsNull(schema: Record<string, unknown>): boolean {
  const types = [schema.type].flat();
  return types.includes('null') || (Array.isArray(schema.anyOf) && schema.anyOf.some((s) => (s as { type?: unknown }).type === 'null'));
}
