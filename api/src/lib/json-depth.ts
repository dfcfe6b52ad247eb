/**
 * How deeply a JSON text nests, found by one scan of its characters (no parsing, no recursion), so a
 * body like `[[[[…]]]]` 100,000 levels deep is refused before anything that recurses over it (a schema
 * validator, JSON.stringify on the way to PayPal) can overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

export function jsonNestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}
