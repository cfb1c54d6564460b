// @vitest-environment node
// Negative controls for the layer boundaries (eslint-plugin-boundaries) and import cycles (import-x/no-cycle):
// planted imports linted with the project's own eslint.config.js, as if they were files of src/.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the two rules for `code` linted as the file `file` (relative to the repository). */
async function problems(file: string, code: string, rule: 'boundaries/dependencies' | 'import-x/no-cycle'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

// The first lint resolves and parses the module graph: seconds on a loaded machine.
const slow = { timeout: 60_000 };

describe('layer boundaries (boundaries/dependencies)', slow, () => {
  it.each([
    ['src/app/Layout.tsx', "import { Header } from '../shell/Header';"],
    ['src/shell/Footer.tsx', "import { TestSettingsEntry } from '../features/session';"],
    ['src/features/register/X.tsx', "import { SidePanel } from '../../components/SidePanel';"],
    ['src/features/register/X.tsx', "import RegisterPage from './RegisterPage';"],
    ['src/components/X.tsx', "import { Link } from 'react-router';"],
    ['src/components/X.tsx', "import { z } from '../api/zod';"],
    ['src/components/X.tsx', "import { APP_NAME } from '../api/settings';"],
    ['src/components/filters/X.tsx', "import { sameValue } from '../../state/filters/reducer';"],
    ['src/components/info/X.tsx', "import type { InfoDisplay } from '../../state/infoDisplay';"],
    ['src/components/X.tsx', "import type { Atom } from 'jotai';"],
    ['src/components/info/info.test.tsx', "import { createStore } from 'jotai';"],
    ['src/components/info/info.test.tsx', "import { infoDisplayAtom } from '../../state/infoDisplay';"],
  ])('accepts in %s: %s', async (file, code) => {
    expect(await problems(file, code, 'boundaries/dependencies')).toEqual([]);
  });

  it.each([
    ['src/shell/Header.tsx', "import { resolvePath } from '../app/routeRules';", 'the shell must not import app/'],
    ['src/shell/Header.tsx', "export { RouteContent } from '../app/RouteContent';", 'the shell must not import app/'],
    ['src/features/register/X.tsx', "import { Header } from '../../shell/Header';", 'Features do not import the shell'],
    ['src/features/register/X.tsx', "import FaqPage from '../faq/FaqPage';", 'Features do not import each other'],
    ['src/features/register/X.tsx', "const faq = () => import('../faq/FaqPage');", 'Features do not import each other'],
    ['src/components/X.tsx', "import { atom } from 'jotai';", 'components/ are presentational'],
    ['src/components/X.tsx', "import { atomWithStorage } from 'jotai/utils';", 'components/ are presentational'],
    ['src/components/X.tsx', "import { useQuery } from '@tanstack/react-query';", 'components/ are presentational'],
    ['src/components/X.tsx', "import { cmsPageQuery } from '../api/queries';", 'components/ are presentational'],
    ['src/components/info/X.tsx', "import { infoDisplayAtom } from '../../state/infoDisplay';", 'components/ are presentational'],
    ['src/components/filters/X.tsx', "import { userSettingsStoreAtom } from '../../state/filters/atoms';", 'components/ are presentational'],
    ['src/components/X.tsx', "import { Layout } from '../app/Layout';", 'src/components sits below features, shell and app'],
    ['src/components/info/info.test.tsx', "import { Layout } from '../../app/Layout';", 'src/components sits below features, shell and app'],
    ['src/state/X.ts', "import { Header } from '../shell/Header';", 'src/state sits below features, shell and app'],
    ['src/api/X.ts', "import FaqPage from '../features/faq/FaqPage';", 'src/api sits below features, shell and app'],
    ['src/messages/X.ts', "import { Layout } from '../app/Layout';", 'src/messages sits below features, shell and app'],
  ])('rejects in %s: %s', async (file, code, reason) => {
    const found = await problems(file, code, 'boundaries/dependencies');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(reason);
  });
});

// src/api/transport.ts imports src/api/errors.ts; the planted errors.ts imports transport back.
describe('import cycles (import-x/no-cycle)', slow, () => {
  it.each([
    "import { serializeQuery } from './transport';\nexport const x = serializeQuery;",
    "export { serializeQuery } from './transport';",
  ])('rejects a module that reaches itself: %s', async (code) => {
    expect(await problems('src/api/errors.ts', code, 'import-x/no-cycle')).toHaveLength(1);
  });

  it.each([
    "import type { TransportClient } from './transport';\nexport type X = TransportClient;",
    "export const later = () => import('./transport');",
    "import { settings } from './settings';\nexport const x = settings;",
  ])('accepts type-only, dynamic and acyclic imports: %s', async (code) => {
    expect(await problems('src/api/errors.ts', code, 'import-x/no-cycle')).toEqual([]);
  });
});
