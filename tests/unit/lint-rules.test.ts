// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import importCycles from '../../eslint/import-cycles.js';
import layerBoundaries from '../../eslint/layer-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, ecmaVersion: 'latest', sourceType: 'module' } });

// The zones exactly as the project's ESLint config sets them.
const projectConfig = (await new ESLint().calculateConfigForFile('src/main.tsx')) as { rules: Record<string, [unknown, unknown]> };
const options = [projectConfig.rules['ippc/layer-boundaries']![1]];
const root = process.cwd();
const at = (file: string) => path.join(root, file);
const rejected = (file: string, code: string) => ({ filename: at(file), code, options, errors: 1 });
const accepted = (file: string, code: string) => ({ filename: at(file), code, options });

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    accepted('src/app/Layout.tsx', "import { Header } from '../shell/Header';"),
    accepted('src/shell/Footer.tsx', "import { TestSettingsEntry } from '../features/session';"),
    accepted('src/features/register/X.tsx', "import { SidePanel } from '../../components/SidePanel';"),
    accepted('src/components/X.tsx', "import { Link } from 'react-router';"),
    accepted('src/components/X.tsx', "import { z } from '../api/zod';"),
    accepted('src/components/X.tsx', "import { APP_NAME } from '../api/settings';"),
    accepted('src/components/filters/X.tsx', "import { sameValue } from '../../state/filters/reducer';"),
    accepted('src/components/info/X.tsx', "import type { InfoDisplay } from '../../state/infoDisplay';"),
    accepted('src/components/info/info.test.tsx', "import { createStore } from 'jotai';"),
  ],
  invalid: [
    rejected('src/shell/Header.tsx', "import { resolvePath } from '../app/routeRules';"),
    rejected('src/shell/Header.tsx', "export { RouteContent } from '../app/RouteContent';"),
    rejected('src/features/register/X.tsx', "import { SidePanel } from '../../shell/SidePanel';"),
    rejected('src/features/register/X.tsx', "const faq = () => import('../faq/FaqPage');"),
    rejected('src/components/X.tsx', "import { atom } from 'jotai';"),
    rejected('src/components/X.tsx', "import { useQuery } from '@tanstack/react-query';"),
    rejected('src/components/X.tsx', "import { cmsPageQuery } from '../api/queries';"),
    rejected('src/components/info/X.tsx', "import { infoDisplayAtom } from '../../state/infoDisplay';"),
    rejected('src/components/X.tsx', "import { Layout } from '../app/Layout';"),
    rejected('src/state/X.ts', "import { Header } from '../shell/Header';"),
  ],
});

// A module graph on disk: b imports a, c imports b; the rule reads a (the linted file) from the test's code.
const dir = mkdtempSync(path.join(tmpdir(), 'ippc-cycle-'));
writeFileSync(path.join(dir, 'a.ts'), 'export const a = 1;\n');
writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = a;\n");
writeFileSync(path.join(dir, 'c.ts'), "export { b as c } from './b';\n");
writeFileSync(path.join(dir, 'd.tsx'), "export const d = 1;\n");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const inDir = (code: string) => ({ filename: path.join(dir, 'a.ts'), code });

tester.run('no-import-cycle', importCycles, {
  valid: [
    inDir("import { d } from './d';\nexport const a = d;"),
    inDir("import type { b } from './b';\nexport const a = 1;"),
    inDir("export const a = 1;\nexport const later = () => import('./b');"),
  ],
  invalid: [
    { ...inDir("import { b } from './b';\nexport const a = b;"), errors: [{ message: /Import cycle: .*a\.ts → .*b\.ts → .*a\.ts/ }] },
    { ...inDir("import {\n  c,\n} from './c';\nexport const a = c;"), errors: [{ message: /a\.ts → .*c\.ts → .*b\.ts → .*a\.ts/ }] },
  ],
});
