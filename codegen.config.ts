/**
 * Code generation from the contract in openapi/ (run by `npm run gen`, checked by `npm run gen:check`).
 *
 * For each OpenAPI document:
 *  - orval writes typed react-query hooks (every call goes through src/api/mutator.ts, the thin adapter
 *    onto the one openapi-fetch transport) and zod schemas of every request and response;
 *  - openapi-typescript writes the `paths` types that the openapi-fetch client and the dev mock server use.
 * Everything lands in generated/<document>/, is committed and never edited by hand.
 */
import { defineConfig, type GeneratorVerbOptions, type Options } from 'orval';

export const documents = (process.env.GEN_ONLY ? process.env.GEN_ONLY.split(',') : ['app', 'assistant', 'portal']) as readonly DocumentName[];
export type DocumentName = 'app' | 'assistant' | 'portal';

/** A string as orval writes it into generated code: verbatim between single quotes. */
function quoted(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
}

/**
 * Every request with path parameters hands the mutator its path template and the contract's pattern of
 * each parameter (`route` in the request options), so that the mutator refuses an id that does not match
 * before anything is sent.
 */
function withRoute(verb: GeneratorVerbOptions): GeneratorVerbOptions {
  const names = [...verb.pathRoute.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return verb;
  const patterns: Record<string, string> = {};
  for (const name of names) {
    const param = verb.params.find((candidate) => candidate.name === name);
    if (!param || !('originalSchema' in param) || !/^[A-Za-z_$][\w$]*$/.test(name)) {
      throw new Error(`${verb.operationId}: path parameter '${name}' not found with its schema`);
    }
    const pattern = (param.originalSchema as { pattern?: unknown } | undefined)?.pattern;
    if (typeof pattern === 'string') patterns[name] = quoted(pattern);
  }
  const route = Object.keys(patterns).length > 0 ? { template: quoted(verb.pathRoute), patterns } : { template: quoted(verb.pathRoute) };
  return { ...verb, override: { ...verb.override, requestOptions: { route } } };
}

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
        transformer: withRoute,
        // Searches are reads sent as POST (the filter body is too large for a query string): hooks as queries.
        operations: {
          searchInstallations: { query: { useQuery: true, useMutation: false, signal: true } },
          getInstallationsGis: { query: { useQuery: true, useMutation: false, signal: true } },
        },
        // Query keys never contain a base URL: the mutator adds it.
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
