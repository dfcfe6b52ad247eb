import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocsChecker, documentationFiles, headingAnchor, workingTreeFiles } from './docs-paths';
import { ROOT } from './ferretdb';

describe('the README and docs/', () => {
  const files = documentationFiles(ROOT);

  test('name only paths and links that exist', () => {
    const checker = new DocsChecker(ROOT, workingTreeFiles(ROOT));
    const missing = files.flatMap((file) => checker.check(file));
    expect(missing).toEqual([]);
  });

  test('the README stays a ten-minute read: at most 200 lines, the two commands at the top', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    const top = readme.split('\n').slice(0, 12).join('\n');
    expect(top).toContain('npm start');
    expect(top).toContain('npm test');
  });

  test('every docs page is linked from the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const unlinked = files.filter((file) => file !== 'README.md' && !readme.includes(`](${file})`));
    expect(unlinked).toEqual([]);
  });

  test('every package of package.json has its line in docs/decisions.md', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const decisions = readFileSync(join(ROOT, 'docs/decisions.md'), 'utf8');
    const packages = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
    // The type packages are covered by one `@types/*` line.
    const unexplained = packages.filter((name) => !name.startsWith('@types/') && !decisions.includes(`\`${name}\``));
    expect(unexplained).toEqual([]);
  });
});

describe('the docs check', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-paths-'));
  mkdirSync(join(root, 'docs'));
  mkdirSync(join(root, 'api/src/lib'), { recursive: true });
  mkdirSync(join(root, 'e2e'));
  writeFileSync(join(root, 'api/src/lib/db.ts'), '');
  writeFileSync(join(root, 'e2e/news.e2e.ts'), '');
  writeFileSync(join(root, 'docs/page.md'), '# A page\n\n## Once means once\n');
  const tracked = ['api/src/lib/db.ts', 'e2e/news.e2e.ts', 'docs/page.md'];
  const check = (markdown: string) => {
    writeFileSync(join(root, 'README.md'), markdown);
    return new DocsChecker(root, tracked).check('README.md').map((found) => `${found.reference}: ${found.reason}`);
  };

  test('accepts paths, globs, placeholders and links that exist', () => {
    expect(
      check(
        '`api/src/lib/db.ts`, `e2e/*.e2e.ts`, `api/src/<area>/db.ts`, `db.ts`, `api/src/lib/`,' +
          ' [page](docs/page.md#once-means-once), `/api/auth/me`, `text/csv`, `protocols.js`, `empire_core/`',
      ),
    ).toEqual([]);
  });

  test('names a renamed file, a shorthand path, a dead link and a missing heading', () => {
    expect(check('`api/src/lib/gone.ts` `lib/db.ts` `gone.test.ts` [x](docs/none.md) [y](docs/page.md#nowhere)')).toEqual([
      'api/src/lib/gone.ts: no such path',
      'lib/db.ts: write it from the root: api/src/lib/db.ts',
      'gone.test.ts: no file of this name',
      'docs/none.md: link to no file',
      'docs/page.md#nowhere: no heading #nowhere in docs/page.md',
    ]);
  });

  test('reads no path inside a fenced block', () => {
    expect(check('```\n`api/src/lib/gone.ts`\n```\n')).toEqual([]);
  });

  test('anchors as GitHub makes them', () => {
    expect(headingAnchor('Packages replaced by their successors, and the longer whys')).toBe('packages-replaced-by-their-successors-and-the-longer-whys');
    expect(headingAnchor('Storage, engine and where bots run')).toBe('storage-engine-and-where-bots-run');
  });
});
