/**
 * The public pages' zod-free client (src/api/fetch-call.ts) behaves as the ky client's `request` does: the same
 * token header, NOT TOKEN without a token, the same ApiError (code, message, status, field) for every failure, the
 * same hooks on 401 and on failures, and the same data for a success. Each case runs both clients on the same
 * reply and compares them. Also: the error body check written without zod accepts what ErrorBodySchema accepts.
 */
import { describe, expect, it } from 'vitest';
import { refreshToken } from '../../src/api/auth';
import { ApiError, NOT_TOKEN, request, setToken } from '../../src/api/client';
import { consultingSearch } from '../../src/api/consulting/search';
import { readErrorBody } from '../../src/api/envelope';
import { callRoute, send } from '../../src/api/fetch-call';
import { ErrorBodySchema, type Call } from '../../src/api/http';
import { authRoutes, paymentRoutes, searchRoutes } from '../../src/api/public-calls';
import { orderGet } from '../../src/api/store/payments';
import { json, mockClient } from '../helpers/client-mock';

const { fetchMock, unauthorized, errors } = mockClient();

/** What fetch was asked (read when asked): ky passes a Request, send a URL and init; both read the same. */
async function asked(input: Parameters<typeof fetch>[0], init?: RequestInit) {
  const req = input instanceof Request ? input.clone() : new Request(String(input), init);
  return { method: req.method, url: req.url, authorization: req.headers.get('authorization'), contentType: req.headers.get('content-type'), body: req.body ? await req.text() : undefined };
}
const sent = (i: number) => asked(...(fetchMock.mock.calls[i] as [Parameters<typeof fetch>[0], RequestInit?]));

/** Runs one call through both clients on the same reply: what each resolved or rejected with, what each sent, which hooks ran. */
async function both<C extends Call>(call: C, input: Parameters<typeof request<C>>[2], opts: Parameters<typeof request<C>>[3], reply: () => Response) {
  const run = async (go: () => Promise<unknown>) => {
    fetchMock.mockReset();
    unauthorized.mockReset();
    errors.mockReset();
    let request = null as Awaited<ReturnType<typeof asked>> | null;
    fetchMock.mockImplementation(async (input, init) => {
      request = await asked(input, init);
      return reply();
    });
    const outcome = await go().then(
      (value) => ({ value }),
      (error: unknown) => ({ error: error instanceof ApiError ? { name: error.name, code: error.code, message: error.message, status: error.status, field: error.field } : String(error) }),
    );
    return { outcome, sent: request, unauthorized: unauthorized.mock.calls, errors: errors.mock.calls.map(([e]) => (e as ApiError).code) };
  };
  const viaKy = await run(() => request('customer', call, input, opts));
  const viaFetch = await run(() => send('customer', callRoute<C>(call.method, call.path), input, opts));
  return { viaKy, viaFetch };
}

const ORDER = { orderId: 'ord_123456', orderName: '프리미엄', list_amount: 100, discount_amount: 0, amount: 100, method: '카드', approved_time: null, state: 2, fail_code: null, fail_message: null, coupon_id: null, channel: 'web', create_time: '2026-01-01T00:00:00.000Z' };

