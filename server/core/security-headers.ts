/**
 * Security headers of every reply, as helmet writes them (set by the hook `securityHeaders` in app.ts, before any
 * route). helmet's middleware is run once per set of options, here, and its headers are kept: @fastify/helmet ran
 * it again on every request, parsing the policy each time (about 5% of a list request's CPU, issue 13).
 *
 * The Content-Security-Policy allows what the built app (Vite, dist/web) loads and nothing else: its own
 * scripts, styles, KaTeX fonts (bundled files under /assets, never inlined) and images, and calls to its own
 * API. Styles also allow 'unsafe-inline' because the app cannot work without it: Mantine writes its theme
 * variables and responsive props into <style> elements at run time, and KaTeX's HTML carries style
 * attributes. Scripts never do: no inline script, no eval. The page may not be framed (frame-ancestors
 * 'none', X-Frame-Options DENY), types are never sniffed, and no referrer leaves the app.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/** The helmet options of a policy (helmet's defaults for the rest: HSTS, COOP, CORP, no X-Powered-By...). */
function optionsFor(directives: Directives): HelmetOptions {
  return {
    // No upgrade-insecure-requests: the app is also served over plain HTTP on a LAN or localhost.
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

/** The headers helmet sets with `options`, found by running its middleware once on a stand-in response. */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** The headers of the app's replies. */
export const securityHeadersFor = (toss: { standin: boolean; sdkUrl: string }) => headersOf(optionsFor(cspDirectives(toss)));

/**
 * Sets `headers` on every reply (errors, the web app and 404s included) as the request arrives; a route may name
 * its own in `config.securityHeaders`.
 */
export function useSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? headers);
    done();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers instead of the app's (a page with an inline script allowed by hash). */
    securityHeaders?: Record<string, string>;
  }
}

/** The CSP source of one inline script: its SHA-256 hash, so that exactly that script may run. */
export const inlineScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The security headers of a page that runs the given inline scripts (the Swagger UI page at /api/docs): the app's
 * policy with those scripts allowed by hash, nothing else relaxed.
 */
export function headersWithInlineScripts(scripts: string[]): Record<string, string> {
  return headersOf(optionsFor({ ...APP_CSP_DIRECTIVES, 'script-src': [...APP_CSP_DIRECTIVES['script-src'], ...scripts.map(inlineScriptSource)] }));
}
