/**
 * One of a list of values, as Elysia's `t.UnionEnum` (a plain `enum` in the OpenAPI document), without
 * its hidden default: `t.UnionEnum` sets `default` to the first value, so an optional field left out of
 * a body arrived filled in (a PATCH that changed only the proxy moved the account to INT1). A default
 * is used only when one is given.
 */
import { t } from 'elysia';

type Options = Parameters<typeof t.UnionEnum>[1];

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, options: Options = {}) {
  const schema = t.UnionEnum([...values] as unknown as T, options);
  if (!options || !('default' in options)) delete (schema as { default?: unknown }).default;
  return schema;
}
