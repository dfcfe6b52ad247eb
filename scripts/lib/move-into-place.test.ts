/**
 * Builds moving into one place at once: every one succeeds, and the place holds exactly one whole build,
 * never a mix and never nothing; nothing is left aside.
 */
import { expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildingFolder, moveIntoPlace, removeAbandonedBuilds } from './move-into-place';

/** A folder standing for one build: 50 files, each naming the build. */
function built(root: string, name: string): string {
  const dir = join(root, `dist.building-${name}`);
  mkdirSync(join(dir, 'client'), { recursive: true });
  for (let i = 0; i < 50; i++) writeFileSync(join(dir, 'client', `page-${i}.html`), name);
  return dir;
}

test('into an empty place, then over a full one', () => {
  const root = mkdtempSync(join(tmpdir(), 'move-'));
  const place = join(root, 'dist');
  moveIntoPlace(built(root, 'first'), place);
  moveIntoPlace(built(root, 'second'), place);
  expect(readFileSync(join(place, 'client', 'page-7.html'), 'utf8')).toBe('second');
  expect(readdirSync(root)).toEqual(['dist']);
  rmSync(root, { recursive: true, force: true });
});

test('eight processes moving their builds into one place at once', async () => {
  const root = mkdtempSync(join(tmpdir(), 'move-'));
  const place = join(root, 'dist');
  moveIntoPlace(built(root, 'before'), place);
  const names = Array.from({ length: 8 }, (_, i) => `build${i}`);
  const folders = names.map((name) => built(root, name));
  const mover = join(import.meta.dir, 'move-into-place.ts');
  const runs = folders.map((from) =>
    Bun.spawn(
      [
        process.execPath,
        '-e',
        `const { moveIntoPlace } = await import(${JSON.stringify(mover)}); moveIntoPlace(${JSON.stringify(from)}, ${JSON.stringify(place)});`,
      ],
      { stderr: 'pipe' },
    ),
  );
  const codes = await Promise.all(runs.map((run) => run.exited));
  expect(codes).toEqual(names.map(() => 0));
  const pages = readdirSync(join(place, 'client')).map((file) => readFileSync(join(place, 'client', file), 'utf8'));
  expect(pages).toHaveLength(50);
  expect(new Set(pages).size).toBe(1);
  expect(names).toContain(pages[0]!);
  expect(readdirSync(root)).toEqual(['dist']);
  rmSync(root, { recursive: true, force: true });
});

test("a killed builder's folder is removed by the next build; a running builder's folder is left", async () => {
  const root = mkdtempSync(join(tmpdir(), 'move-'));
  const place = join(root, 'dist');
  const gone = Bun.spawn([process.execPath, '-e', '0']);
  await gone.exited;
  const abandoned = join(root, `dist.building-${gone.pid}-0000abcd`);
  const running = buildingFolder(place);
  for (const dir of [abandoned, running, join(root, 'other.building-1-x')]) mkdirSync(dir);
  expect(removeAbandonedBuilds(place)).toEqual([`dist.building-${gone.pid}-0000abcd`]);
  expect(readdirSync(root).sort()).toEqual([running.slice(root.length + 1), 'other.building-1-x'].sort());
  rmSync(root, { recursive: true, force: true });
});
