/**
 * Words written straight into the site's code instead of its message catalogue: a screen that shows them
 * shows English in every language. The check (screen-texts.test.ts) reads every component, page and
 * helper and lists such words, so a new one fails `npm test` where it was written.
 *
 * What counts as words for people: a text with a capitalised word or two words in a row, found as JSX
 * text, a visible attribute (aria-label, title, placeholder, alt, label), a string the code passes on
 * (a toast, an error's message, a label in a table), or text in an Astro template. What does not: class
 * lists, keys compared against (`event.key === 'Escape'`), what goes to the developer's console, and
 * a message set's own English (`*.messages.ts`, the catalogue's base).
 */
import * as ts from 'typescript';

export type LooseText = { file: string; line: number; text: string };

const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);

/** Names that read the same in every language. */
const PROPER_NAMES = new Set(['Castellan', 'Discord', 'Stripe', 'PayPal', 'GitHub', 'NATS', 'FerretDB']);
const PROPER_NAME = new RegExp(`\\b(${[...PROPER_NAMES].join('|')})\\b`, 'g');

/** Where a template literal's `${…}` was: part of a word, so `${name}Description` names a key. */
const HOLE = '\u0001';

export function looksLikeWords(text: string): boolean {
  const trimmed = text.replace(PROPER_NAME, '').trim();
  // An id, a path or a key: one lower-case token, or a class list (words joined by dashes among them).
  if (/^[a-z0-9_:\-[\]/.#=@*&%+?|()\u0001]*$/.test(trimmed) || (/^[a-z0-9 _:\-\u0001]*$/.test(trimmed) && /\w-\w/.test(trimmed))) return false;
  // One token with a path's or a name's punctuation: Etc/UTC, window.location, data_x.
  if (!/\s/.test(trimmed) && /[/._$]/.test(trimmed)) return false;
  // A capitalised word on its own (not the inside of a camelCase name), or two words in a row.
  return /(?<![\p{L}\p{N}_$\u0001])\p{Lu}\p{Ll}+(?![\p{L}\p{N}_\u0001])/u.test(trimmed) || /(?<![\p{L}\p{N}_\u0001])\p{L}{2,} \p{L}{2,}/u.test(trimmed);
}

/** Text between tags: any letters, but a brand name alone or one code-like token (`castellan_session`, `/api`). */
function isText(text: string): boolean {
  const trimmed = text.trim();
  return /\p{L}/u.test(trimmed) && !PROPER_NAMES.has(trimmed) && !(!/\s/.test(trimmed) && /[/._$]/.test(trimmed));
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** A call whose words go to the developer (console.warn, log.error), not to a screen. */
function isDeveloperOutput(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isCallExpression(at)) {
      const callee = at.expression.getText();
      if (/^(console|log)\.\w+$/.test(callee)) return true;
    }
    if (ts.isBlock(at) || ts.isArrowFunction(at)) return false;
  }
  return false;
}

/** The JSX attribute whose value holds the literal (`className={on ? 'a b' : 'c'}` too), if any. */
function attributeAround(node: ts.Node): ts.JsxAttribute | null {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isJsxAttribute(at)) return at;
    if (ts.isJsxElement(at) || ts.isJsxSelfClosingElement(at) || ts.isBlock(at)) return null;
  }
  return null;
}

/** The literal is compared against, named, or used as a key, not shown. */
function isNotShown(node: ts.StringLiteralLike): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (
    ts.isBinaryExpression(parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.InKeyword].includes(parent.operatorToken.kind)
  )
    return true;
  if (ts.isCaseClause(parent) || ts.isElementAccessExpression(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return true;
  const attribute = attributeAround(node);
  if (attribute) return !VISIBLE_ATTRIBUTES.has(attribute.name.getText());
  return isDeveloperOutput(node);
}

/** Loose words in a TypeScript or TSX file. */
export function looseTextsInScript(file: string, code: string): LooseText[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LooseText[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) found.push({ file, line: lineOf(source, node), text: node.text.trim() });
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && looksLikeWords(node.text) && !isNotShown(node))
      found.push({ file, line: lineOf(source, node), text: node.text });
    else if (ts.isTemplateExpression(node) && !isDeveloperOutput(node) && !attributeAround(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(HOLE);
      if (looksLikeWords(parts)) found.push({ file, line: lineOf(source, node), text: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Loose words in an Astro file's template (its frontmatter is TypeScript, read as such). */
export function looseTextsInAstro(file: string, code: string): LooseText[] {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(code);
  const found = frontmatter ? looseTextsInScript(`${file} (frontmatter)`, frontmatter[1]!).map((t) => ({ ...t, file, line: t.line + 1 })) : [];
  // Blank out what is not template text, keeping line numbers: the frontmatter, scripts, styles, comments.
  const blank = (part: string) => part.replace(/[^\n]/g, ' ');
  let template = code
    .replace(/^---\n[\s\S]*?\n---/, blank)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
  // {expressions} are code; braces nest.
  let depth = 0;
  template = [...template].map((ch) => (ch === '{' ? (depth++, ' ') : ch === '}' ? (depth--, ' ') : depth > 0 && ch !== '\n' ? ' ' : ch)).join('');
  const lineAt = (offset: number) => template.slice(0, offset).split('\n').length;
  for (const tag of template.matchAll(/<[^>]*>/g)) {
    for (const attribute of tag[0].matchAll(/\b([\w-]+)="([^"]*)"/g)) {
      if (VISIBLE_ATTRIBUTES.has(attribute[1]!) && looksLikeWords(attribute[2]!))
        found.push({ file, line: lineAt(tag.index! + attribute.index!), text: attribute[2]! });
    }
  }
  // Tags become breaks (keeping their lines), and what is left between them is text.
  const text = template.replace(/<[^>]*>/g, (tag) => `\u0000${blank(tag)}`);
  text.split('\n').forEach((line, index) => {
    for (const words of line.split('\u0000')) {
      if (isText(words)) found.push({ file, line: index + 1, text: words.trim() });
    }
  });
  return found;
}
