/**
 * A local Toss-compatible server (issue 11 point 4): this machine cannot reach Toss, so tests, CI and `npm start`
 * without keys pay here. It implements the parts of Toss's core API the app uses, with Toss's paths, request and
 * reply shapes and error codes:
 * - `POST /v1/payments/confirm`, `POST /v1/payments/{paymentKey}/cancel`, `GET /v1/payments/{paymentKey}`,
 *   `GET /v1/payments/orders/{orderId}`, `POST /v1/billing/authorizations/issue`, `POST /v1/billing/{billingKey}`;
 * - Basic authentication with its secret key (401 UNAUTHORIZED_KEY otherwise);
 * - `Idempotency-Key`: a POST repeated with the same key answers what the first answered (also while the first
 *   is still running), so a double submit approves once;
 * - payments kept in memory (they live as long as the app: the stand-in is for development and tests).
 * The browser side (the SDK script and the payment and card-registration windows) is in toss-standin-pages.ts;
 * toss-standin-routes.ts serves both on the app under /toss-standin, scripts/toss-standin.ts on its own port.
 *
 * Test cards: a number ending in 0002 is authenticated but refused at approval (403 REJECT_CARD_PAYMENT, as a card
 * over its limit); any other 15-16 digit number is approved.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { TossBillingKey, TossPayment } from './toss-client';

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

type Stored = TossPayment & { _card: StandinCard };

const CARD_ISSUER = { code: '41', company: '신한' };
/** Toss's timestamps: Korea time with its offset (e.g. 2026-11-23T08:01:00+09:00). */
const now = () => new Date(Date.now() + 9 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+09:00');
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

  constructor(
    readonly clientKey: string,
    readonly secretKey: string,
  ) {}

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
    const done = [...this.payments.values()].find((p) => p.orderId === input.orderId && p.status !== 'IN_PROGRESS' && p.status !== 'ABORTED');
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
      _card: card,
    });
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

  private reply(p: Stored): StandinReply {
    const { _card, ...payment } = p;
    return { status: 200, body: { ...payment, mId: 'tvivarepublica', version: '2022-11-16', currency: 'KRW', type: 'NORMAL' } };
  }

  private approve(p: Stored): StandinReply {
    if (p._card.rejects) {
      p.status = 'ABORTED';
      return err(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    }
    p.status = 'DONE';
    p.approvedAt = now();
    p.card = { issuerCode: CARD_ISSUER.code, number: maskCard(p._card.number), cardType: '신용', approveNo: String(Math.floor(10_000_000 + Math.random() * 89_999_999)) };
    return this.reply(p);
  }

  private confirm(body: Record<string, unknown>): StandinReply {
    const { paymentKey, orderId, amount } = body;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') return err(400, 'INVALID_REQUEST', '잘못된 요청입니다. paymentKey, orderId, amount는 필수입니다.');
    const p = this.payments.get(paymentKey);
    if (!p) return err(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
    if (p.orderId !== orderId) return err(400, 'INVALID_REQUEST', '주문번호가 결제 요청과 일치하지 않습니다.');
    if (p.totalAmount !== amount) return err(400, 'INVALID_REQUEST', '결제 금액이 결제 요청과 일치하지 않습니다.');
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
    return this.reply(p);
  }

  private byKey(paymentKey: string): StandinReply {
    const p = this.payments.get(paymentKey);
    return p ? this.reply(p) : err(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
  }

  private byOrderId(orderId: string): StandinReply {
    const found = [...this.payments.values()].filter((p) => p.orderId === orderId);
    const p = found.find((x) => x.status !== 'IN_PROGRESS' && x.status !== 'ABORTED') ?? found.at(-1);
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
    const p: Stored = { paymentKey, orderId, orderName, status: 'IN_PROGRESS', totalAmount: amount, balanceAmount: amount, method: '카드', requestedAt: now(), approvedAt: null, cancels: null, card: null, _card: billing.card };
    this.payments.set(paymentKey, p);
    return this.approve(p);
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
 * The stand-in of one app (keyed by its deps), created on first use: the app's Toss client and its
 * /toss-standin pages share it, and tests read it (`standinOf(app.deps).approvals()`).
 */
export function standinOf(owner: object, keys: { clientKey: string; secretKey: string } = { clientKey: 'test_ck_standin', secretKey: 'test_sk_standin' }): TossStandin {
  let standin = standins.get(owner);
  if (!standin) {
    standin = new TossStandin(keys.clientKey, keys.secretKey);
    standins.set(owner, standin);
  }
  return standin;
}
