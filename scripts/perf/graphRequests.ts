/** The requests of a page dependency graph of Lighthouse's simulation (Lantern), as the graph tools read them. */
import type * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

export type Node = Lantern.Graph.Node;

/** Whether a graph node is a request whose URL matches `pattern`. */
export const isRequest = (node: Node, pattern: RegExp) => node.type === 'network' && pattern.test(node.request.url);

/**
 * A request's transfer size as loaded, kept in `originalSize` on first sight: the graphs of one load share their
 * request records, and a tool that changes a record's size must count from the size it had.
 */
export function originalTransferSize(node: Node & { type: 'network' }, originalSize: Map<object, number>): number {
  if (!originalSize.has(node.request)) originalSize.set(node.request, node.request.transferSize);
  return originalSize.get(node.request) ?? 0;
}
