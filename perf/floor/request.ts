/**
 * The register's first request as the app sends it on a first visit to '#/installations' (no filter, first
 * page of 20, sorted by name): what the floor app sends too. request.test.ts checks it against the app.
 */
export const FIRST_SEARCH = { filter: {}, page: 0, pageSize: 20, sort: { field: 'name', direction: 'asc' } } as const;

/** The app's Accept header (src/api/transport.ts). */
export const ACCEPT = 'application/json, text/html;q=0.9, */*;q=0.8';
