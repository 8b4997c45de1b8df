/**
 * The Toss stand-in kept out of production and off the network (README "Store and payment"): loadEnv refuses
 * production without Toss keys unless TOSS_STANDIN=on, and so does the built server; the app serves only the
 * stand-in's browser part (never its `/v1` API); each app's stand-in has keys of its own; receipts (`receipt.url`)
 * and Toss's PAYMENT_STATUS_CHANGED webhook events, dashboard cancellations included.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleReason } from '../../scripts/build-stamp.mjs';
import { derivedKey } from '../../server/core/auth';
import { loadEnv } from '../../server/core/env';
import { SERVER_NODE_FLAGS } from '../../server/core/node-flags';
import { createTossClient, tossClientOf, type TossPayment, type TossWebhookEvent } from '../../server/features/store/toss-client';
import { standinOf } from '../../server/features/store/toss-standin';
import { onStandinEvent } from '../../server/features/store/toss-standin-routes';
import { freePort } from '../helpers/e2e';
import { buildTestApp, type TestApp } from '../helpers/app';

const BASE = { DATA_DIR: '/tmp/edu-env-test' };
const KEYS = { TOSS_CLIENT_KEY: 'test_ck_given', TOSS_SECRET_KEY: 'test_sk_given' };
const CARD = '4330123412341234';
let t: TestApp;
let keyed: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  keyed = await buildTestApp(KEYS);
});
afterAll(async () => {
  await t.close();
  await keyed.close();
});

/** A payment authenticated in the stand-in's window for a fresh order number, and confirmed through the app's Toss client. */
async function paid(app: TestApp, amount = 18000, orderName = '프리미엄 문제집 30일'): Promise<TossPayment> {
  const orderId = `ST${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const auth = standinOf(app.app.deps).authenticatePayment({ clientKey: app.app.deps.env.toss.clientKey, orderId, orderName, amount, cardNumber: CARD });
  if ('status' in auth) throw new Error(JSON.stringify(auth.body));
  return tossClientOf(app.app.deps).confirm({ paymentKey: auth.paymentKey, orderId, amount }, orderId);
}

describe('loadEnv: the stand-in and production', () => {
  const cases: { name: string; env: Record<string, string>; refuses?: RegExp; standin?: boolean }[] = [
    { name: 'production without keys', env: { NODE_ENV: 'production' }, refuses: /TOSS_SECRET_KEY/ },
    { name: 'production with only the client key', env: { NODE_ENV: 'production', TOSS_CLIENT_KEY: 'live_ck_x' }, refuses: /TOSS_SECRET_KEY/ },
    { name: 'production, TOSS_STANDIN=auto', env: { NODE_ENV: 'production', TOSS_STANDIN: 'auto' }, refuses: /TOSS_SECRET_KEY/ },
    { name: 'production, TOSS_STANDIN=on', env: { NODE_ENV: 'production', TOSS_STANDIN: 'on' }, standin: true },
    { name: 'production with keys', env: { NODE_ENV: 'production', ...KEYS }, standin: false },
    { name: 'TOSS_STANDIN=on together with keys', env: { NODE_ENV: 'production', TOSS_STANDIN: 'on', ...KEYS }, refuses: /TOSS_STANDIN/ },
    { name: 'development without keys', env: { NODE_ENV: 'development' }, standin: true },
    { name: 'test without keys', env: { NODE_ENV: 'test' }, standin: true },
    { name: 'no NODE_ENV without keys', env: {}, standin: true },
    { name: 'development, TOSS_STANDIN=off without keys', env: { NODE_ENV: 'development', TOSS_STANDIN: 'off' }, refuses: /TOSS_SECRET_KEY/ },
    { name: 'development, TOSS_STANDIN=off with keys', env: { NODE_ENV: 'development', TOSS_STANDIN: 'off', ...KEYS }, standin: false },
    { name: 'a wrong TOSS_STANDIN', env: { TOSS_STANDIN: 'yes' }, refuses: /TOSS_STANDIN/ },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.refuses ? 'refuses' : c.standin ? 'the stand-in' : 'Toss'}`, () => {
      if (c.refuses) {
        expect(() => loadEnv({ ...BASE, ...c.env })).toThrow(c.refuses);
        return;
      }
      const { toss } = loadEnv({ ...BASE, ...c.env });
      expect(toss.standin).toBe(c.standin);
      if (c.standin) {
        expect(toss.clientKey).toMatch(/^test_ck_standin_.{8,}/);
        expect(toss.secretKey).toMatch(/^test_sk_standin_.{16,}/);
        expect(toss.sdkUrl).toBe('/toss-standin/v2/standard');
      } else {
        expect([toss.clientKey, toss.secretKey]).toEqual([KEYS.TOSS_CLIENT_KEY, KEYS.TOSS_SECRET_KEY]);
      }
    });
  }
  it('the refusal says why and how, in the same words as the other variables', () => {
    expect(() => loadEnv({ ...BASE, NODE_ENV: 'production' })).toThrow(/^환경 변수 TOSS_SECRET_KEY 값이 올바르지 않습니다: NODE_ENV=production.*TOSS_STANDIN=on/);
  });
});

