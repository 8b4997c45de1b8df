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

/**
 * Opens `path` in a fresh context (empty cache), waits until the page shows `ready` and the network is idle. With a
 * `customerToken` the page starts signed in as that customer (the token stored as the app stores it).
 */
async function firstLoad(path: string, ready: (page: Page) => Promise<unknown>, customerToken?: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR' });
  if (customerToken) await context.addInitScript((token) => localStorage.setItem('customer_token', token), customerToken);
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

/** Calls the app's API as the test's client does (JSON in, JSON out), with a customer token when given. */
async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${app.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `token=${init.token}` } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

let studentToken: Promise<string> | undefined;
/** The demo student's token (signed in once for the file). */
const student = () => (studentToken ??= api<{ token: string }>('/api/auth/login', { method: 'POST', body: { email: 'student@demo.local', password: 'demo1234!', realm: 'customer' } }).then((r) => r.token));

/**
 * An order of the demo student for a premium product, authenticated in the app's Toss stand-in as the payment
 * window does: what Toss's success redirect (/payment/proceed) carries.
 */
async function authenticatedOrder(): Promise<{ paymentKey: string; orderId: string; amount: number }> {
  const token = await student();
  const products = await api<{ data_list: { goods_code: string; kind: string; price: number }[] }>('/api/v2/store/homepage/product_list?page=1&size=100');
  const product = products.data_list.find((p) => p.kind === 'premium' && p.price > 0)!;
  const { data: order } = await api<{ data: { orderId: string; orderName: string; amount: number; clientKey: string } }>('/api/v2/common/order', { method: 'POST', token, body: { goods_code: product.goods_code, channel: 'web' } });
  return api('/toss-standin/payment-window/approve', { method: 'POST', body: { clientKey: order.clientKey, orderId: order.orderId, orderName: order.orderName, amount: order.amount, cardNumber: '4330 1234 1234 1234', expiry: '12/29' } });
}

/** A paid order of the demo student (authenticated, then confirmed as /payment/proceed confirms it). */
async function paidOrder(): Promise<string> {
  const redirect = await authenticatedOrder();
  await api('/api/v2/common/order/confirm', { method: 'POST', token: await student(), body: redirect });
  return redirect.orderId;
}

/** The demo student's latest consulting application. */
const ownApplication = async () => (await api<{ data_list: { id: number }[] }>('/api/v2/tar_univ/consulting_service/mine', { token: await student() })).data_list[0].id;

/** The result table of the consulting search, once its first row shows (for a customer, with the 지원 목록 column). */
async function searchResultShown(page: Page, customer = false) {
  const table = page.getByRole('table', { name: '검색 결과' });
  await table.getByRole('row').nth(1).waitFor();
  if (customer) await table.getByRole('columnheader', { name: '지원 목록' }).waitFor();
}

/** The table of a paid order on /payment/done, once its amounts show. */
const paidOrderShown = (page: Page) => page.getByRole('table', { name: '결제 내역' }).getByRole('row', { name: /결제 금액/ }).waitFor();

interface PublicPage {
  /** The page (the test's name). */
  path: string;
  /** The address to open when it needs data made first, or when `path` names a second variant of a page (else `path`). */
  address?: () => Promise<string>;
  /** Opened signed in as the demo student (student@demo.local). */
  customer?: boolean;
  ready: (page: Page) => Promise<unknown>;
}

/**
 * The public pages of issue 13 point 4, each with what shows it is ready: at most 150 KB of JavaScript and 60 KB of
 * CSS on a first load. The consulting page is what a visitor sees of /consulting/exams (the sign-in notice); the
 * payment page is Toss's fail redirect without an order to record. The pages that fetch on their first load are
 * ready when the fetched data shows: the region counts of the consulting search (its result table when the address
 * carries a search), the services of the application
 * and event pages (to the signed-in student, the application form with its summary and 내 신청 내역 with the student's
 * applications), the demo student's application and products, a paid order (/payment/proceed: Toss's success
 * redirect, confirmed and followed to /payment/done), the signed-in student's uploaded papers on /post.
 */
const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', ready: (page) => page.getByRole('link', { name: '로그인' }).first().waitFor() },
  { path: '/login', ready: (page) => page.getByLabel('비밀번호').waitFor() },
  { path: '/guide', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/parents/intro', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/consulting/exams', ready: (page) => page.getByRole('link', { name: '로그인하러 가기' }).waitFor() },
  { path: '/payment/fail?code=PAY_PROCESS_CANCELED', ready: (page) => page.getByRole('alert').waitFor() },
  { path: '/terms-of-service', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/consulting/main', ready: (page) => page.getByRole('group', { name: '지역' }).getByText(/^[\d,]+$/).first().waitFor() },
  // A search in the address (as the page writes it after choosing a region and a middle category, or typing a name):
  // the result table loads at once, for a visitor with the sign-in prompt, for the student with the 가/나/다 buttons.
  { path: '/consulting/main?region=서울&major=1.8', ready: searchResultShown },
  { path: '/consulting/main?q=서울대', customer: true, ready: (page) => searchResultShown(page, true) },
  { path: '/consulting/apply', ready: (page) => page.getByText('1:1 정시 컨설팅').waitFor() },
  // Signed in: the application form with what it will send (the chosen majors and scores) and 내 신청 내역 with the
  // student's applications, each loaded after the session starts.
  {
    path: '/consulting/apply (signed in)',
    address: async () => '/consulting/apply',
    customer: true,
    ready: async (page) => {
      await page.getByRole('form', { name: '컨설팅 신청서' }).getByRole('region', { name: '함께 전달되는 지원 목록과 성적' }).waitFor();
      await page.getByRole('region', { name: '내 신청 내역' }).getByRole('listitem').first().waitFor();
    },
  },
  // The student's mock exams, ready once the sittings show (their dialogs, charts and menus load on first use).
  {
    path: '/consulting/exams (signed in)',
    address: async () => '/consulting/exams',
    customer: true,
    ready: (page) => page.getByRole('button', { name: /메뉴$/ }).first().waitFor(),
  },
  { path: '/consulting/apply/done', address: async () => `/consulting/apply/done?id=${await ownApplication()}`, customer: true, ready: (page) => page.getByRole('table', { name: '신청 내용' }).getByRole('row', { name: /신청 번호/ }).waitFor() },
  { path: '/consulting/event/page', ready: (page) => page.getByText('150,000원').first().waitFor() },
  { path: '/payment', customer: true, ready: (page) => page.getByRole('radio').first().waitFor() },
  { path: '/mobile/payment', customer: true, ready: (page) => page.getByRole('radio').first().waitFor() },
  // Signed in: 결제 내역 with the student's orders (their receipts, refund requests), the pass and the coupons.
  { path: '/payment/history (signed in)', address: async () => '/payment/history', customer: true, ready: (page) => page.getByRole('list', { name: '주문 목록' }).getByRole('listitem').first().waitFor() },
  { path: '/payment/done', address: async () => `/payment/done?orderId=${await paidOrder()}`, customer: true, ready: paidOrderShown },
  {
    path: '/payment/proceed',
    address: async () => `/payment/proceed?${new URLSearchParams(Object.entries(await authenticatedOrder()).map(([k, v]) => [k, String(v)]))}`,
    customer: true,
    ready: paidOrderShown,
  },
  // Signed in: the upload form and the student's uploaded papers (the list's count shows once they are fetched);
  // what sending needs (the contract's zod, the API client) loads on the first change or send.
  {
    path: '/post (signed in)',
    address: async () => '/post',
    customer: true,
    ready: async (page) => {
      await page.getByRole('form', { name: '시험지 올리기 양식' }).waitFor();
      await page.getByRole('list', { name: '내가 올린 시험지 목록' }).getByRole('listitem').first().waitFor();
    },
  },
];

describe('page weight of the first load', () => {
  it.each(PUBLIC_PAGES)('$path: at most 150 KB of JavaScript and 60 KB of CSS, every asset compressed and cached', async ({ path, address, customer, ready }) => {
    const load = await firstLoad(address ? await address() : path, ready, customer ? await student() : undefined);
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
