// Local ESLint rule `ippc/layer-boundaries`: the dependency direction of src/, checked on the resolved path
// of every relative import (and re-export / dynamic import) and on the names of package imports.
//
//   app → shell → features → (components, state, api, messages) → generated
//
// - app composes the shell: app/ may import shell/, shell/ never imports app/. The shell's parts take what
//   they show (navigation entries, the current path) as props; app/Layout.tsx puts them together with the
//   route registry and the page.
// - features never import shell/ or each other; what a feature needs from the frame (the side panel) lives
//   in components/.
// - components/ are presentational: no jotai, no react-query, no src/state/ and no src/api/ (the config
//   names the few pure modules they may use). They may use react-router's links and location.
//
// A zone says: files under `target` may not import files under any of `from`, nor the packages in
// `packages`, except the `except` sub-paths (relative to each `from` folder). `typeImports: true` lets
// type-only imports through (they vanish in the build); `skip` is a pattern of target files the zone does
// not check (test helpers). Written in-house so linting needs no native resolver.
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');
const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);
const isPackage = (source, name) => source === name || source.startsWith(`${name}/`);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer boundaries of src/ (features, shell, app and the shared layers).' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                packages: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                typeImports: { type: 'boolean' },
                skip: { type: 'string' },
                message: { type: 'string' },
              },
              required: ['target'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = toPosix(context.cwd ?? process.cwd());
    const abs = (p) => toPosix(path.resolve(root, p));
    const file = toPosix(context.filename);
    const zones = (context.options[0]?.zones ?? []).map((zone) => {
      const froms = (zone.from === undefined ? [] : Array.isArray(zone.from) ? zone.from : [zone.from]).map(abs);
      return {
        target: abs(zone.target),
        froms,
        packages: zone.packages ?? [],
        excepts: froms.flatMap((from) => (zone.except ?? []).map((e) => toPosix(path.resolve(from, e)))),
        typeImports: zone.typeImports ?? false,
        skip: zone.skip ? new RegExp(zone.skip) : undefined,
        message: zone.message ?? 'This import crosses a layer boundary.',
      };
    });
    const active = zones.filter((zone) => inside(file, zone.target) && !zone.skip?.test(file));
    if (active.length === 0) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
      const relative = source.value.startsWith('.');
      const imported = relative ? toPosix(path.resolve(path.dirname(file), source.value)) : undefined;
      for (const zone of active) {
        if (typeOnly && zone.typeImports) continue;
        const hit = imported
          ? zone.froms.some((from) => inside(imported, from)) && !zone.excepts.some((e) => inside(imported, e) || inside(`${imported}.ts`, e) || inside(`${imported}.tsx`, e))
          : zone.packages.some((name) => isPackage(source.value, name));
        if (hit) {
          context.report({ node: source, message: `Forbidden import "${source.value}": ${zone.message}` });
          return;
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