describe('the stand-in over HTTP on the app', () => {
  it('its API (/toss-standin/v1/...) is 404, even with its secret key, and nothing reaches it', async () => {
    const p = await paid(t);
    const standin = standinOf(t.app.deps);
    // The payment's own webhook event (and the app's lookup it makes) is delivered first.
    await standin.webhooksSettled();
    const calls = standin.calls.length;
    const authorization = `Basic ${Buffer.from(`${t.app.deps.env.toss.secretKey}:`).toString('base64')}`;
    const attempts = [
      { method: 'GET', url: `/toss-standin/v1/payments/${p.paymentKey}` },
      { method: 'GET', url: `/toss-standin/v1/payments/orders/${p.orderId}` },
      { method: 'POST', url: `/toss-standin/v1/payments/${p.paymentKey}/cancel`, payload: { cancelReason: '밖에서 취소' } },
      { method: 'POST', url: '/toss-standin/v1/payments/confirm', payload: { paymentKey: p.paymentKey, orderId: p.orderId, amount: p.totalAmount } },
      { method: 'POST', url: '/toss-standin/v1/billing/authorizations/issue', payload: { authKey: 'x', customerKey: 'y' } },
    ] as const;
    for (const a of attempts) {
      const res = await t.app.inject({ ...a, headers: { authorization, 'content-type': 'application/json' } });
      expect(res.statusCode, a.url).toBe(404);
      expect(res.body, a.url).not.toContain(p.paymentKey);
    }
    expect(standin.calls.length).toBe(calls);
    expect(standin.payments.get(p.paymentKey)!.status).toBe('DONE');
  });

  it('serves the browser part: SDK, window.js, both windows and the approve post', async () => {
    const sdk = await t.app.inject({ method: 'GET', url: '/toss-standin/v2/standard' });
    expect([sdk.statusCode, sdk.headers['content-type']]).toEqual([200, 'application/javascript; charset=utf-8']);
    expect(sdk.body).toContain('window.TossPayments');
    expect((await t.app.inject({ method: 'GET', url: '/toss-standin/window.js' })).body).toContain('card-form');
    const window = await t.app.inject({ method: 'GET', url: '/toss-standin/payment-window?orderName=%EB%AC%B8%EC%A0%9C%EC%A7%91&amount=1000' });
    expect(window.statusCode).toBe(200);
    expect(window.body).toContain('결제하기');
    expect((await t.app.inject({ method: 'GET', url: '/toss-standin/billing-window?customerKey=cust_x' })).body).toContain('카드 등록');
    const orderId = `SW${Date.now().toString(36)}`;
    const approve = await t.app.inject({
      method: 'POST',
      url: '/toss-standin/payment-window/approve',
      payload: { clientKey: t.app.deps.env.toss.clientKey, orderId, orderName: '문제집', amount: 1000, cardNumber: CARD, expiry: '12/29' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(standinOf(t.app.deps).payments.get(approve.json().paymentKey)).toMatchObject({ orderId, status: 'IN_PROGRESS' });
  });

  it('an app with Toss keys serves none of it, and has no stand-in events to wire', async () => {
    for (const url of ['/toss-standin/v2/standard', '/toss-standin/window.js', '/toss-standin/payment-window']) {
      const res = await keyed.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('TossPayments');
      expect(res.body, url).not.toContain('card-form');
    }
    expect(onStandinEvent(keyed.app.deps, async () => {})).toBe(false);
  });
});

describe('stand-in keys', () => {
  it('are random per app: two apps differ, and one app\'s secret key is refused by the other\'s stand-in', async () => {
    const other = await buildTestApp();
    try {
      const [a, b] = [t.app.deps.env.toss, other.app.deps.env.toss];
      expect(a.clientKey).not.toBe(b.clientKey);
      expect(a.secretKey).not.toBe(b.secretKey);
      expect(standinOf(t.app.deps).clientKey).toBe(a.clientKey);
      expect(standinOf(other.app.deps).secretKey).toBe(b.secretKey);
      const crossed = createTossClient({ apiUrl: 'http://standin', secretKey: a.secretKey, fetch: standinOf(other.app.deps).fetch });
      await expect(crossed.getPayment('x')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED_KEY' });
      const window = standinOf(other.app.deps).authenticatePayment({ clientKey: a.clientKey, orderId: 'SKCROSS01', orderName: 'x', amount: 1000, cardNumber: CARD });
      expect(window).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED_KEY' } });
      // What must outlive a restart (Toss's customerKey) comes from the app's kept secret, not from these keys.
      expect(other.app.deps.secretFor('toss-customer-key').equals(t.app.deps.secretFor('toss-customer-key'))).toBe(true);
    } finally {
      await other.close();
    }
  });
  it('a derived key is stable for one secret and differs by purpose', () => {
    const secret = new TextEncoder().encode('a-secret-that-is-at-least-32-characters-long');
    expect(derivedKey(secret, 'toss-customer-key').equals(derivedKey(secret, 'toss-customer-key'))).toBe(true);
    expect(derivedKey(secret, 'toss-customer-key').equals(derivedKey(secret, 'other'))).toBe(false);
    expect(Buffer.from(secret).equals(derivedKey(secret, 'toss-customer-key'))).toBe(false);
  });
});

describe('receipts', () => {
  it("an approved payment carries Toss's receipt.url, a Korean 매출전표 of it (escaped)", async () => {
    const p = await paid(t, 18000, '<b>프리미엄</b> 문제집');
    expect(p.receipt?.url).toBe(`${t.app.deps.env.publicUrl}/toss-standin/receipt/${p.paymentKey}`);
    const res = await t.app.inject({ method: 'GET', url: new URL(p.receipt!.url).pathname });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    for (const text of ['매출전표', '상점', '에듀플랫폼', '주문명', '주문번호', p.orderId, '결제 금액', '18,000원', '취소 금액', '0원', '결제 완료', '신한카드', p.card!.number!, '승인 시각', p.approvedAt!.slice(0, 19).replace('T', ' ')]) {
      expect(res.body, text).toContain(text);
    }
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain('&#60;b&#62;프리미엄');
  });
  it('shows what was cancelled; 404 for an unknown key and for an attempt never approved', async () => {
    const p = await paid(t, 20000);
    await tossClientOf(t.app.deps).cancel(p.paymentKey, { cancelReason: '부분 환불', cancelAmount: 5000 }, `c-${p.paymentKey}`);
    const res = await t.app.inject({ method: 'GET', url: `/toss-standin/receipt/${p.paymentKey}` });
    for (const text of ['5,000원', '부분 취소', '취소 내역', '부분 환불']) expect(res.body, text).toContain(text);
    expect((await t.app.inject({ method: 'GET', url: '/toss-standin/receipt/no-such-key' })).statusCode).toBe(404);
    const waiting = standinOf(t.app.deps).authenticatePayment({ clientKey: t.app.deps.env.toss.clientKey, orderId: `SR${Date.now().toString(36)}`, orderName: 'x', amount: 1000, cardNumber: CARD });
    if ('status' in waiting) throw new Error('window refused');
    const none = await t.app.inject({ method: 'GET', url: `/toss-standin/receipt/${waiting.paymentKey}` });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('영수증을 찾을 수 없습니다');
  });
});

describe("Toss's webhook events (PAYMENT_STATUS_CHANGED)", () => {
  const received: TossWebhookEvent[] = [];
  beforeAll(() => {
    expect(onStandinEvent(t.app.deps, async (event) => void received.push(event))).toBe(true);
  });
  afterAll(() => onStandinEvent(t.app.deps, null));
  const settle = () => standinOf(t.app.deps).webhooksSettled();
  const of = (paymentKey: string) => received.filter((e) => e.data.paymentKey === paymentKey).map((e) => e.data.status);

  it('approval sends DONE; a dashboard cancellation sends CANCELED with the cancel recorded', async () => {
    const p = await paid(t, 15000);
    await settle();
    expect(of(p.paymentKey)).toEqual(['DONE']);
    const r = standinOf(t.app.deps).cancelFromDashboard(p.paymentKey, undefined, '관리자 화면에서 취소');
    expect(r.status).toBe(200);
    await settle();
    expect(of(p.paymentKey)).toEqual(['DONE', 'CANCELED']);
    const event = received.at(-1)!;
    expect(event).toMatchObject({ eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: p.paymentKey, orderId: p.orderId, status: 'CANCELED', balanceAmount: 0 } });
    expect(event.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
    expect(event.data.cancels).toEqual([expect.objectContaining({ cancelAmount: 15000, cancelReason: '관리자 화면에서 취소' })]);
    // "Toss" now says CANCELED to the app's lookups too.
    expect((await tossClientOf(t.app.deps).getPayment(p.paymentKey)).status).toBe('CANCELED');
  });

  it('a partial dashboard cancellation sends PARTIAL_CANCELED; a refused one sends nothing', async () => {
    const p = await paid(t, 15000);
    expect(standinOf(t.app.deps).cancelFromDashboard(p.paymentKey, 4000, '일부 환불').status).toBe(200);
    expect(standinOf(t.app.deps).cancelFromDashboard(p.paymentKey, 99999, '너무 많이').body).toMatchObject({ code: 'NOT_CANCELABLE_AMOUNT' });
    await settle();
    expect(of(p.paymentKey)).toEqual(['DONE', 'PARTIAL_CANCELED']);
    expect(received.at(-1)!.data.balanceAmount).toBe(11000);
  });

  it('a refused card sends ABORTED; a payment never confirmed expires with EXPIRED and its confirm is refused', async () => {
    const deps = t.app.deps;
    const rejectId = `SA${Date.now().toString(36)}`;
    const rejected = standinOf(deps).authenticatePayment({ clientKey: deps.env.toss.clientKey, orderId: rejectId, orderName: 'x', amount: 1000, cardNumber: '4330123412340002' });
    if ('status' in rejected) throw new Error('window refused');
    await expect(tossClientOf(deps).confirm({ paymentKey: rejected.paymentKey, orderId: rejectId, amount: 1000 }, rejectId)).rejects.toMatchObject({ code: 'REJECT_CARD_PAYMENT' });
    const lateId = `SE${Date.now().toString(36)}`;
    const late = standinOf(deps).authenticatePayment({ clientKey: deps.env.toss.clientKey, orderId: lateId, orderName: 'x', amount: 1000, cardNumber: CARD });
    if ('status' in late) throw new Error('window refused');
    expect(standinOf(deps).expire(late.paymentKey)).toBe(true);
    expect(standinOf(deps).expire(late.paymentKey)).toBe(false);
    await expect(tossClientOf(deps).confirm({ paymentKey: late.paymentKey, orderId: lateId, amount: 1000 }, lateId)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND_PAYMENT_SESSION' });
    await settle();
    expect(of(rejected.paymentKey)).toEqual(['ABORTED']);
    expect(of(late.paymentKey)).toEqual(['EXPIRED']);
  });

  it('a webhook that fails is recorded, and redeliverFailed sends the event again', async () => {
    const standin = standinOf(t.app.deps);
    let down = true;
    onStandinEvent(t.app.deps, async (event) => {
      if (down) throw new Error('웹훅 서버 점검 중');
      received.push(event);
    });
    try {
      const p = await paid(t, 12000);
      await settle();
      expect(of(p.paymentKey)).toEqual([]);
      expect(standin.deliveries.at(-1)).toMatchObject({ ok: false, error: '웹훅 서버 점검 중', event: { data: { paymentKey: p.paymentKey, status: 'DONE' } } });
      down = false;
      expect(await standin.redeliverFailed()).toBe(1);
      expect(of(p.paymentKey)).toEqual(['DONE']);
      expect(await standin.redeliverFailed()).toBe(0);
    } finally {
      onStandinEvent(t.app.deps, async (event) => void received.push(event));
    }
  });
});

describe('the built server under NODE_ENV=production', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  /** Builds dist/server when it is missing or stale (as `npm start` does); the reason it could not, or null. */
  function ensureBuilt(): string | null {
    if (!staleReason('server')) return null;
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    return build.status === 0 ? null : `npm run build:server failed: ${build.stderr || build.error}`;
  }
  const dataDirs: string[] = [];
  afterAll(() => dataDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** Starts dist/server/server.js with production settings and `env`; collects its output. */
  async function start(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-prod-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/server.js'], {
      cwd: root,
      // Empty values count as unset (loadEnv), so no TOSS_* of the surrounding shell leaks in.
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '1', SEED: 'never', LOG_LEVEL: 'warn', TOSS_CLIENT_KEY: '', TOSS_SECRET_KEY: '', TOSS_API_URL: '', TOSS_SDK_URL: '', TOSS_STANDIN: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = { stdout: '', stderr: '' };
    child.stdout.on('data', (c: Buffer) => (out.stdout += c));
    child.stderr.on('data', (c: Buffer) => (out.stderr += c));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, out, exited, url: `http://127.0.0.1:${port}` };
  }

  it('refuses to start without Toss keys, naming TOSS_SECRET_KEY', async (ctx) => {
    const reason = ensureBuilt();
    if (reason) ctx.skip(`the server bundle could not be built: ${reason}`);
    const s = await start({});
    const code = await Promise.race([s.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 15_000))]);
    if (code === 'running') s.child.kill('SIGKILL');
    expect(code, s.out.stdout + s.out.stderr).not.toBe('running');
    expect(code).not.toBe(0);
    expect(s.out.stderr).toContain('TOSS_SECRET_KEY');
  }, 180_000);

  it('with TOSS_STANDIN=on it starts, warns, and still serves no stand-in API', async (ctx) => {
    const reason = ensureBuilt();
    if (reason) ctx.skip(`the server bundle could not be built: ${reason}`);
    const s = await start({ TOSS_STANDIN: 'on' });
    try {
      const deadline = Date.now() + 90_000;
      let up = false;
      while (!up && Date.now() < deadline && s.child.exitCode === null) {
        up = await fetch(`${s.url}/api/health`).then((r) => r.ok, () => false);
        if (!up) await new Promise((r) => setTimeout(r, 300));
      }
      expect(up, s.out.stdout + s.out.stderr).toBe(true);
      expect(s.out.stdout).toContain('TOSS_STANDIN=on');
      expect(s.out.stdout).toMatch(/"level":40/);
      expect((await fetch(`${s.url}/toss-standin/v2/standard`)).status).toBe(200);
      const api = await fetch(`${s.url}/toss-standin/v1/payments/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(api.status).toBe(404);
      expect((await fetch(`${s.url}/toss-standin/v1/payments/x`)).status).toBe(404);
    } finally {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }, 180_000);
});
