/** How the PayPal fake reads a request: its routes' context, and bodies read as PayPal reads them. */
export type Context = { req: Request; url: URL; text: string; params: string[] };
export type Route = { method: string; pattern: RegExp; auth: 'bearer' | 'none'; handle: (ctx: Context) => Response };

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `undefined` for malformed JSON or a non-object; an empty body reads as `{}`. */
export function readObject(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The request log keeps bodies in the most useful form: JSON parsed, forms as objects, anything else as text. */
export function loggedBody(text: string, contentType: string): unknown {
  if (!text) return undefined;
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
