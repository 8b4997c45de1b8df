/**
 * Zod without its JIT in the browser. The JIT probes for eval with `new Function`, which the app's CSP
 * (script-src 'self', no 'unsafe-eval': server/core/security-headers.ts) refuses and reports as a violation.
 * main.tsx imports this first, before any schema is built: an object schema decides at construction.
 */
import { z } from 'zod';

z.config({ jitless: true });