describe('send, compared with request', () => {
  it('rejects with NOT TOKEN without a token, sending nothing', async () => {
    const { viaKy, viaFetch } = await both(orderGet, { query: { orderId: 'ord_123456' } }, {}, () => json(200, {}));
    expect(viaFetch).toEqual(viaKy);
    expect(viaFetch.outcome).toMatchObject({ error: { code: 'NOT_TOKEN', message: NOT_TOKEN, status: 401 } });
    expect(viaFetch.sent).toBeNull();
    expect(viaFetch.unauthorized).toEqual([['customer']]);
  });

  it('sends the token and the query, and resolves with the reply without `result`', async () => {
    setToken('customer', 'abc');
    const reply = () => json(200, { result: 'success', data: ORDER });
    const { viaKy, viaFetch } = await both(orderGet, { query: { orderId: 'ord_123456' } }, {}, reply);
    expect(viaFetch.sent).toEqual(viaKy.sent);
    expect(viaFetch.sent).toMatchObject({ method: 'GET', url: 'http://api.test/api/v2/common/order?orderId=ord_123456', authorization: 'token=abc' });
    expect(viaFetch.outcome).toEqual({ value: { data: ORDER } });
  });

  it('leaves out empty query values and sends a JSON body', async () => {
    const { viaKy, viaFetch } = await both(consultingSearch, { query: { filter: undefined, q: '', year: undefined } }, { auth: false }, () => json(200, { result: 'success', data: {} }));
    expect(viaFetch.sent).toEqual(viaKy.sent);
    expect(viaFetch.sent?.url).toBe('http://api.test/api/v2/tar_univ/consulting/search/list');
    const body = await both(refreshToken, { body: { accessToken: 'x' } }, { auth: false, notify: false }, () => json(200, { result: 'success', token: 't' }));
    expect(body.viaFetch.sent).toEqual(body.viaKy.sent);
    expect(body.viaFetch.sent).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"accessToken":"x"}' });
  });

  it('treats a 200 reply without result=success as a rejection, and notifies', async () => {
    setToken('customer', 'abc');
    const { viaKy, viaFetch } = await both(orderGet, { query: { orderId: 'ord_123456' } }, {}, () => json(200, { result: 'fail' }));
    expect(viaFetch).toEqual(viaKy);
    expect(viaFetch.errors).toEqual(['INTERNAL']);
  });

  it('passes the server message, code and field of a 4xx, without notifying when told not to', async () => {
    const reply = () => json(400, { result: 'fail', code: 'BAD_REQUEST', message: 'body.accessToken: 필수', field: 'body.accessToken' });
    const { viaKy, viaFetch } = await both(refreshToken, { body: { accessToken: '' } }, { auth: false, notify: false }, reply);
    expect(viaFetch).toEqual(viaKy);
    expect(viaFetch.outcome).toMatchObject({ error: { code: 'BAD_REQUEST', status: 400, field: 'body.accessToken' } });
    expect(viaFetch.errors).toEqual([]);
  });

  it('reports a 401 of an authenticated call to the app, and notifies', async () => {
    setToken('customer', 'old');
    const { viaKy, viaFetch } = await both(orderGet, { query: { orderId: 'ord_123456' } }, {}, () => json(401, { result: 'fail', code: 'UNAUTHORIZED', message: '만료' }));
    expect(viaFetch).toEqual(viaKy);
    expect(viaFetch.unauthorized).toEqual([['customer']]);
  });

  it('answers a failure without the error body with the status, and an unreachable server as a network failure', async () => {
    setToken('customer', 'abc');
    const plain = await both(orderGet, { query: { orderId: 'ord_123456' } }, {}, () => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(plain.viaFetch).toEqual(plain.viaKy);
    expect(plain.viaFetch.outcome).toMatchObject({ error: { code: 'INTERNAL', status: 502, message: '요청이 실패했습니다 (502).' } });
    const down = await both(orderGet, { query: { orderId: 'ord_123456' } }, {}, () => {
      throw new TypeError('fetch failed');
    });
    expect(down.viaFetch).toEqual(down.viaKy);
    expect(down.viaFetch.outcome).toMatchObject({ error: { code: 'INTERNAL', status: 0 } });
  });

  it('fills path parameters as request does', async () => {
    setToken('customer', 'abc');
    fetchMock.mockResolvedValueOnce(json(200, { result: 'success' }));
    await send('customer', callRoute('DELETE', '/api/v2/tar_univ/user/consulting/{id}'), { params: { id: 7 } });
    expect((await sent(0)).url).toBe('http://api.test/api/v2/tar_univ/user/consulting/7');
  });
});

describe('readErrorBody: the rules of ErrorBodySchema without zod', () => {
  it.each([
    { result: 'fail', code: 'BAD_REQUEST', message: 'm' },
    { result: 'fail', code: 'CONFLICT', message: 'm', field: 'body.x' },
    { result: 'fail', code: 'NOPE', message: 'm' },
    { result: 'fail', code: 'BAD_REQUEST' },
    { result: 'success', code: 'BAD_REQUEST', message: 'm' },
    { result: 'fail', code: 'BAD_REQUEST', message: 'm', field: 3 },
    { result: 'fail', code: 'INTERNAL', message: 'm', extra: true },
    null,
    'fail',
    [],
  ])('%j as the schema reads it', (body) => {
    const parsed = ErrorBodySchema.safeParse(body);
    expect(readErrorBody(body)).toEqual(parsed.success ? { code: parsed.data.code, message: parsed.data.message, ...(parsed.data.field !== undefined ? { field: parsed.data.field } : {}) } : null);
  });
});

describe('the routes in use', () => {
  it('are the calls the tests above ran', () => {
    expect(paymentRoutes.orderGet).toEqual({ method: orderGet.method, path: orderGet.path });
    expect(authRoutes.refreshToken).toEqual({ method: refreshToken.method, path: refreshToken.path });
    expect(searchRoutes.consultingSearch).toEqual({ method: consultingSearch.method, path: consultingSearch.path });
  });
});
