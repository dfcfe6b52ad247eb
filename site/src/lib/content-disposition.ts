/** The file name a download answer asks for (`Content-Disposition: attachment; filename=…`). */

/**
 * The name from the header (RFC 6266: `filename*=UTF-8''…` wins over `filename=`), reduced to a plain
 * base name: no folders, no control characters. `fallback` when there is no usable name.
 */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]!.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : undefined;
  }
  // A name is only a name: whatever sits before a slash is a path the browser must not be asked to follow.
  const base = name
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base && base !== '.' && base !== '..' ? base : fallback;
}
