/** Test helper: Lantern graph nodes of a load, as far as the graph tools (mergeRequests, shrinkRequests) need them. */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

export type { Node } from './graphRequests';

/** A request of a load as far as the graph needs it. */
export function request(id: string, transferSize: number) {
  const url = `http://127.0.0.1/ippc/${id}`;
  return new Lantern.Graph.NetworkNode({ requestId: id, url, transferSize, rendererStartTime: 0, networkEndTime: 1, initiator: { type: 'parser' }, protocol: 'http/1.1', parsedURL: { scheme: 'http' } } as never);
}
