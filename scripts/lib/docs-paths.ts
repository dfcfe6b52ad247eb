/**
 * Finds what the README and docs/ name that is not in the repo: relative links, and backticked repo paths
 * (a path under a top-level folder, or any path with a source file's extension, which must then be
 * written from the repo's root so a reader can open it). Paths are checked against the working tree, so
 * a renamed or deleted file shows up as soon as its old name is still written somewhere.
 * Globs (`e2e/*.e2e.ts`) and placeholders (`shared/i18n/<locale>/<area>.json`) must match at least one file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface MissingReference {
  file: string;
  reference: string;
  reason: string;
}

/**
 * Extensions that make a backticked word a file of ours even without a folder before it. Not `.js` and
 * `.py`: those name files of the public game clients the docs cite (GGE-BOT, ggejs, EmpireCore); our own
 * Python is always written from the root.
 */
const SOURCE_FILE = /\.(ts|tsx|mjs|md|sh|astro|conf|yml|yaml|css)$/;
/** Made at run time or by installers, so not in a fresh checkout: named in docs, never checked. */
const GENERATED = ['data/', 'screenshots/', 'test-results/', '.tools/', 'node_modules/', 'site/dist', '.astro/'];
const PATH_LIKE = /^[\w.@[\]<>*-]+(\/[\w.@[\]<>*-]*)*$/;

/** The pages a newcomer is sent to: the README and every page of docs/. */
export function documentationFiles(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

/** Backticked words outside fenced blocks (a fenced block draws a tree or a shell line, not references). */
export function backtickedWords(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

/** Relative link targets (`[text](target)`), without web addresses or same-page anchors. */
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1]!)));
}

function existsAsPattern(root: string, pattern: string): boolean {
  const glob = pattern.replace(/<[^>]+>/g, '*');
  if (!glob.includes('*')) return existsSync(join(root, glob));
  return new Bun.Glob(glob.replace(/\/$/, '')).scanSync({ cwd: root, onlyFiles: false, dot: true }).next().done === false;
}

export class DocsChecker {
  private readonly topLevel: Set<string>;
  private readonly tracked: string[];

  constructor(
    private readonly root: string,
    tracked: string[],
  ) {
    this.tracked = tracked;
    this.topLevel = new Set(readdirSync(root));
  }

  /** The repo's files whose path ends with `shorthand`: the candidates to write in full instead. */
  private completions(shorthand: string): string[] {
    const suffix = `/${shorthand.replace(/\/$/, '')}`;
    const found = new Set<string>();
    for (const file of this.tracked) {
      const at = file.indexOf(`${suffix}/`);
      if (file.endsWith(suffix)) found.add(file.slice(0, file.length - suffix.length) + suffix);
      else if (shorthand.endsWith('/') && at >= 0) found.add(file.slice(0, at) + suffix);
    }
    const trailing = shorthand.endsWith('/') ? '/' : '';
    return [...found].map((path) => path.slice(path.startsWith('/') ? 1 : 0) + trailing);
  }

  private checkWord(word: string): string | undefined {
    if (!PATH_LIKE.test(word) || word.startsWith('/')) return undefined;
    if (GENERATED.some((prefix) => word.startsWith(prefix))) return undefined;
    const first = word.split('/')[0]!;
    const underTopLevel = word.includes('/') && this.topLevel.has(first);
    const isDirectory = word.endsWith('/') && word.includes('/');
    if (underTopLevel) return existsAsPattern(this.root, word) ? undefined : 'no such path';
    if (!word.includes('/')) {
      if (!SOURCE_FILE.test(word) || word.includes('*') || word.includes('<')) return undefined;
      const named = this.tracked.some((file) => file === word || file.endsWith(`/${word}`));
      return named ? undefined : 'no file of this name';
    }
    if (!SOURCE_FILE.test(word) && !isDirectory) return undefined;
    const candidates = this.completions(word);
    // A folder no file of ours ends in is a public client's (`empire_core/`, `shop/`), cited as such.
    if (isDirectory && candidates.length === 0) return undefined;
    return candidates.length === 1 ? `write it from the root: ${candidates[0]}` : `not a path from the root (${candidates.length} files end so)`;
  }

  check(file: string): MissingReference[] {
    const markdown = readFileSync(join(this.root, file), 'utf8');
    const missing: MissingReference[] = [];
    for (const word of backtickedWords(markdown)) {
      const reason = this.checkWord(word);
      if (reason) missing.push({ file, reference: word, reason });
    }
    for (const link of relativeLinks(markdown)) {
      const [target, anchor] = link.split('#') as [string, string | undefined];
      const path = target === '' ? join(this.root, file) : join(this.root, dirname(file), target);
      if (!existsSync(path)) missing.push({ file, reference: link, reason: 'link to no file' });
      else if (anchor && path.endsWith('.md') && !anchorsOf(readFileSync(path, 'utf8')).has(anchor)) {
        missing.push({ file, reference: link, reason: `no heading #${anchor} in ${relative(this.root, path)}` });
      }
    }
    return missing;
  }
}

/** The working tree's files as git tracks them, plus those not yet added (a new file is named at once). */
export function workingTreeFiles(root: string): string[] {
  const listed = Bun.spawnSync(['git', 'ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root });
  if (listed.exitCode !== 0) throw new Error(`git ls-files failed: ${listed.stderr.toString()}`);
  return listed.stdout
    .toString()
    .split('\n')
    .filter((path) => path !== '' && existsSync(join(root, path)));
}
