// ESLint: TypeScript, React hooks, accessibility (jsx-a11y), the dependency direction of src/
// (app → shell → features → (components, state, api, messages) → generated; features never import each
// other or the shell; components hold no app state: eslint/layer-boundaries.js), no import cycles and
// comments that stand alone (no citations of documents outside the repository).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import layerBoundaries from './eslint/layer-boundaries.js';
import noDocumentCitations from './eslint/no-document-citations.js';
import importCycles from './eslint/import-cycles.js';
import globals from 'globals';

const ippc = { rules: { 'layer-boundaries': layerBoundaries, 'no-document-citations': noDocumentCitations, 'no-import-cycle': importCycles } };

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move what two features share down to components/, state/, api/ or messages/.',
}));

const layerZones = ['components', 'state', 'api', 'messages'].map((layer) => ({
  target: `./src/${layer}`,
  from: ['./src/features', './src/app', './src/shell'],
  message: `src/${layer} sits below features, shell and app and must not import them.`,
}));

const frameZones = [
  {
    target: './src/shell',
    from: './src/app',
    message: 'app composes the shell, so the shell must not import app/: take what it shows as props.',
  },
  {
    target: './src/features',
    from: './src/shell',
    message: 'Features do not import the shell: what a page needs from the frame belongs in components/ (or comes as a prop).',
  },
  {
    target: './src/components',
    from: ['./src/state', './src/api'],
    packages: ['jotai', '@tanstack/react-query'],
    // zod without its JIT, the static settings, the filter model's types, pure functions and page-search
    // constants, and the one hook through which the filter panel's parts reach their saved filter.
    except: ['./zod.ts', './settings.ts', './filters/types.ts', './filters/reducer.ts', './filters/text.ts', './filters/pageSearch.ts', './filters/place.ts', './filters/useFilter.ts'],
    typeImports: true,
    skip: '(\\.test\\.tsx?|/testing\\.tsx)$',
    message: 'components/ are presentational: app state (jotai, src/state) and data fetching (react-query, src/api) belong to features, shell or app; pass values and callbacks as props.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'reports', 'reports-*', 'generated', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'reports', 'openapi/spectral'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks, ippc },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'ippc/layer-boundaries': ['error', { zones: [...featureZones, ...layerZones, ...frameZones] }],
      'ippc/no-import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[value=/\\.\\.\\/shared/]", message: 'Nothing in the project may read ../shared.' },
      ],
    },
  },
  {
    // The page takes zod's `z` from src/api/zod.ts, which switches the JIT off first (CSP); types may come from 'zod'.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/zod.ts', 'src/api/zodConfig.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from src/api/zod.ts (zod's JIT off first: the CSP refuses new Function).", allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['{src,mock,scripts,tests,eslint}/**/*.{js,ts,tsx}', '*.{js,ts}'],
    plugins: { ippc },
    rules: { 'ippc/no-document-citations': 'error' },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
