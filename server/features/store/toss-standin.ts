/**
 * A local Toss-compatible server (issue 11 point 4): this machine cannot reach Toss, so tests, CI and `npm start`
 * without keys pay here. It implements the parts of Toss's core API the app uses, with Toss's paths, request and
 * reply shapes and error codes:
 * - `POST /v1/payments/confirm`, `POST /v1/payments/{paymentKey}/cancel`, `GET /v1/payments/{paymentKey}`,
 *   `GET /v1/payments/orders/{orderId}`, `POST /v1/billing/authorizations/issue`, `POST /v1/billing/{billingKey}`;
 * - Basic authentication with its secret key (401 UNAUTHORIZED_KEY otherwise);
 * - `Idempotency-Key`: a POST repeated with the same key answers what the first answered (also while the first
 *   is still running), so a double submit approves once;
 * - payments kept in memory (they live as long as the app: the stand-in is for development and tests), each with
 *   Toss's `receipt.url` (a 매출전표 page of the stand-in) once approved; an authenticated payment not confirmed
 *   within 10 minutes expires (EXPIRED), as at Toss;
 * - Toss's webhook: every status change (DONE, ABORTED, CANCELED, PARTIAL_CANCELED, EXPIRED) is sent as a
 *   `PAYMENT_STATUS_CHANGED` event to the handler given to `setWebhook`, one event at a time and never within the
 *   call that caused it; `cancelFromDashboard` cancels as a merchant would in Toss's admin, outside the app.
 * Its keys are random, made for each app (server/core/env.ts `standinKeys`). The browser side (the SDK script, the
 * payment and card-registration windows, the receipt) is in toss-standin-pages.ts; toss-standin-routes.ts serves only
 * that part on the app under /toss-standin (the app reaches the API in process, through `fetch` below), and
 * scripts/toss-standin.ts serves both on its own port.
 *
 * Test cards: a number ending in 0002 is authenticated but refused at approval (403 REJECT_CARD_PAYMENT, as a card
 * over its limit); any other 15-16 digit number is approved.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Deps } from '../../core/deps';
import { TOSS_STANDIN } from '../../core/env';
import type { TossBillingKey, TossPayment, TossWebhookEvent } from './toss-client';

/** A request as the stand-in sees it (path without the prefix, lower-case header names, parsed JSON body). */
export interface StandinRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** A reply of the stand-in. */
export interface StandinReply {
  status: number;
  body: unknown;
}

/** What a test card looks like once entered in a window. */
interface StandinCard {
  number: string;
  rejects: boolean;
}

/** One API call the stand-in received, for tests (how many confirms reached "Toss"). */
export interface StandinCall {
  method: string;
  path: string;
  idempotencyKey?: string;
  status: number;
  replayed: boolean;
  /** The body's orderId, when it had one. */
  orderId?: string;
}

/** One webhook delivery the stand-in attempted: the event and whether the handler took it. */
export interface StandinDelivery {
  event: TossWebhookEvent;
  ok: boolean;
  error?: string;
}

/** Where Toss sends its webhook events (the merchant's webhook URL); throwing counts as a failed delivery. */
export type StandinWebhook = (event: TossWebhookEvent) => Promise<void>;

/** What one stand-in is made with. */
export interface StandinOptions {
  clientKey: string;
  secretKey: string;
  /** Address of its receipt pages without the trailing `/receipt/{paymentKey}` (e.g. http://localhost:3000/toss-standin). */
  receiptBase: string;
  /** The 상점 named on receipts. */
  merchantName?: string;
  /** How long an authenticated payment waits for its confirm before it expires (Toss: 10 minutes). */
  confirmWithinMs?: number;
}

type Stored = TossPayment & { _card: StandinCard; receipt: { url: string } | null };

