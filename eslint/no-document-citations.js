// Local ESLint rule `ippc/no-document-citations`: comments and test titles must stand alone. A clone of the
// repository has no product specification, decision log or issue tracker, so a section number of the spec,
// the design notes' file name or an issue number tells its reader nothing: name the behaviour instead
// ("the session-expiry warning"). CITATION below is what such a citation looks like.

/** What a citation of a document outside the repository looks like. */
export const CITATION = /spec\s*§|§\d|DESIGN\.md|\bissue\s+#?\d+/i;

const TEST_FUNCTIONS = new Set(['describe', 'it', 'test']);

/** `describe(…)`, `it.each(…)(…)`, `test.describe.serial(…)`, `test.fail(…)` and the like. */
function isTestCall(callee) {
  let node = callee;
  while (node.type === 'MemberExpression' || node.type === 'CallExpression') node = node.type === 'MemberExpression' ? node.object : node.callee;
  return node.type === 'Identifier' && TEST_FUNCTIONS.has(node.name);
}

function titleText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  return undefined;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test titles name the behaviour, not a section of a document outside the repository' },
    schema: [],
    messages: {
      citation: 'Cites {{citation}}, which a clone of the repository does not contain: say what the code does and why instead.',
    },
  },
  create(context) {
    const { sourceCode } = context;
    /** Reports a citation in `text`; at its own place when `start` (the text's offset in the source) is given. */
    const check = (node, text, start) => {
      const match = CITATION.exec(text);
      if (!match) return;
      const from = start === undefined ? undefined : start + match.index;
      const loc = from === undefined ? node.loc : { start: sourceCode.getLocFromIndex(from), end: sourceCode.getLocFromIndex(from + match[0].length) };
      context.report({ node, loc, messageId: 'citation', data: { citation: `"${match[0]}"` } });
    };
    return {
      Program(program) {
        // The comment's text starts after its opening `//` or `/*`.
        for (const comment of sourceCode.getAllComments()) check(program, comment.value, comment.range[0] + 2);
      },
      CallExpression(node) {
        const title = node.arguments[0];
        const text = isTestCall(node.callee) ? titleText(title) : undefined;
        if (text !== undefined) check(title, text);
      },
    };
  },
};
