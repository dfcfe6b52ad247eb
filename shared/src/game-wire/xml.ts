/**
 * A small, strict XML reader for the game's configuration documents (the network document of
 * network.ts). Elements, attributes, text, CDATA, comments and the five named entities plus numeric
 * ones; a document type declaration is refused (nothing here needs one, and entity definitions are how
 * XML documents are made to explode). Anything not well-formed throws, so a damaged download is never
 * half-read.
 */

export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), without its children's. */
  text: string;
};

export class XmlError extends Error {}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /[A-Za-z_:][\w.:-]*/y;

function decode(raw: string, at: number): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new XmlError(`a bare "&" in the text near character ${at}`);
    if (ref in NAMED) return NAMED[ref]!;
    const code = /^#x[0-9a-f]+$/i.test(ref) ? parseInt(ref.slice(2), 16) : /^#\d+$/.test(ref) ? Number(ref.slice(1)) : NaN;
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff) throw new XmlError(`an unknown entity "&${ref};" near character ${at}`);
    return String.fromCodePoint(code);
  });
}

export function parseXml(source: string): XmlElement {
  let i = 0;
  const fail = (what: string): never => {
    throw new XmlError(`${what} at character ${i}`);
  };
  const readName = (): string => {
    NAME.lastIndex = i;
    const match = NAME.exec(source);
    if (!match) fail('a name was expected');
    i += match![0].length;
    return match![0];
  };
  const skipSpace = () => {
    while (i < source.length && /\s/.test(source[i]!)) i += 1;
  };
  /** Comments and processing instructions (the `<?xml …?>` declaration) between elements. */
  const skipMisc = (): boolean => {
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4);
      if (end < 0) fail('an unclosed comment');
      i = end + 3;
      return true;
    }
    if (source.startsWith('<?', i)) {
      const end = source.indexOf('?>', i + 2);
      if (end < 0) fail('an unclosed declaration');
      i = end + 2;
      return true;
    }
    if (source.startsWith('<!DOCTYPE', i) || source.startsWith('<!ENTITY', i)) fail('a document type declaration (not accepted)');
    return false;
  };

  const readElement = (): XmlElement => {
    if (source[i] !== '<') fail('an element was expected');
    i += 1;
    const element: XmlElement = { name: readName(), attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', i)) {
        i += 2;
        return element;
      }
      if (source[i] === '>') {
        i += 1;
        break;
      }
      const attribute = readName();
      skipSpace();
      if (source[i] !== '=') fail(`"=" was expected after attribute ${attribute}`);
      i += 1;
      skipSpace();
      const quote = source[i];
      if (quote !== '"' && quote !== "'") fail(`a quoted value was expected for attribute ${attribute}`);
      const end = source.indexOf(quote!, i + 1);
      if (end < 0) fail(`an unclosed value of attribute ${attribute}`);
      const raw = source.slice(i + 1, end);
      if (raw.includes('<')) fail(`a "<" inside attribute ${attribute}`);
      if (attribute in element.attributes) fail(`attribute ${attribute} given twice`);
      element.attributes[attribute] = decode(raw, i);
      i = end + 1;
    }
    for (;;) {
      if (i >= source.length) fail(`<${element.name}> is not closed`);
      if (source.startsWith('</', i)) {
        i += 2;
        const closing = readName();
        if (closing !== element.name) fail(`</${closing}> closes <${element.name}>`);
        skipSpace();
        if (source[i] !== '>') fail(`">" was expected after </${closing}`);
        i += 1;
        return element;
      }
      if (source.startsWith('<![CDATA[', i)) {
        const end = source.indexOf(']]>', i + 9);
        if (end < 0) fail('an unclosed CDATA section');
        element.text += source.slice(i + 9, end);
        i = end + 3;
      } else if (skipMisc()) {
        // a comment inside an element
      } else if (source[i] === '<') {
        element.children.push(readElement());
      } else {
        const end = source.indexOf('<', i);
        const stop = end < 0 ? source.length : end;
        element.text += decode(source.slice(i, stop), i);
        i = stop;
      }
    }
  };

  if (source.charCodeAt(0) === 0xfeff) i = 1;
  for (;;) {
    skipSpace();
    if (!skipMisc()) break;
  }
  if (i >= source.length) fail('the document is empty');
  const root = readElement();
  for (;;) {
    skipSpace();
    if (!skipMisc()) break;
  }
  if (i < source.length) fail('text after the document element');
  return root;
}

/** The first child element called `name`, if any. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}
