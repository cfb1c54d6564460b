/**
 * Code generation from the contract in openapi/ (run by `npm run gen`, checked by `npm run gen:check`).
 *
 * For each OpenAPI document:
 *  - orval writes typed react-query hooks (every call goes through src/api/mutator.ts, the thin adapter
 *    onto the one openapi-fetch transport) and zod schemas of every request and response;
 *  - openapi-typescript writes the `paths` types that the openapi-fetch client and the dev mock server use.
 * Everything lands in generated/<document>/, is committed and never edited by hand.
 */
import { defineConfig, type Options } from 'orval';

export const documents = (process.env.GEN_ONLY ? process.env.GEN_ONLY.split(',') : ['app', 'assistant', 'portal']) as readonly DocumentName[];
export type DocumentName = 'app' | 'assistant' | 'portal';

function hooks(name: DocumentName): Options {
  return {
    input: { target: `./openapi/${name}.yaml` },
    output: {
      mode: 'tags-split',
      target: `./generated/${name}/hooks`,
      schemas: `./generated/${name}/model`,
      client: 'react-query',
      httpClient: 'axios',
      headers: true,
      // Path parameters go into the URL through encodeURIComponent: an id never adds a segment, query or fragment.
      urlEncodeParameters: true,
      override: {
        mutator: { path: './src/api/mutator.ts', name: name === 'portal' ? 'portalRequest' : 'appRequest' },
        query: { useQuery: true, useMutation: true, signal: true },
        // Searches are reads sent as POST (the filter body is too large for a query string): hooks as queries.
        operations: {
          searchInstallations: { query: { useQuery: true, useMutation: false, signal: true } },
          getInstallationsGis: { query: { useQuery: true, useMutation: false, signal: true } },
        },
        // Query keys never contain a base URL (DESIGN.md): the mutator adds it.
      },
    },
  };
}

function zod(name: DocumentName): Options {
  return {
    input: { target: `./openapi/${name}.yaml` },
    output: {
      mode: 'tags-split',
      target: `./generated/${name}/zod`,
      client: 'zod',
      fileExtension: '.zod.ts',
      // RFC 3339 date-times may carry an offset (+02:00), not only Z.
      override: { zod: { dateTimeOptions: { offset: true } } },
    },
  };
}

export default defineConfig(
  Object.fromEntries(documents.flatMap((name) => [[`${name}Hooks`, hooks(name)], [`${name}Zod`, zod(name)]])),
);
