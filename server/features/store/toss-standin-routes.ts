/**
 * Serves the Toss-compatible stand-in (toss-standin.ts) over HTTP: on the app under /toss-standin when no Toss
 * keys are configured (`registerTossStandin`), or on its own port (scripts/toss-standin.ts). Both use
 * `standinHttp`, so the two behave the same.
 */
import type { FastifyInstance } from 'fastify';
import { TOSS_STANDIN } from '../../core/env';
import { SDK_SCRIPT, WINDOW_SCRIPT, windowPage } from './toss-standin-pages';
import { standinOf, type TossStandin } from './toss-standin';

/** One HTTP reply of the stand-in. */
export interface StandinHttpReply {
  status: number;
  type: string;
  payload: string;
}

const JS = 'application/javascript; charset=utf-8';
const json = (status: number, body: unknown): StandinHttpReply => ({ status, type: 'application/json; charset=utf-8', payload: JSON.stringify(body) });
const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;

/** Answers one HTTP request to the stand-in (`path` without the prefix, with its query string). */
export async function standinHttp(standin: TossStandin, prefix: string, method: string, url: string, headers: Record<string, string | undefined>, body: unknown): Promise<StandinHttpReply> {
  const [path, search = ''] = url.split('?');
  const q = Object.fromEntries(new URLSearchParams(search));
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  if (method === 'GET' && path === '/v2/standard') return { status: 200, type: JS, payload: SDK_SCRIPT };
  if (method === 'GET' && path === '/window.js') return { status: 200, type: JS, payload: WINDOW_SCRIPT };
  if (method === 'GET' && (path === '/payment-window' || path === '/billing-window')) {
    return { status: 200, type: 'text/html; charset=utf-8', payload: windowPage(prefix, path === '/payment-window' ? 'payment' : 'billing', q) };
  }
  if (method === 'POST' && (path === '/payment-window/approve' || path === '/billing-window/approve')) {
    if (!EXPIRY.test(text(b.expiry).trim())) return json(400, { code: 'INVALID_CARD_EXPIRATION', message: '카드 유효기간을 MM/YY 형식으로 입력하세요.' });
    const result =
      path === '/payment-window/approve'
        ? standin.authenticatePayment({ clientKey: text(b.clientKey), orderId: text(b.orderId), orderName: text(b.orderName), amount: Number(b.amount), cardNumber: text(b.cardNumber) })
        : standin.authenticateBilling({ clientKey: text(b.clientKey), customerKey: text(b.customerKey), cardNumber: text(b.cardNumber) });
    return 'status' in result ? json(result.status, result.body) : json(200, result);
  }
  if (path.startsWith('/v1/')) {
    const reply = await standin.handle({ method, path, headers, body });
    return json(reply.status, reply.body);
  }
  return json(404, { code: 'NOT_FOUND', message: '존재하지 않는 경로입니다.' });
}

/** Mounts the app's stand-in under /toss-standin (only when the app runs without Toss keys). */
export async function registerTossStandin(app: FastifyInstance): Promise<void> {
  const { toss } = app.deps.env;
  if (!toss.standin) return;
  const standin = standinOf(app.deps, toss);
  const prefix = TOSS_STANDIN.prefix;
  app.route({
    method: ['GET', 'POST'],
    url: `${prefix}/*`,
    config: { access: 'public' },
    handler: async (request, reply) => {
      const url = request.url.slice(prefix.length);
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
      const r = await standinHttp(standin, prefix, request.method, url, headers, request.body);
      return reply.code(r.status).header('content-type', r.type).header('cache-control', 'no-store').send(r.payload);
    },
  });
}
