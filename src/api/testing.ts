/**
 * Test helpers for code that goes through the one transport: the transport's clients capture `fetch` when
 * they are created, so tests install this mock with `vi.hoisted(installFetchMock)` before any import.
 */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface FetchMock {
  handler: FetchHandler;
  requests: Request[];
}

export function installFetchMock(): FetchMock {
  const mock: FetchMock = {
    handler: () => new Response(null, { status: 404 }),
    requests: [],
  };
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    mock.requests.push(request.clone());
    return Promise.resolve(mock.handler(request));
  }) as typeof fetch;
  return mock;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
