import { describe, expect, it } from 'vitest';
import { parseCuts, shrinkRequests } from './shrinkRequests';
import { request, type Node } from './testGraph';

/** The document, the app's chunk and the page kit. */
function load() {
  const doc = request('doc', 1000);
  const app = request('app.js', 100_000);
  const kit = request('kit.js', 16_000);
  app.addDependency(doc);
  kit.addDependency(doc);
  return doc;
}

function sizes(graph: Node) {
  const found: Record<string, number> = {};
  graph.traverse((node) => {
    if (node.type === 'network') found[node.request.url.replace(/.*\//, '')] = node.request.transferSize;
  });
  return found;
}

describe('parseCuts', () => {
  it('reads regex=kB pairs, the last = separating the size', () => {
    expect(parseCuts('app\\.js=8,kit=1.5').map(({ pattern, bytes }) => [pattern.source, bytes])).toEqual([
      ['app\\.js', 8192],
      ['kit', 1536],
    ]);
    expect(parseCuts('a=b=2')[0]?.pattern.source).toBe('a=b');
  });

  it('refuses a part without a size', () => {
    expect(() => parseCuts('app.js')).toThrow(/--shrink expects/);
    expect(() => parseCuts('app.js=x')).toThrow(/--shrink expects/);
  });
});

describe('shrinkRequests', () => {
  it('takes the bytes off the matching requests only, never below 0', () => {
    const shrunk = shrinkRequests(load(), parseCuts('app\\.js=8,kit=20'), new Map());
    expect(sizes(shrunk)).toEqual({ doc: 1000, 'app.js': 100_000 - 8192, 'kit.js': 0 });
  });

  it('counts from the original size when the same records are shrunk again (optimistic and pessimistic graph)', () => {
    const graph = load();
    const original = new Map<object, number>();
    shrinkRequests(graph, parseCuts('app\\.js=8'), original);
    expect(sizes(shrinkRequests(graph, parseCuts('app\\.js=8'), original))['app.js']).toBe(100_000 - 8192);
  });
});
