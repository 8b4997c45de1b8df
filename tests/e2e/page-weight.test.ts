/**
 * Issue 13 point 4: light pages. In Chromium, the first load of the public pages and of the staff sign-in transfers
 * at most its budget of JavaScript and CSS, counted as the server sends them (compressed), and every hashed asset
 * comes precompressed and cached for a year while index.html is never cached.
 *
 * The app is the built one (tests/helpers/e2e.ts). PAGE_WEIGHT_URL points the test at a server that is already
 * running (a helper's own build) instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  const external = process.env.PAGE_WEIGHT_URL;
  app = external ? { url: external, stop: async () => {} } : await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const KB = 1024;

/** What one first load transferred, by kind, and the headers of each script and style sheet. */
interface Load {
  js: number;
  css: number;
  assets: { url: string; size: number; encoding: string | undefined; cacheControl: string | undefined; vary: string | undefined }[];
  document: { cacheControl: string | undefined };
}

/** Opens `path` in a fresh context (empty cache), waits until the page shows `ready` and the network is idle. */
async function firstLoad(path: string, ready: (page: Page) => Promise<unknown>): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  const response = await page.goto(`${app.url}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const load: Load = { js: 0, css: 0, assets: [], document: { cacheControl: response?.headers()['cache-control'] } };
  for (const request of finished) {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') continue;
    if (!request.url().startsWith(app.url)) continue;
    const sizes = await request.sizes();
    const headers = (await request.response())?.headers() ?? {};
    if (kind === 'script') load.js += sizes.responseBodySize;
    else load.css += sizes.responseBodySize;
    load.assets.push({ url: request.url(), size: sizes.responseBodySize, encoding: headers['content-encoding'], cacheControl: headers['cache-control'], vary: headers['vary'] });
  }
  await context.close();
  return load;
}

/** Below this, compression makes a file no smaller, and the build keeps it as it is (vite.config.ts, precompress). */
const TOO_SMALL_TO_COMPRESS = 200;

/** Every hashed asset of the load came compressed, cached for a year, varying on Accept-Encoding; the page itself is not cached. */
function expectServedWell(load: Load) {
  expect(load.assets.length).toBeGreaterThan(0);
  for (const asset of load.assets) {
    const encoding = asset.size < TOO_SMALL_TO_COMPRESS ? expect.toSatisfy((value) => value === undefined || /^(br|gzip)$/.test(String(value))) : expect.stringMatching(/^(br|gzip)$/);
    expect(asset, asset.url).toMatchObject({ encoding, cacheControl: 'public, max-age=31536000, immutable', vary: expect.stringMatching(/accept-encoding/i) });
  }
  expect(load.document.cacheControl).toMatch(/no-cache|no-store/);
}

/**
 * The public pages of issue 13 point 4, each with what shows it is ready: at most 150 KB of JavaScript and 60 KB of
 * CSS on a first load. The consulting page is what a visitor sees of /consulting/exams (the sign-in notice); the
 * payment page is Toss's fail redirect without an order to record. Pages that fetch on their first load (the
 * consulting search, the payment list, a paid order) also load zod, the client and the contract, and are not held
 * to this budget yet (README, "Page weight").
 */
const PUBLIC_PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/', ready: (page) => page.getByRole('link', { name: '로그인' }).first().waitFor() },
  { path: '/login', ready: (page) => page.getByLabel('비밀번호').waitFor() },
  { path: '/guide', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/parents/intro', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/consulting/exams', ready: (page) => page.getByRole('link', { name: '로그인하러 가기' }).waitFor() },
  { path: '/payment/fail?code=PAY_PROCESS_CANCELED', ready: (page) => page.getByRole('alert').waitFor() },
  { path: '/terms-of-service', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

describe('page weight of the first load', () => {
  it.each(PUBLIC_PAGES)('$path: at most 150 KB of JavaScript and 60 KB of CSS, every asset compressed and cached', async ({ path, ready }) => {
    const load = await firstLoad(path, ready);
    console.info(`${path} : JS ${(load.js / KB).toFixed(1)} KB, CSS ${(load.css / KB).toFixed(1)} KB, ${load.assets.length} files`);
    expect(load.js).toBeLessThanOrEqual(150 * KB);
    expect(load.css).toBeLessThanOrEqual(60 * KB);
    expectServedWell(load);
  });

  it('loads neither zod nor the API client on a page that parses and calls nothing', async () => {
    const load = await firstLoad('/guide', (page) => page.getByRole('heading', { level: 1 }).waitFor());
    const names = load.assets.map((asset) => new URL(asset.url).pathname);
    expect(names.filter((name) => /\/(zod|client|xstate[^/]*)-[\w-]+\.js$/.test(name))).toEqual([]);
  });

  it('the staff sign-in (the admin shell): at most 350 KB of JavaScript', async () => {
    const load = await firstLoad('/admin/auth/login', (page) => page.getByLabel('비밀번호').waitFor());
    console.info(`/admin/auth/login : JS ${(load.js / KB).toFixed(1)} KB, CSS ${(load.css / KB).toFixed(1)} KB, ${load.assets.length} files`);
    expect(load.js).toBeLessThanOrEqual(350 * KB);
    expectServedWell(load);
  });
});
