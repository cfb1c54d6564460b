import { describe, expect, it } from 'vitest';
import { mergeRequests } from './mergeRequests';
import { request, type Node } from './testGraph';

/** The document; beside it the preload's script and the app's chunk; the preload starts the page and the kit. */
function load() {
  const doc = request('doc', 1000);
  const first = request('first.js', 4000);
  const app = request('app.js', 100_000);
  const page = request('page.js', 3000);
  const kit = request('kit.js', 16_000);
  first.addDependency(doc);
  app.addDependency(doc);
  page.addDependency(first);
  kit.addDependency(first);
  return doc;
}

function byUrl(graph: Node) {
  const nodes = new Map<string, Node & { type: 'network' }>();
  graph.traverse((node) => {
    if (node.type === 'network') nodes.set(node.request.url.replace(/.*\//, ''), node);
  });
  return nodes;
}
const deps = (node: Node | undefined) => (node?.getDependencies() ?? []).map((dependency) => (dependency.type === 'network' ? dependency.request.url.replace(/.*\//, '') : dependency.id)).sort();

describe('mergeRequests', () => {
  it('takes the merged requests out, adds their bytes and has their dependents wait for the target', () => {
    const graph = load();
    const merged = byUrl(mergeRequests(graph, /(first|kit)\.js$/, /app\.js$/, new Map()));
    expect([...merged.keys()].sort()).toEqual(['app.js', 'doc', 'page.js']);
    expect(merged.get('app.js')?.request.transferSize).toBe(120_000);
    expect(deps(merged.get('page.js'))).toEqual(['app.js']);
    expect(deps(merged.get('app.js'))).toEqual(['doc']);
    // The graph it was given keeps its own nodes.
    expect([...byUrl(graph).keys()].sort()).toEqual(['app.js', 'doc', 'first.js', 'kit.js', 'page.js']);
  });

  it('counts each size once when the same records are merged again (optimistic and pessimistic graph)', () => {
    const graph = load();
    const sizes = new Map<object, number>();
    mergeRequests(graph, /kit\.js$/, /app\.js$/, sizes);
    const again = byUrl(mergeRequests(graph, /kit\.js$/, /app\.js$/, sizes));
    expect(again.get('app.js')?.request.transferSize).toBe(116_000);
  });

  it('refuses to merge a request into one that waits for it', () => {
    expect(() => mergeRequests(load(), /first\.js$/, /page\.js$/, new Map())).toThrow(/first\.js into .*page\.js: it waits for it/);
  });

  it('leaves the graph as it is when no request matches the target', () => {
    const merged = byUrl(mergeRequests(load(), /kit\.js$/, /nothing/, new Map()));
    expect([...merged.keys()].sort()).toEqual(['app.js', 'doc', 'first.js', 'kit.js', 'page.js']);
    expect(merged.get('app.js')?.request.transferSize).toBe(100_000);
  });
});
