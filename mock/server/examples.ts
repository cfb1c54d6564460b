/** Reads the named examples of openapi/examples/ (written by scripts/examples/generate.ts): one source of truth. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const cache = new Map<string, unknown>();

/** The `value` of an OpenAPI Example Object file, e.g. example('app/user-owner'). */
export function example<T>(name: string): T {
  let value = cache.get(name);
  if (value === undefined) {
    const file = path.join(ROOT, 'openapi', 'examples', `${name}.json`);
    value = (JSON.parse(readFileSync(file, 'utf8')) as { value: unknown }).value;
    cache.set(name, value);
  }
  // Every caller gets its own copy: handlers may adapt what they return.
  return structuredClone(value) as T;
}

/** A JSON file of openapi/examples/ as is (e.g. the committed dataset). */
export function exampleFile<T>(relPath: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, 'openapi', 'examples', relPath), 'utf8')) as T;
}
