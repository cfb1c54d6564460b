/**
 * zod v4 compiles object parsers with `new Function` unless told not to. The production build runs under a
 * Content-Security-Policy without 'unsafe-eval' (scripts/web-server.ts), so the JIT is switched off once,
 * before any schema parses: imported first in src/main.tsx.
 */
import { z } from 'zod';

z.config({ jitless: true });
