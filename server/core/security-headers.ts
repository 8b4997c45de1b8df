/**
 * Security headers of every reply, set by @fastify/helmet (registered in app.ts before any route).
 *
 * The Content-Security-Policy allows what the built app (Vite, dist/web) loads and nothing else: its own
 * scripts, styles, KaTeX fonts (bundled files under /assets, never inlined) and images, and calls to its own
 * API. Styles also allow 'unsafe-inline' because the app cannot work without it: Mantine writes its theme
 * variables and responsive props into <style> elements at run time, and KaTeX's HTML carries style
 * attributes. Scripts never do: no inline script, no eval. The page may not be framed (frame-ancestors
 * 'none', X-Frame-Options DENY), types are never sniffed, and no referrer leaves the app.
 */
import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';

type Directives = Record<string, string[]>;

/** The CSP directives of the app. */
export const APP_CSP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  // blob: previews of page images fetched with the token; data: small images Vite inlines.
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The directives with what card payment needs (issue 11): with Toss's keys, Toss's SDK script, its API calls, its
 * payment window frame and the forms it posts, from Toss's hosts (and from a separately run stand-in's origin when
 * TOSS_SDK_URL names one); the stand-in this app serves itself under /toss-standin needs nothing more than 'self'.
 */
export function cspDirectives(toss: { standin: boolean; sdkUrl: string }): Directives {
  const origins: string[] = [];
  if (!toss.standin) origins.push('https://*.tosspayments.com');
  if (/^https?:\/\//.test(toss.sdkUrl)) origins.push(new URL(toss.sdkUrl).origin);
  if (!origins.length) return APP_CSP_DIRECTIVES;
  const add = (name: string) => [...(APP_CSP_DIRECTIVES[name] ?? ["'self'"]), ...origins];
  return { ...APP_CSP_DIRECTIVES, 'script-src': add('script-src'), 'connect-src': add('connect-src'), 'frame-src': add('frame-src'), 'form-action': add('form-action') };
}

/** The helmet options of the app (helmet's defaults for the rest: HSTS, COOP, CORP, no X-Powered-By...). */
export function securityHeadersFor(toss: { standin: boolean; sdkUrl: string }): FastifyHelmetOptions {
  return {
    global: true,
    // No upgrade-insecure-requests: the app is also served over plain HTTP on a LAN or localhost.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(toss) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

/** The CSP source of one inline script: its SHA-256 hash, so that exactly that script may run. */
export const inlineScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The route-level helmet options of a page that runs the given inline scripts (the Swagger UI page at
 * /api/docs): the app's policy with those scripts allowed by hash, nothing else relaxed.
 */
export function helmetWithInlineScripts(scripts: string[]): Omit<FastifyHelmetOptions, 'global'> {
  const directives = { ...APP_CSP_DIRECTIVES, 'script-src': [...APP_CSP_DIRECTIVES['script-src'], ...scripts.map(inlineScriptSource)] };
  // helmet merges route options over the global ones: only the policy changes.
  return { contentSecurityPolicy: { useDefaults: false, directives } };
}
