// ESLint: TypeScript, React hooks, accessibility (jsx-a11y), the dependency direction of src/
// (app → shell → features → (components, state, api, messages) → generated; features never import each
// other or the shell; components hold no app state: eslint-plugin-boundaries), no import cycles
// (import-x/no-cycle) and comments that stand alone (no citations of documents outside the repository:
// eslint/no-document-citations.js). The negative controls are in tests/unit/lint-rules.test.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import noDocumentCitations from './eslint/no-document-citations.js';
import globals from 'globals';

const ippc = { rules: { 'no-document-citations': noDocumentCitations } };

// The layers of src/ as eslint-plugin-boundaries elements: a file belongs to the element whose folder holds it.
const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'shell', pattern: 'src/shell' },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'state', pattern: 'src/state' },
  { type: 'api', pattern: 'src/api' },
  { type: 'messages', pattern: 'src/messages' },
];

// What components/ may take from state/ and api/: zod without its JIT, the static settings, the filter model's
// types, pure functions and page-search constants, and the one hook through which the filter panel's parts
// reach their saved filter.
const pureForComponents = [
  { type: 'api', fileInternalPath: ['zod.ts', 'settings.ts'] },
  { type: 'state', fileInternalPath: ['filters/types.ts', 'filters/reducer.ts', 'filters/text.ts', 'filters/pageSearch.ts', 'filters/place.ts', 'filters/useFilter.ts'] },
];
// Component tests and their helpers may set up app state.
const componentTests = ['**/*.test.{ts,tsx}', '**/testing.tsx', '*.test.{ts,tsx}', 'testing.tsx'];

// Imports within one element (a feature's own files) are not checked; the policies name what crosses.
const layerPolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature' } } },
    message: 'Features do not import each other: move what two features share down to components/, state/, api/ or messages/.',
  },
  ...['components', 'state', 'api', 'messages'].map((layer) => ({
    from: { element: { type: layer } },
    disallow: { to: { element: { types: ['feature', 'app', 'shell'] } } },
    message: `src/${layer} sits below features, shell and app and must not import them.`,
  })),
  {
    from: { element: { type: 'shell' } },
    disallow: { to: { element: { type: 'app' } } },
    message: 'app composes the shell, so the shell must not import app/: take what it shows as props.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'shell' } } },
    message: 'Features do not import the shell: what a page needs from the frame belongs in components/ (or comes as a prop).',
  },
  {
    from: { element: { type: 'components' } },
    disallow: [
      { to: { element: { types: ['state', 'api'] } }, dependency: { kind: 'value' } },
      { to: { module: { origin: 'external', source: ['jotai', '@tanstack/react-query'] } }, dependency: { kind: 'value' } },
    ],
    message: 'components/ are presentational: app state (jotai, src/state) and data fetching (react-query, src/api) belong to features, shell or app; pass values and callbacks as props.',
  },
  // Later policies win: the pure modules, and everything in component tests.
  { from: { element: { type: 'components' } }, allow: { to: { element: pureForComponents } } },
  {
    from: { element: { type: 'components', fileInternalPath: componentTests } },
    allow: [{ to: { element: { types: ['state', 'api'] } } }, { to: { module: { origin: 'external' } } }],
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'reports', 'reports-*', 'generated', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'reports', 'openapi/spectral', 'packages/contract-kit/dist', 'packages/contract-kit/openapi'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks, boundaries, 'import-x': importX },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: {
      // import-x reads the modules an import leads to (for cycles) with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: layerPolicies }],
      // Type-only imports and import() do not run at load time, so they make no cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[value=/\\.\\.\\/shared/]", message: 'Nothing in the project may read ../shared.' },
      ],
    },
  },
  {
    // The page takes zod's `z` from src/api/zod.ts, which switches the JIT off first (CSP); types may come from 'zod'.
    // Links to the app's own paths are AppLinks; date-fns functions come from their own modules.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/zod.ts', 'src/api/zodConfig.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from src/api/zod.ts (zod's JIT off first: the CSP refuses new Function).", allowTypeImports: true },
            { name: 'date-fns', message: "Import each function from its own module (date-fns/lightFormat): through the index, what other chunks use lands in the shared ones." },
            { name: 'react-router', importNames: ['Link', 'NavLink'], message: "Use AppLink (src/components/AppLink.tsx): the router's links render again on every navigation." },
          ],
        },
      ],
    },
  },
  {
    files: ['{src,mock,scripts,tests,eslint,perf}/**/*.{js,ts,tsx}', '*.{js,ts}'],
    plugins: { ippc },
    rules: { 'ippc/no-document-citations': 'error' },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
