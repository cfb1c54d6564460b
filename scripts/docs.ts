/**
 * `npm run docs`: builds the contract's HTML reference into dist-docs/ (DOCS_DIR overrides): index.html and,
 * per OpenAPI document, a Redoc page (<name>.html) and the bundled document (<name>.json).
 * `--check` then verifies the output against openapi/ (used by `npm test`); `--if-needed` skips an
 * up-to-date build.
 */
import path from 'node:path';
import { buildDocs, checkDocs, DOCS_DIR, root, sizeOf, upToDate } from './docs/build';

const started = Date.now();
const relative = path.relative(root, DOCS_DIR) || '.';
if (process.argv.includes('--if-needed') && upToDate()) {
  console.log(`docs: ${relative}/ is up to date`);
} else {
  const documents = buildDocs();
  for (const doc of documents) console.log(`docs: ${relative}/${doc.name}.html – ${doc.title} ${doc.version}, ${doc.operationIds.length} operations`);
}
if (process.argv.includes('--check')) {
  const problems = checkDocs();
  if (problems.length > 0) {
    console.error(`docs: ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('docs: every page has its title, version and all operations, and loads nothing from the network');
}
console.log(`docs: ${relative}/index.html, ${(sizeOf() / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
