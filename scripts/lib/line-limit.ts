/**
 * The line limit the formatter (Biome, biome.json) keeps, checked where it cannot: Biome breaks code at
 * its width but never a comment, a string, a template or a regular expression. A line over the limit
 * passes only when its literals are what make it long (a message's prose, whose placeholders are typed
 * from the one literal; a test's expected line): with them taken out, it fits. A long comment or a long
 * line of code fails, with where it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export type LongLine = { file: string; line: number; length: number };

/** The formatter's settings: its width, and the files it leaves alone (generated tables). */
export function formatterSettings(root: string): { width: number; skipped: string[] } {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  const skipped = (config.files.includes as string[]).filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  return { width: config.formatter.lineWidth, skipped };
}

/** The formatted sources, as git knows them. */
export function formattedFiles(root: string): string[] {
  const listed = Bun.spawnSync(['git', 'ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: root }).stdout.toString().split('\n').filter(Boolean);
  const { skipped } = formatterSettings(root);
  return listed.filter((file) => !skipped.includes(file));
}

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
]);

/** Lines of `text` longer than `width` that stay longer with their literals' characters taken out. */
export function longLines(file: string, text: string, width: number): LongLine[] {
  const lines = text.split('\n');
  const over = lines.map((line, i) => (line.length > width ? i : -1)).filter((i) => i >= 0);
  if (!over.length) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const literalChars = new Map<number, number>();
  const visit = (node: ts.Node) => {
    if (LITERALS.has(node.kind)) {
      let at = node.getStart(source);
      const end = node.getEnd();
      while (at < end) {
        const { line, character } = source.getLineAndCharacterOfPosition(at);
        const lineEnd = Math.min(end, at + lines[line]!.length - character);
        literalChars.set(line, (literalChars.get(line) ?? 0) + (lineEnd - at));
        at = lineEnd + 1;
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return over.map((i) => ({ file, line: i + 1, length: lines[i]!.length })).filter((long) => long.length - (literalChars.get(long.line - 1) ?? 0) > width);
}

export function checkLineLimit(root: string): LongLine[] {
  const { width } = formatterSettings(root);
  return formattedFiles(root).flatMap((file) => longLines(file, readFileSync(join(root, file), 'utf8'), width));
}