/** The card company of every test card. */
export const CARD_ISSUER = { code: '41', company: '신한' };
/** Toss's timestamps: Korea time with its offset (e.g. 2026-11-23T08:01:00+09:00). */
const now = () => new Date(Date.now() + 9 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+09:00');
/** A webhook's createdAt: Korea time without offset, in microseconds (yyyy-MM-dd'T'HH:mm:ss.SSSSSS), as Toss sends it. */
const eventTime = () => new Date(Date.now() + 9 * 3600_000).toISOString().replace(/Z$/, '000');
/** Statuses of an attempt that never became a payment: its orderId may be paid by another attempt. */
const unsettled = (p: Stored) => p.status === 'IN_PROGRESS' || p.status === 'ABORTED' || p.status === 'EXPIRED';
const err = (status: number, code: string, message: string): StandinReply => ({ status, body: { code, message } });
const maskCard = (n: string) => `${n.slice(0, 8)}****${n.slice(12, 15)}*`;
const key = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** The stand-in's state and API. One per app (and one in scripts/toss-standin.ts). */
export class TossStandin {
  readonly payments = new Map<string, Stored>();
  /** Every API call, in order. */
  readonly calls: StandinCall[] = [];
  private readonly idempotent = new Map<string, Promise<StandinReply>>();
  private readonly authKeys = new Map<string, { customerKey: string; card: StandinCard; used: boolean }>();
  private readonly billingKeys = new Map<string, { customerKey: string; card: StandinCard }>();
  /** Every webhook event of this stand-in, in order, whether or not a webhook was set to receive it. */
  readonly events: TossWebhookEvent[] = [];
  /** Every delivery attempted to the webhook, in order. */
  readonly deliveries: StandinDelivery[] = [];
  private webhook: StandinWebhook | null = null;
  private sending: Promise<void> = Promise.resolve();
  readonly clientKey: string;
  readonly secretKey: string;
  readonly merchantName: string;
  private readonly receiptBase: string;
  private readonly confirmWithinMs: number;

  constructor(options: StandinOptions) {
    this.clientKey = options.clientKey;
    this.secretKey = options.secretKey;
    this.receiptBase = options.receiptBase.replace(/\/+$/, '');
    this.merchantName = options.merchantName ?? '테스트 상점';
    this.confirmWithinMs = options.confirmWithinMs ?? 10 * 60_000;
  }

  /** How many payments were approved (confirm or billing charge) — a test's "one Toss confirm". */
  approvals(orderId?: string): number {
    const approving = (path: string) => path === '/v1/payments/confirm' || (path.startsWith('/v1/billing/') && !path.endsWith('/issue'));
    return this.calls.filter((c) => c.status === 200 && !c.replayed && approving(c.path) && (!orderId || c.orderId === orderId)).length;
  }

  // ---------------------------------------------------------------- the windows (browser side)

  /**
   * The payment window's 결제하기: the customer authenticated a card for an order. Like Toss, nothing is charged
   * yet: the payment waits (IN_PROGRESS) for the merchant's confirm. Returns the success redirect's values.
   */
  authenticatePayment(input: { clientKey: string; orderId: string; orderName: string; amount: number; cardNumber: string }): { paymentKey: string; orderId: string; amount: number } | StandinReply {
    if (input.clientKey !== this.clientKey) return err(401, 'UNAUTHORIZED_KEY', '인증되지 않은 클라이언트 키 입니다.');
    const card = this.card(input.cardNumber);
    if (!card) return err(400, 'INVALID_CARD_NUMBER', '카드번호를 다시 확인해주세요.');
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(input.orderId)) return err(400, 'INVALID_REQUEST', '주문번호는 6자 이상 64자 이하의 영문 대소문자, 숫자, -, _ 입니다.');
    if (!Number.isInteger(input.amount) || input.amount <= 0) return err(400, 'INVALID_REQUEST', '결제 금액이 올바르지 않습니다.');
    const done = [...this.payments.values()].find((p) => p.orderId === input.orderId && !unsettled(p));
    if (done) return err(400, 'DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다. 다른 주문번호로 진행해주세요.');
    const paymentKey = key('tviva');
    this.payments.set(paymentKey, {
      paymentKey,
      orderId: input.orderId,
      orderName: input.orderName,
      status: 'IN_PROGRESS',
      totalAmount: input.amount,
      balanceAmount: input.amount,
      method: '카드',
      requestedAt: now(),
      approvedAt: null,
      cancels: null,
      card: null,
      receipt: null,
      _card: card,
    });
    setTimeout(() => this.expire(paymentKey), this.confirmWithinMs).unref();
    return { paymentKey, orderId: input.orderId, amount: input.amount };
  }

  /** The card-registration window's 카드 등록: an authKey to exchange for a billing key (once). */
  authenticateBilling(input: { clientKey: string; customerKey: string; cardNumber: string }): { authKey: string; customerKey: string } | StandinReply {
    if (input.clientKey !== this.clientKey) return err(401, 'UNAUTHORIZED_KEY', '인증되지 않은 클라이언트 키 입니다.');
    const card = this.card(input.cardNumber);
    if (!card) return err(400, 'INVALID_CARD_NUMBER', '카드번호를 다시 확인해주세요.');
    if (!/^[A-Za-z0-9_\-=.@]{2,300}$/.test(input.customerKey)) return err(400, 'INVALID_REQUEST', 'customerKey가 올바르지 않습니다.');
    const authKey = key('bln_');
    this.authKeys.set(authKey, { customerKey: input.customerKey, card, used: false });
    return { authKey, customerKey: input.customerKey };
  }

  private card(number: string): StandinCard | null {
    const digits = number.replace(/[\s-]/g, '');
    return /^\d{15,16}$/.test(digits) ? { number: digits, rejects: digits.endsWith('0002') } : null;
  }

  // ---------------------------------------------------------------- the API (server side)

  /** Answers one API request (path from `/v1`). */
  async handle(req: StandinRequest): Promise<StandinReply> {
    const auth = req.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`;
    if (auth !== expected) return this.log(req, err(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.'), false);
    const idem = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (idem) {
      const slot = `${req.path}\u0000${idem}`;
      const first = this.idempotent.get(slot);
      if (first) return this.log(req, await first, true);
      const running = this.route(req);
      this.idempotent.set(slot, running);
      return this.log(req, await running, false);
    }
    return this.log(req, await this.route(req), false);
  }

  private log(req: StandinRequest, reply: StandinReply, replayed: boolean): StandinReply {
    const body = (req.body ?? {}) as { orderId?: string };
    this.calls.push({ method: req.method, path: req.path, idempotencyKey: req.headers['idempotency-key'], status: reply.status, replayed, orderId: typeof body.orderId === 'string' ? body.orderId : undefined });
    return reply;
  }

  private async route(req: StandinRequest): Promise<StandinReply> {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const p = req.path.split('?')[0];
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && p === '/v1/payments/confirm') return this.confirm(body);
    if (req.method === 'POST' && (m = p.match(/^\/v1\/payments\/([^/]+)\/cancel$/))) return this.cancel(decodeURIComponent(m[1]), body);
    if (req.method === 'GET' && (m = p.match(/^\/v1\/payments\/orders\/([^/]+)$/))) return this.byOrderId(decodeURIComponent(m[1]));
    if (req.method === 'GET' && (m = p.match(/^\/v1\/payments\/([^/]+)$/))) return this.byKey(decodeURIComponent(m[1]));
    if (req.method === 'POST' && p === '/v1/billing/authorizations/issue') return this.issueBilling(body);
    if (req.method === 'POST' && (m = p.match(/^\/v1\/billing\/([^/]+)$/))) return this.chargeBilling(decodeURIComponent(m[1]), body);
    return err(404, 'NOT_FOUND', '존재하지 않는 API 입니다.');
  }

  /** Toss's Payment object of a stored payment (a copy: later changes do not reach it). */
  private paymentOf(p: Stored): TossPayment {
    const { _card, ...payment } = p;
    return structuredClone({ ...payment, mId: 'tvivarepublica', version: '2022-11-16', currency: 'KRW', type: 'NORMAL' });
  }

  private reply(p: Stored): StandinReply {
    return { status: 200, body: this.paymentOf(p) };
  }

  private approve(p: Stored): StandinReply {
    if (p._card.rejects) {
      p.status = 'ABORTED';
      this.emit(p);
      return err(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    }
    p.status = 'DONE';
    p.approvedAt = now();
    p.card = { issuerCode: CARD_ISSUER.code, number: maskCard(p._card.number), cardType: '신용', approveNo: String(Math.floor(10_000_000 + Math.random() * 89_999_999)) };
    p.receipt = { url: `${this.receiptBase}/receipt/${encodeURIComponent(p.paymentKey)}` };
    this.emit(p);
    return this.reply(p);
  }

  private confirm(body: Record<string, unknown>): StandinReply {
    const { paymentKey, orderId, amount } = body;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') return err(400, 'INVALID_REQUEST', '잘못된 요청입니다. paymentKey, orderId, amount는 필수입니다.');
    const p = this.payments.get(paymentKey);
    if (!p) return err(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
    if (p.orderId !== orderId) return err(400, 'INVALID_REQUEST', '주문번호가 결제 요청과 일치하지 않습니다.');
    if (p.totalAmount !== amount) return err(400, 'INVALID_REQUEST', '결제 금액이 결제 요청과 일치하지 않습니다.');
    if (p.status === 'EXPIRED') return err(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
    if (p.status !== 'IN_PROGRESS') return err(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    return this.approve(p);
  }

  private cancel(paymentKey: string, body: Record<string, unknown>): StandinReply {
    const p = this.payments.get(paymentKey);
    if (!p) return err(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (typeof body.cancelReason !== 'string' || !body.cancelReason.trim()) return err(400, 'INVALID_REQUEST', '취소 사유를 입력해주세요.');
    if (p.status === 'CANCELED') return err(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    if (p.status !== 'DONE' && p.status !== 'PARTIAL_CANCELED') return err(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    const amount = body.cancelAmount === undefined ? p.balanceAmount : body.cancelAmount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return err(400, 'INVALID_REQUEST', '취소 금액이 올바르지 않습니다.');
    if (amount > p.balanceAmount) return err(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    p.balanceAmount -= amount;
    p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    p.cancels = [...(p.cancels ?? []), { cancelAmount: amount, cancelReason: body.cancelReason, transactionKey: randomUUID().replace(/-/g, ''), canceledAt: now(), refundableAmount: p.balanceAmount }];
    this.emit(p);
    return this.reply(p);
  }

  private byKey(paymentKey: string): StandinReply {
    const p = this.payments.get(paymentKey);
    return p ? this.reply(p) : err(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
  }

  private byOrderId(orderId: string): StandinReply {
    const found = [...this.payments.values()].filter((p) => p.orderId === orderId);
    const p = found.find((x) => !unsettled(x)) ?? found.at(-1);
    return p ? this.reply(p) : err(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
  }

  private issueBilling(body: Record<string, unknown>): StandinReply {
    const { authKey, customerKey } = body;
    if (typeof authKey !== 'string' || typeof customerKey !== 'string') return err(400, 'INVALID_REQUEST', '잘못된 요청입니다. authKey, customerKey는 필수입니다.');
    const auth = this.authKeys.get(authKey);
    if (!auth || auth.used) return err(400, 'INVALID_AUTHORIZE_AUTH', '유효하지 않은 인증 방식입니다.');
    if (auth.customerKey !== customerKey) return err(400, 'INVALID_REQUEST', 'customerKey가 카드 등록 요청과 일치하지 않습니다.');
    auth.used = true;
    const billingKey = key('bk_');
    this.billingKeys.set(billingKey, { customerKey, card: auth.card });
    const reply: TossBillingKey & Record<string, unknown> = {
      mId: 'tvivarepublica',
      customerKey,
      authenticatedAt: now(),
      method: '카드',
      billingKey,
      card: { issuerCode: CARD_ISSUER.code, number: maskCard(auth.card.number), cardType: '신용' },
      cardCompany: CARD_ISSUER.company,
      cardNumber: maskCard(auth.card.number),
    };
    return { status: 200, body: reply };
  }

  private chargeBilling(billingKey: string, body: Record<string, unknown>): StandinReply {
    const { customerKey, amount, orderId, orderName } = body;
    if (typeof customerKey !== 'string' || typeof amount !== 'number' || typeof orderId !== 'string' || typeof orderName !== 'string') {
      return err(400, 'INVALID_REQUEST', '잘못된 요청입니다. customerKey, amount, orderId, orderName은 필수입니다.');
    }
    const billing = this.billingKeys.get(billingKey);
    if (!billing || billing.customerKey !== customerKey) return err(404, 'NOT_FOUND_BILLING', '빌링키 혹은 고객 키가 올바르지 않습니다.');
    if (!Number.isInteger(amount) || amount <= 0) return err(400, 'INVALID_REQUEST', '결제 금액이 올바르지 않습니다.');
    if ([...this.payments.values()].some((p) => p.orderId === orderId)) return err(400, 'DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다. 다른 주문번호로 진행해주세요.');
    const paymentKey = key('tbill');
    const p: Stored = { paymentKey, orderId, orderName, status: 'IN_PROGRESS', totalAmount: amount, balanceAmount: amount, method: '카드', requestedAt: now(), approvedAt: null, cancels: null, card: null, receipt: null, _card: billing.card };
    this.payments.set(paymentKey, p);
    return this.approve(p);
  }

  // ---------------------------------------------------------------- Toss's side: dashboard, expiry, webhooks

  /**
   * A cancellation made in Toss's merchant dashboard (not through the app): all of what is left, or `cancelAmount`.
   * Answers as the cancel API would, and sends the webhook event like any other status change.
   */
  cancelFromDashboard(paymentKey: string, cancelAmount: number | undefined, cancelReason: string): StandinReply {
    return this.cancel(paymentKey, { cancelReason, ...(cancelAmount === undefined ? {} : { cancelAmount }) });
  }

  /**
   * Expires an authenticated payment that was never confirmed (Toss does so 10 minutes after authentication; the
   * stand-in's timer calls this, tests may call it sooner). False when the payment is not waiting for its confirm.
   */
  expire(paymentKey: string): boolean {
    const p = this.payments.get(paymentKey);
    if (!p || p.status !== 'IN_PROGRESS') return false;
    p.status = 'EXPIRED';
    this.emit(p);
    return true;
  }

  /** The approved payment a receipt shows (null for an unknown key or an attempt never approved). */
  receiptOf(paymentKey: string): TossPayment | null {
    const p = this.payments.get(paymentKey);
    return p && p.approvedAt ? this.paymentOf(p) : null;
  }

  /** Sets (or, with null, removes) the merchant's webhook: the events of later status changes go to it. */
  setWebhook(webhook: StandinWebhook | null): void {
    this.webhook = webhook;
  }

  /** Resolves once every event sent so far has been delivered or has failed (tests wait on it). */
  webhooksSettled(): Promise<void> {
    return this.sending;
  }

  /** Sends again, in order, each event whose last delivery failed (Toss retries for three days); how many were sent. */
  async redeliverFailed(): Promise<number> {
    await this.sending;
    const last = new Map<TossWebhookEvent, StandinDelivery>();
    for (const d of this.deliveries) last.set(d.event, d);
    const failed = [...last.values()].filter((d) => !d.ok).map((d) => d.event);
    for (const event of failed) this.send(event);
    await this.sending;
    return failed.length;
  }

  /** Records a status change as Toss's PAYMENT_STATUS_CHANGED event and queues it for the webhook. */
  private emit(p: Stored): void {
    const event: TossWebhookEvent = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: eventTime(), data: this.paymentOf(p) };
    this.events.push(event);
    this.send(event);
  }

  /**
   * Queues one event after everything queued before it, delivered on a later turn of the event loop: the call that
   * caused it answers without waiting for the webhook, whose handler may wait for locks that call's caller holds
   * (Toss's request arrives from outside, at any moment, possibly before the app has written what it was told).
   */
  private send(event: TossWebhookEvent): void {
    const webhook = this.webhook;
    if (!webhook) return;
    this.sending = this.sending
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => webhook(event))
      .then(
        () => void this.deliveries.push({ event, ok: true }),
        (error: unknown) => void this.deliveries.push({ event, ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
  }

  /** A `fetch` that answers this stand-in's API in process (the app without keys talks to it without a socket). */
  readonly fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const text = typeof init?.body === 'string' ? init.body : '';
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      return Response.json({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' }, { status: 400 });
    }
    const path = url.pathname.replace(/^.*?(?=\/v1\/)/, '');
    const reply = await this.handle({ method: init?.method ?? 'GET', path, headers, body });
    return Response.json(reply.body, { status: reply.status });
  }) as typeof fetch;
}

const standins = new WeakMap<object, TossStandin>();

/**
 * The stand-in of one app (keyed by its deps), created on first use with the app's own random keys
 * (`deps.env.toss`; `keys` only matters on that first use): the app's Toss client and its /toss-standin pages share
 * it, and tests read it (`standinOf(app.deps).approvals()`).
 */
export function standinOf(deps: Pick<Deps, 'env'>, keys: { clientKey: string; secretKey: string } = deps.env.toss): TossStandin {
  let standin = standins.get(deps);
  if (!standin) {
    standin = new TossStandin({ clientKey: keys.clientKey, secretKey: keys.secretKey, receiptBase: `${deps.env.publicUrl}${TOSS_STANDIN.prefix}`, merchantName: '에듀플랫폼' });
    standins.set(deps, standin);
  }
  return standin;
}
