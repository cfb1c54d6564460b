// knip: no unused file, dependency or export, no unlisted dependency (a step of `npm test`).
// Its plugins find the entries of vite (index.html, src/firstPage.ts), vitest, Playwright, ESLint and the
// package.json scripts; what they cannot see is listed here, each with its reason.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // orval and openapi-typescript write a hook, schema and type for every operation of the contract, used
    // or not: generated/ is the contract's full client, so its exports are public and not checked.
    'generated/**/*.ts',
    // The component gallery's build (`vite build --mode gallery`, ui-kit.html).
    'src/ui-kit/main.tsx',
    // Run by name with tsx: by scripts/test.ts and playwright.config.ts (nginx), by hand (perf-ablation, bench).
    'scripts/nginx.ts',
    'scripts/perf-ablation.ts',
    'mock/bench.ts',
    // Loaded by `contract:verify --journeys` through a variable path, so that the contract kit's bundle
    // leaves it (and the e2e suite it runs) out.
    'scripts/contract-journeys.ts',
    // The contract:verify self-test, run by scripts/test.ts with `tsx --test` (node's runner, not vitest).
    'tests/contract/verify.test.ts',
    // Spectral's custom functions, named in .spectral.yaml.
    'openapi/spectral/*.js',
    // The types of the in-house ESLint rule, read by tsc where the tests import the .js.
    'eslint/*.d.ts',
  ],
  // The floor app of the perf step (perf/floor/, built by scripts/perf.ts with a vite config of its own).
  vite: { config: ['vite.config.ts', 'perf/floor/vite.config.ts'] },
  // Run by path, not imported: node_modules/@redocly/cli/bin/cli.js (scripts/docs/build.ts) and
  // node_modules/@stoplight/prism-cli/dist/index.js (mock/prism.ts, so no npx process stays behind).
  ignoreDependencies: ['@redocly/cli', '@stoplight/prism-cli'],
  // Debian's package manager, for nginx and chromium when run as root (scripts/debian.ts); GHC's runghc and
  // ghc-pkg for the feed tests' Atom validator (Debian's libghc-feed-dev, tests/feed/validateAtom.ts).
  ignoreBinaries: ['apt-get', 'runghc', 'ghc-pkg'],
};

export default config;
