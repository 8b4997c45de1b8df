/**
 * Serves the Toss-compatible stand-in (toss-standin.ts) over HTTP. On the app (`registerTossStandin`, only when
 * the stand-in is in use) just its browser part, under /toss-standin: the SDK script, window.js, the payment and
 * card-registration windows with their approve posts, and the receipt pages. Its API (`/v1/*`, which cancels and
 * looks up payments) is never served by the app: the app's Toss client reaches it in process. scripts/toss-standin.ts,
 * a separate development process, serves both parts on its own port (`standinHttp`).
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../core/deps';
import { TOSS_STANDIN } from '../../core/env';
import { notFound as notFoundError } from '../../core/errors';
import { receiptNotFoundPage, receiptPage, SDK_SCRIPT, WINDOW_SCRIPT, windowPage } from './toss-standin-pages';
import { standinOf, type StandinWebhook, type TossStandin } from './toss-standin';

/** One HTTP reply of the stand-in. */
export interface StandinHttpReply {
  status: number;
  type: string;
  payload: string;
}

const JS = 'application/javascript; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const json = (status: number, body: unknown): StandinHttpReply => ({ status, type: 'application/json; charset=utf-8', payload: JSON.stringify(body) });
const notFound = () => json(404, { code: 'NOT_FOUND', message: '존재하지 않는 경로입니다.' });
const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;
const RECEIPT = /^\/receipt\/([^/]+)$/;

/** The browser part's calls, as the app registers them under the prefix (nothing else of the stand-in is served). */
export const STANDIN_PAGE_ROUTES = [
  { method: 'GET', url: '/v2/standard' },
  { method: 'GET', url: '/window.js' },
  { method: 'GET', url: '/payment-window' },
  { method: 'GET', url: '/billing-window' },
  { method: 'POST', url: '/payment-window/approve' },
  { method: 'POST', url: '/billing-window/approve' },
  { method: 'GET', url: '/receipt/:paymentKey' },
] as const;

/** Answers one request to the stand-in's browser part (`url` without the prefix, with its query string); 404 otherwise. */
export function standinPagesHttp(standin: TossStandin, prefix: string, method: string, url: string, body: unknown): StandinHttpReply {
  const [path, search = ''] = url.split('?');
  const q = Object.fromEntries(new URLSearchParams(search));
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  if (method === 'GET' && path === '/v2/standard') return { status: 200, type: JS, payload: SDK_SCRIPT };
  if (method === 'GET' && path === '/window.js') return { status: 200, type: JS, payload: WINDOW_SCRIPT };
  if (method === 'GET' && (path === '/payment-window' || path === '/billing-window')) {
    return { status: 200, type: HTML, payload: windowPage(prefix, path === '/payment-window' ? 'payment' : 'billing', q) };
  }
  if (method === 'POST' && (path === '/payment-window/approve' || path === '/billing-window/approve')) {
    if (!EXPIRY.test(text(b.expiry).trim())) return json(400, { code: 'INVALID_CARD_EXPIRATION', message: '카드 유효기간을 MM/YY 형식으로 입력하세요.' });
    const result =
      path === '/payment-window/approve'
        ? standin.authenticatePayment({ clientKey: text(b.clientKey), orderId: text(b.orderId), orderName: text(b.orderName), amount: Number(b.amount), cardNumber: text(b.cardNumber) })
        : standin.authenticateBilling({ clientKey: text(b.clientKey), customerKey: text(b.customerKey), cardNumber: text(b.cardNumber) });
    return 'status' in result ? json(result.status, result.body) : json(200, result);
  }
  const receipt = method === 'GET' ? RECEIPT.exec(path) : null;
  if (receipt) {
    let paymentKey = '';
    try {
      paymentKey = decodeURIComponent(receipt[1]);
    } catch {
      // A malformed escape names no payment.
    }
    const payment = standin.receiptOf(paymentKey);
    return payment ? { status: 200, type: HTML, payload: receiptPage(payment, standin.merchantName) } : { status: 404, type: HTML, payload: receiptNotFoundPage() };
  }
  return notFound();
}

/**
 * Answers one HTTP request to the whole stand-in, browser part and API (`/v1/*`): for scripts/toss-standin.ts only,
 * which runs the stand-in as its own development server. The app never serves the API.
 */
export async function standinHttp(standin: TossStandin, prefix: string, method: string, url: string, headers: Record<string, string | undefined>, body: unknown): Promise<StandinHttpReply> {
  if (url.startsWith('/v1/')) {
    const reply = await standin.handle({ method, path: url, headers, body });
    return json(reply.status, reply.body);
  }
  return standinPagesHttp(standin, prefix, method, url, body);
}

/**
 * Mounts the stand-in's browser part under /toss-standin, only when the app uses the stand-in. Under
 * NODE_ENV=production (possible only with TOSS_STANDIN=on) it warns at every start that payments are fake.
 */
export async function registerTossStandin(app: FastifyInstance): Promise<void> {
  const { toss, NODE_ENV } = app.deps.env;
  if (!toss.standin) return;
  if (NODE_ENV === 'production') {
    app.log.warn(`TOSS_STANDIN=on: 운영 환경(NODE_ENV=production)에서 시험용 토스 대역으로 결제합니다. 카드 결제가 실제로 청구되지 않으며 아무 카드 번호로나 결제됩니다. 실제 결제에는 TOSS_CLIENT_KEY와 TOSS_SECRET_KEY를 설정하고 TOSS_STANDIN을 지우세요.`);
  }
  const standin = standinOf(app.deps);
  const prefix = TOSS_STANDIN.prefix;
  for (const route of STANDIN_PAGE_ROUTES) {
    app.route({
      method: route.method,
      url: `${prefix}${route.url}`,
      config: { access: 'public' },
      handler: async (request, reply) => {
        const r = standinPagesHttp(standin, prefix, request.method, request.url.slice(prefix.length), request.body);
        return reply.code(r.status).header('content-type', r.type).header('cache-control', 'no-store').send(r.payload);
      },
    });
  }
  // Anything else under the prefix (the API above all) is not served: 404, never the web app's index page.
  app.route({
    method: ['GET', 'POST'],
    url: `${prefix}/*`,
    config: { access: 'public' },
    handler: async () => {
      throw notFoundError('토스 대역의 경로');
    },
  });
}

/**
 * Sends the app's stand-in's webhook events (Toss's PAYMENT_STATUS_CHANGED, see toss-standin.ts) to `handler`, as
 * Toss would post them to the merchant's webhook URL; a handler that throws counts as a failed delivery
 * (`standinOf(deps).deliveries`, `redeliverFailed()`). Returns false, and does nothing, when the app uses Toss itself.
 */
export function onStandinEvent(deps: Pick<Deps, 'env'>, handler: StandinWebhook | null): boolean {
  if (!deps.env.toss.standin) return false;
  standinOf(deps).setWebhook(handler);
  return true;
}
