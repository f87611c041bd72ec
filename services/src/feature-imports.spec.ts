import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

/**
 * The features of the service: the folders with a Nest module, within their context (`catalogue/drivers`,
 * `platform/auth`, `releases`), by their path from src/. Folders without one (common/, search-relevance/) are shared
 * code, which a feature may use whatever its place.
 */
const features = sources(__dirname)
  .filter((file) => file.endsWith('.module.ts') && dirname(file) !== __dirname)
  .map((file) => relative(__dirname, dirname(file)).split(sep).join('/'))
  .filter((folder, index, all) => all.indexOf(folder) === index && !all.some((other) => folder.startsWith(`${other}/`)));

/** The feature a file of src/ belongs to: the one whose folder holds it, if any. */
const featureOf = (path: string) => features.find((feature) => path === feature || path.startsWith(`${feature}/`));

/** Every relative module a source imports, exports from, requires or loads. */
const IMPORT = /(?:\bfrom|\bimport|\brequire\()\s*\(?\s*'(\.[^']*)'/g;

/** Which features each feature imports, and through which file (the first found). */
function featureImports(): Map<string, Map<string, string>> {
  const graph = new Map(features.map((feature) => [feature, new Map<string, string>()]));
  for (const feature of features) {
    for (const file of sources(join(__dirname, feature))) {
      for (const [, path] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = featureOf(
          relative(__dirname, resolve(dirname(file), path))
            .split(sep)
            .join('/'),
        );
        if (target && target !== feature && !graph.get(feature)!.has(target)) graph.get(feature)!.set(target, relative(__dirname, file));
      }
    }
  }
  return graph;
}

/** The groups of features that import each other, directly or through others (strongly connected, more than one), each sorted. */
function cyclesOf(graph: Map<string, Iterable<string>>): string[][] {
  const reach = (from: string): Set<string> => {
    const seen = new Set<string>();
    const next = [from];
    while (next.length) for (const to of graph.get(next.pop()!) ?? []) if (!seen.has(to) && seen.add(to)) next.push(to);
    return seen;
  };
  const reaches = new Map([...graph.keys()].map((node) => [node, reach(node)]));
  const groups = new Map<string, string[]>();
  for (const node of graph.keys()) {
    const group = [...graph.keys()].filter((other) => other === node || (reaches.get(node)!.has(other) && reaches.get(other)!.has(node))).sort();
    if (group.length > 1) groups.set(group.join(), group);
  }
  return [...groups.values()].sort((a, b) => a.join().localeCompare(b.join()));
}

// That a context is used only through its public entry, and the platform uses none, is a lint rule (packages/eslint-config/boundaries.mjs).

describe('feature folders', () => {
  it('import each other in one direction only', () => {
    const graph = featureImports();
    const cycles = cyclesOf(new Map([...graph].map(([feature, targets]) => [feature, [...targets.keys()]])));
    const imports = (cycle: string[]) =>
      cycle.flatMap((feature) =>
        [...graph.get(feature)!].filter(([target]) => cycle.includes(target)).map(([target, file]) => `${feature} -> ${target} (${file})`),
      );
    expect(cycles.map(imports)).toEqual([]);
  });

  it('finds a cycle through several features, and none in a chain', () => {
    const graph = (edges: string) => {
      const nodes = new Map<string, string[]>();
      for (const [from, to] of edges.split(' ').map((edge) => edge.split('>'))) {
        nodes.set(from, [...(nodes.get(from) ?? []), to]);
        if (!nodes.has(to)) nodes.set(to, []);
      }
      return nodes;
    };
    expect(cyclesOf(graph('search>drivers drivers>manufacturers manufacturers>search common>search'))).toEqual([['drivers', 'manufacturers', 'search']]);
    expect(cyclesOf(graph('search>drivers drivers>manufacturers search>manufacturers'))).toEqual([]);
  });
});
