/**
 * zod v4 compiles object parsers with `new Function` unless told not to. The production build runs under a
 * Content-Security-Policy without 'unsafe-eval' (scripts/web-server.ts), so the JIT is switched off once,
 * before any schema is built: imported by the validation worker, by src/api/zod.ts (the page's `z`) and by
 * the page's fallback validation, so that zod stays out of the page's first load.
 */
import { z } from 'zod';

z.config({ jitless: true });
