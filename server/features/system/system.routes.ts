/** Health, the API docs (OpenAPI JSON and a Swagger UI page) and the built web app with SPA fallback. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { health, WEB_VERSION } from '../../../src/api/system';
import { defineRoute, type RouteDef } from '../../core/define-route';
import { AppError, notFound } from '../../core/errors';
import { buildOpenApi } from '../../core/openapi';
import { headersWithInlineScripts } from '../../core/security-headers';

export const systemRoutes = [
  defineRoute({
    call: health,
    access: 'public',
    handler: async ({ deps }) => ({ version: WEB_VERSION, database: deps.database.kind, uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000) }),
  }),
];

/**
 * The one inline script of the docs page, allowed by its hash in that page's CSP; no outside validator is called.
 * Tags start folded with a filter box: Swagger UI 5.35 stops drawing once about 140 operations are open at once
 * (measured with this document in Chromium, with and without the CSP), and the API has more than that.
 */
const DOCS_INIT = `SwaggerUIBundle({ url: '/api/docs/json', dom_id: '#ui', deepLinking: true, validatorUrl: null, docExpansion: 'none', filter: true });`;

const DOCS_HTML = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>에듀플랫폼 API 문서</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css"></head><body><div id="ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script>${DOCS_INIT}</script></body></html>`;

/** /api/docs/json, /api/docs and the Swagger UI assets. */
export function registerDocs(app: FastifyInstance, routes: RouteDef[]): void {
  // Built on the first request for it, not at start-up (a few hundred ms over every route's schemas).
  let doc: ReturnType<typeof buildOpenApi> | null = null;
  const uiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  app.get('/api/docs/json', { config: { access: 'public' } }, async () => (doc ??= buildOpenApi(routes)));
  app.get('/api/docs', { config: { access: 'public', securityHeaders: headersWithInlineScripts([DOCS_INIT]) } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send(DOCS_HTML));
  app.get('/api/docs/static/:file', { config: { access: 'public' } }, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    if (!['swagger-ui.css', 'swagger-ui-bundle.js'].includes(file)) throw notFound('파일');
    return reply.sendFile(file, uiDir);
  });
}

/** The hashed build output (/assets/...): its name changes with its content, so browsers keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app; any unknown non-API path gets index.html so the client router answers. Hashed assets
 * are cached for a year and sent precompressed (brotli or gzip, see app.ts); index.html and the other files are
 * revalidated on every load, so a new build is picked up at once. A missing asset is a 404, not index.html, so a
 * stale chunk fails as a script error the router can recover from instead of HTML parsed as JavaScript.
 */
export function registerWeb(app: FastifyInstance, webDir: string): void {
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
    const url = decodeURIComponent(req.url.split('?')[0]);
    if (url.startsWith('/api/')) throw notFound('API');
    if (!hasWeb) throw new AppError(404, 'NOT_FOUND', '웹 화면이 빌드되지 않았습니다: npm run build');
    const rel = path.normalize(url).replace(/^(\.\.[/\\])+/, '').replace(/^[/\\]+/, '');
    const full = path.join(webDir, rel);
    const inside = rel && full.startsWith(webDir + path.sep) && !rel.endsWith('/');
    const hashed = rel.startsWith('assets/');
    if (inside && existsSync(full)) {
      // cacheControl: false keeps @fastify/send from replacing the header set here with its own max-age=0.
      return reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache').sendFile(rel, webDir, { cacheControl: false });
    }
    if (hashed) throw notFound('파일');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDir, { cacheControl: false });
  });
}
