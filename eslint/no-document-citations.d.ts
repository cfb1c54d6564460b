import type { Rule } from 'eslint';

export const CITATION: RegExp;
declare const rule: Rule.RuleModule;
export default rule;
