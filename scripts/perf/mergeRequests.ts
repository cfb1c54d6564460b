/**
 * "What if these requests were one file": a page dependency graph of Lighthouse's simulation (Lantern) in which
 * the requests whose URL matches `from` are part of the request matching `into`. They leave the graph, their
 * bytes join that request's, and what waited for them waits for it. Used by scripts/perf-lcp-graph.ts
 * (`--merge`) to weigh a change of the chunks before building it.
 */
import { isRequest, originalTransferSize, type Node } from './graphRequests';

/** Whether `node` waits, directly or through others, for `ancestor`. */
function waitsFor(node: Node, ancestor: Node): boolean {
  const seen = new Set<Node>();
  const queue = [...node.getDependencies()];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (next === ancestor) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...next.getDependencies());
  }
  return false;
}

/**
 * A copy of `graph` with the requests matching `from` merged into the one matching `into` (the graph as is when
 * none matches `into`). Sizes are counted from `originalSize` (originalTransferSize), since this sets the merged
 * size on the target's record. Throws when the request to merge into waits for one of those merged into it: as
 * one file it could not.
 */
export function mergeRequests(graph: Node, from: RegExp, into: RegExp, originalSize: Map<object, number>): Node {
  const copy = graph.cloneWithRelationships(() => true);
  const nodes: Node[] = [];
  copy.traverse((node) => nodes.push(node));
  const target = nodes.find((node) => isRequest(node, into));
  if (!target || target.type !== 'network') return copy;
  let bytes = originalTransferSize(target, originalSize);
  for (const node of nodes) {
    if (node === target || node.type !== 'network' || !isRequest(node, from)) continue;
    if (waitsFor(target, node)) throw new Error(`cannot merge ${node.request.url} into ${target.request.url}: it waits for it`);
    bytes += originalTransferSize(node, originalSize);
    for (const dependent of node.getDependents()) {
      dependent.removeDependency(node);
      if (dependent !== target && !dependent.getDependencies().includes(target)) dependent.addDependency(target);
    }
    for (const dependency of node.getDependencies()) node.removeDependency(dependency);
  }
  (target.request as { transferSize: number }).transferSize = bytes;
  return copy;
}
