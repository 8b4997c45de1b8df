/**
 * The Toss Payments core API as this app uses it (issue 11 point 4; Toss's "결제 승인", "결제 취소", "결제 조회",
 * "자동결제(빌링)" API): confirm, cancel, lookup by paymentKey and by orderId, billing-key issue and billing charge.
 * Authentication is HTTP Basic with `base64(secretKey + ':')`; POSTs carry an `Idempotency-Key` so a retried
 * request is processed once by Toss. The same client talks to api.tosspayments.com or to the local
 * Toss-compatible stand-in (toss-standin.ts): only `apiUrl` and `secretKey` differ.
 */
import type { Deps } from '../../core/deps';
import { standinOf } from './toss-standin';

/** A cancellation recorded on a Toss payment. */
export interface TossCancel {
  cancelAmount: number;
  cancelReason: string;
  transactionKey: string;
  canceledAt: string;
  refundableAmount?: number;
}

/** Toss's payment status. */
export type TossPaymentStatus = 'READY' | 'IN_PROGRESS' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED' | 'WAITING_FOR_DEPOSIT';

/** Toss's Payment object (the fields this app reads; Toss sends more). */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: TossPaymentStatus;
  totalAmount: number;
  balanceAmount: number;
  method: string | null;
  requestedAt?: string;
  approvedAt: string | null;
  cancels: TossCancel[] | null;
  card?: { issuerCode?: string; number?: string; cardType?: string; approveNo?: string } | null;
  /** The payment's receipt (매출전표) page, to show the customer as 영수증; null until approved. */
  receipt?: { url: string } | null;
  [more: string]: unknown;
}

/**
 * What Toss posts to the merchant's webhook URL when a payment's status changes (Toss's "웹훅 연동",
 * PAYMENT_STATUS_CHANGED): `createdAt` is Korea time without offset (yyyy-MM-dd'T'HH:mm:ss.SSSSSS) and orders the
 * events; `data` is the Payment object as it stands after the change. The body is not signed: a receiver trusts only
 * what it then reads back with `getPayment`.
 */
export interface TossWebhookEvent {
  eventType: 'PAYMENT_STATUS_CHANGED';
  createdAt: string;
  data: TossPayment;
}

/** What Toss answers when it issues a billing key (the fields this app reads). */
export interface TossBillingKey {
  billingKey: string;
  customerKey: string;
  authenticatedAt?: string;
  card: { issuerCode?: string; number: string; cardType?: string };
  cardCompany?: string;
}

/** The calls of Toss's core API this app makes. */
export interface TossClient {
  /** `POST /v1/payments/confirm`: approve a payment the customer authenticated in the payment window. */
  confirm(input: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string): Promise<TossPayment>;
  /** `POST /v1/payments/{paymentKey}/cancel`: cancel all (no amount) or part of a payment. */
  cancel(paymentKey: string, input: { cancelReason: string; cancelAmount?: number }, idempotencyKey: string): Promise<TossPayment>;
  /** `GET /v1/payments/{paymentKey}`. */
  getPayment(paymentKey: string): Promise<TossPayment>;
  /** `GET /v1/payments/orders/{orderId}`. */
  getPaymentByOrderId(orderId: string): Promise<TossPayment>;
  /** `POST /v1/billing/authorizations/issue`: exchange the billing-auth window's authKey for a billing key. */
  issueBillingKey(input: { authKey: string; customerKey: string }): Promise<TossBillingKey>;
  /** `POST /v1/billing/{billingKey}`: charge a stored billing key (approved at once, no confirm step). */
  chargeBilling(billingKey: string, input: { customerKey: string; amount: number; orderId: string; orderName: string }, idempotencyKey: string): Promise<TossPayment>;
}

/**
 * An error reply of Toss (`{ code, message }`, e.g. ALREADY_PROCESSED_PAYMENT, NOT_FOUND_PAYMENT,
 * NOT_CANCELABLE_AMOUNT, REJECT_CARD_PAYMENT, UNAUTHORIZED_KEY), or NETWORK_ERROR (status 0) when Toss could not
 * be reached — in which case whether Toss processed the request is unknown and the reconciliation settles it.
 */
export class TossError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'TossError';
    this.status = status;
    this.code = code;
  }
}

/** Whether an error is Toss's "no such payment" (the lookup found nothing). */
export const isTossNotFound = (error: unknown): boolean => error instanceof TossError && (error.code === 'NOT_FOUND_PAYMENT' || error.code === 'NOT_FOUND');

const clients = new WeakMap<Deps, TossClient>();

/**
 * The app's Toss client (built once per app): Toss itself when TOSS_SECRET_KEY is set, otherwise the app's own
 * stand-in, reached in process. Tests replace it with `setTossClient` (e.g. a client whose network fails).
 */
export function tossClientOf(deps: Deps): TossClient {
  let client = clients.get(deps);
  if (!client) {
    const { toss } = deps.env;
    client = toss.standin
      ? createTossClient({ apiUrl: toss.apiUrl, secretKey: toss.secretKey, fetch: standinOf(deps).fetch })
      : createTossClient({ apiUrl: toss.apiUrl, secretKey: toss.secretKey });
    clients.set(deps, client);
  }
  return client;
}

/** Replaces an app's Toss client (tests: faults between Toss and the local write). */
export function setTossClient(deps: Deps, client: TossClient): void {
  clients.set(deps, client);
}

/** Builds a Toss client for an API address (no trailing `/v1`) and a secret key (test_sk_/live_sk_, or the stand-in's). */
export function createTossClient(opts: { apiUrl: string; secretKey: string; fetch?: typeof fetch; timeoutMs?: number }): TossClient {
  const base = opts.apiUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new TossError(0, 'NETWORK_ERROR', `토스페이먼츠에 연결하지 못했습니다: ${(error as Error).message}`);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const err = (json ?? {}) as { code?: string; message?: string };
      throw new TossError(res.status, err.code ?? 'UNKNOWN_ERROR', err.message ?? `토스페이먼츠 오류 (HTTP ${res.status})`);
    }
    return json as T;
  }

  const seg = encodeURIComponent;
  return {
    confirm: (input, key) => call('POST', '/v1/payments/confirm', input, key),
    cancel: (paymentKey, input, key) => call('POST', `/v1/payments/${seg(paymentKey)}/cancel`, input, key),
    getPayment: (paymentKey) => call('GET', `/v1/payments/${seg(paymentKey)}`),
    getPaymentByOrderId: (orderId) => call('GET', `/v1/payments/orders/${seg(orderId)}`),
    issueBillingKey: (input) => call('POST', '/v1/billing/authorizations/issue', input),
    chargeBilling: (billingKey, input, key) => call('POST', `/v1/billing/${seg(billingKey)}`, input, key),
  };
}
