/**
 * "What if these files were smaller": a page dependency graph of Lighthouse's simulation (Lantern) in which the
 * requests whose URL matches a cut's pattern carry that many bytes fewer (never below 0). Used by
 * scripts/perf-lcp-graph.ts (`--shrink`) to weigh a cut of the first load's bytes before making it.
 */
import { isRequest, originalTransferSize, type Node } from './graphRequests';

export interface Cut {
  pattern: RegExp;
  bytes: number;
}

/** `regex=kB[,regex=kB…]`: the cuts of one simulation. */
export function parseCuts(spec: string): Cut[] {
  return spec.split(',').map((part) => {
    const at = part.lastIndexOf('=');
    const kB = Number(part.slice(at + 1));
    if (at <= 0 || !Number.isFinite(kB) || kB < 0) throw new Error(`--shrink expects 'regex=kB[,regex=kB…]', got ${spec}`);
    return { pattern: new RegExp(part.slice(0, at)), bytes: Math.round(kB * 1024) };
  });
}

/**
 * A copy of `graph` whose matching requests are smaller by their cut (the first cut that matches a request).
 * Sizes are counted from `originalSize` (originalTransferSize), since this sets the new size on the record.
 */
export function shrinkRequests(graph: Node, cuts: readonly Cut[], originalSize: Map<object, number>): Node {
  const copy = graph.cloneWithRelationships(() => true);
  copy.traverse((node) => {
    if (node.type !== 'network') return;
    const cut = cuts.find((candidate) => isRequest(node, candidate.pattern));
    if (!cut) return;
    (node.request as { transferSize: number }).transferSize = Math.max(0, originalTransferSize(node, originalSize) - cut.bytes);
  });
  return copy;
}
