/**
 * The type checks' two passes (scripts/check.ts) split the files between them and leave none out: tsc
 * takes every .ts and .tsx file, astro check every .astro file, both under tsconfig.json's options. Read
 * from TypeScript's own reading of the configs (no type check here: the check itself is `npm run check`).
 */
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib/ferretdb';

function parsed(config: string, extraFileExtensions: readonly ts.FileExtensionInfo[] = []) {
  const file = join(ROOT, config);
  const json = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(json.config, ts.sys, ROOT, undefined, file, undefined, extraFileExtensions);
}

/** Every file of these kinds in the project's folders (what one `astro check` over everything checked). */
function projectFiles(pattern: string): string[] {
  const dirs = ['api', 'site', 'shared', 'simulator', 'e2e', 'scripts', 'bench'];
  return dirs
    .flatMap((dir) => [...new Bun.Glob(`${dir}/${pattern}`).scanSync({ cwd: ROOT })])
    .filter((f) => !f.includes('node_modules/') && !f.startsWith('site/dist/'))
    .map((f) => join(ROOT, f))
    .sort();
}

describe('the type checks', () => {
  const tsc = parsed('tsconfig.json');
  const astro = parsed('tsconfig.astro.json', [{ extension: '.astro', isMixedContent: true, scriptKind: ts.ScriptKind.Deferred }]);

  test('tsc checks every .ts and .tsx file: API, site, shared, simulator, tests, scripts and benches', () => {
    const checked = new Set(tsc.fileNames);
    const missed = projectFiles('**/*.{ts,tsx}').filter((f) => !checked.has(f));
    expect(missed).toEqual([]);
    for (const sample of [
      'api/src/app.ts',
      'api/src/runtime/fleet/fleet.test.ts',
      'scripts/check.ts',
      'site/src/lib/screen-texts.test.ts',
      'e2e/screens.e2e.ts',
    ])
      expect(checked.has(join(ROOT, sample))).toBe(true);
  });

  test('astro check takes every .astro file, and no .ts file to check a second time', () => {
    const astroFiles = projectFiles('**/*.astro');
    expect(astroFiles.length).toBeGreaterThan(30);
    expect(astro.fileNames.filter((f) => f.endsWith('.astro')).sort()).toEqual(astroFiles);
    expect(astro.fileNames.filter((f) => !f.endsWith('.astro') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  test('both passes check under the same, strict options', () => {
    // The same options but the file each was read from.
    expect({ ...astro.options, configFilePath: '' }).toEqual({ ...tsc.options, configFilePath: '' });
    expect(tsc.options.strict).toBe(true);
    expect(tsc.options.noUncheckedIndexedAccess).toBe(true);
    expect(tsc.errors).toEqual([]);
  });
});
