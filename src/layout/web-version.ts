/**
 * The web version the public site's footer shows: the contract's WEB_VERSION (src/api/system.ts, spec section 9).
 * Issue 13 point 4: the public shell reads no contract module, which would load zod on every public page, so the
 * value is written here too; tests/unit/session-start.test.ts checks the two are the same.
 */
export const PUBLIC_WEB_VERSION = '1.14.100';
