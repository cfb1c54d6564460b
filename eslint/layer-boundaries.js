// Local ESLint rule `ippc/layer-boundaries`: the dependency direction between layers, checked on the
// resolved path of every relative import (and re-export / dynamic import) in src/.
//   app → shell → features → (components, state, api, messages) → generated
// A zone says: files under `target` may not import files under any of `from`, except the `except`
// sub-folders (relative to the `from` folder). Written in-house so linting needs no native resolver.
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');
const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

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
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
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
    const zones = (context.options[0]?.zones ?? []).map((zone) => {
      const froms = (Array.isArray(zone.from) ? zone.from : [zone.from]).map(abs);
      return {
        target: abs(zone.target),
        froms,
        excepts: froms.flatMap((from) => (zone.except ?? []).map((e) => toPosix(path.resolve(from, e)))),
        message: zone.message ?? 'This import crosses a layer boundary.',
      };
    });
    const file = toPosix(context.filename);
    const active = zones.filter((zone) => inside(file, zone.target));
    if (active.length === 0) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = toPosix(path.resolve(path.dirname(file), source.value));
      for (const zone of active) {
        const hit = zone.froms.some((from) => inside(imported, from));
        const excepted = zone.excepts.some((e) => inside(imported, e));
        if (hit && !excepted) {
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
