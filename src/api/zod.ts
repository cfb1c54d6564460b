/**
 * zod for the page's own schemas (the kit's forms): the same `z`, with zod's JIT switched off before any
 * schema is built (src/api/zodConfig.ts). On the page, import `z` from here and not from 'zod' (eslint
 * enforces it): zod decides at a schema's construction whether it may compile with `new Function`, and
 * the Content-Security-Policy (Trusted Types) refuses that with a report.
 */
import './zodConfig';

export { z } from 'zod';
