/** The API's own description is valid OpenAPI 3.1, keeps the error shape once, and documents the refusals. */
import { describe, expect, test } from 'bun:test';
import { Validator } from '@seriousme/openapi-schema-validator';
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

  test('every default is of its own schema\'s type (none of Elysia\'s `default: 0` on a string)', () => {
    const mistyped: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      const wrong =
        'default' in schema &&
        ((schema.type === 'string' && typeof schema.default !== 'string') || ((schema.type === 'number' || schema.type === 'integer') && typeof schema.default !== 'number'));
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
    for (const { name, path, op } of operations.filter(({ path }) => !path.startsWith('/api/templates'))) expect([name, path, Boolean(op.responses['503'])]).toEqual([name, path, true]);
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
});
