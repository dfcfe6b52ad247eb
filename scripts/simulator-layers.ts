/**
 * How the simulator's code stacks up, for its README and reviews: `bun scripts/simulator-layers.ts [root]`.
 *
 *   layers             the longest chain of imports that load code (an `import type` is erased; such imports
 *                      never loop, import-cycles.ts checks it): a file that imports none of ours is layer 1
 *   upward imports     the imports that close a loop once types count: an `import type` of a file that
 *                      leads back to the importer, so neither file reads without the other
 *   folder imports     imports, types included, between the folders of scripts/lib/boundaries.ts's
 *                      SIMULATOR_LAYERS, by direction (npm run check refuses the upward ones)
 *
 * Tests are left out: they drive the whole server and may import anything.
 */
import { SIMULATOR_LAYERS } from './lib/boundaries';
import { isTest, resolvedImports, sourceFiles } from './lib/imports';

const root = process.argv[2] ?? process.cwd();
const files = [...sourceFiles(root, 'simulator')].filter((file) => !isTest(file));
const known = new Set(files);
const fileOf = (to: string) => [to, `${to}.ts`].find((path) => known.has(path));

const edges = files.flatMap((from) =>
  resolvedImports(root, from).flatMap(({ to, typeOnly }) => {
    const target = to === null ? undefined : fileOf(to);
    return target ? [{ from, to: target, typeOnly }] : [];
  }),
);

// Files on one loop of imports, types included (a strongly connected component, Tarjan's algorithm), share a group.
const group = new Map<string, number>();
{
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const e of edges.filter((e) => e.from === file)) {
      if (!index.has(e.to)) {
        visit(e.to);
        low.set(file, Math.min(low.get(file)!, low.get(e.to)!));
      } else if (!group.has(e.to)) low.set(file, Math.min(low.get(file)!, index.get(e.to)!));
    }
    if (low.get(file) === index.get(file)) {
      const id = group.size;
      for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) group.set(member, id);
    }
  };
  files.forEach((file) => index.has(file) || visit(file));
}
const upward = edges.filter((e) => e.typeOnly && group.get(e.from) === group.get(e.to));

const layer = new Map<string, number>();
function layerOf(file: string): number {
  let found = layer.get(file);
  if (found === undefined) {
    found = 1 + Math.max(0, ...edges.filter((e) => e.from === file && !e.typeOnly).map((e) => layerOf(e.to)));
    layer.set(file, found);
  }
  return found;
}
files.forEach(layerOf);

const folderRank = (file: string) => {
  const parts = file.split('/');
  return SIMULATOR_LAYERS.indexOf((parts.length > 2 ? parts[1] : '') as (typeof SIMULATOR_LAYERS)[number]);
};
const between = edges.filter((e) => folderRank(e.from) !== folderRank(e.to));
const up = between.filter((e) => folderRank(e.to) > folderRank(e.from));

console.log(`files ${files.length}, imports of each other ${edges.length}`);
console.log(`layers ${Math.max(...layer.values())}, upward imports ${upward.length}`);
for (const e of upward) console.log(`  up: ${e.from} → ${e.to}`);
console.log(`folder imports: ${between.length - up.length} down, ${up.length} up`);
for (const e of up) console.log(`  folder up: ${e.from} → ${e.to}${e.typeOnly ? ' (type)' : ''}`);
