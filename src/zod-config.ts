/**
 * Zod without its JIT in the browser. The JIT probes for eval with `new Function`, which the app's CSP
 * (script-src 'self', no 'unsafe-eval': server/core/security-headers.ts) refuses and reports as a violation.
 * An object schema decides at construction, so the setting must be in place before any schema is built.
 *
 * Issue 13 point 4: this module does not import zod, so a page that never parses anything never loads it. Zod keeps
 * its global settings on `globalThis.__zod_globalConfig` (shared by every copy of zod, and read once when zod
 * loads): main.tsx imports this module first, so whichever chunk loads zod later finds `jitless` already set.
 * tests/unit/zod-config.test.ts checks that zod still reads it from there.
 */
declare global {
  // eslint-disable-next-line no-var
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
