import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The features of the service: the folders of src/ with a Nest module (shared folders such as common/ have none). */
const features = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join(__dirname, entry.name)).some((file) => file.endsWith('.module.ts')))
  .map((entry) => entry.name);

/** Every relative module a source imports, exports from, requires or loads. */
const IMPORT = /(?:\bfrom|\bimport|\brequire\()\s*\(?\s*'(\.[^']*)'/g;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

/** Which features each feature imports, and through which file (the first found). */
function featureImports(): Map<string, Map<string, string>> {
  const graph = new Map(features.map((feature) => [feature, new Map<string, string>()]));
  for (const feature of features) {
    for (const file of sources(join(__dirname, feature))) {
      for (const [, path] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = relative(__dirname, resolve(dirname(file), path)).split(sep)[0];
        if (target !== feature && graph.has(target) && !graph.get(feature)!.has(target)) graph.get(feature)!.set(target, relative(__dirname, file));
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
