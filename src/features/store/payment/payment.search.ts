/**
 * The search params of the payment pages. Bad values are dropped, never fatal. Plain code, not zod (issue 13 point
 * 4): the payment pages load no zod; tests/unit/plain-search-parsers.test.ts holds the zod rules they had as the
 * reference. Loaded with the screens (the routes' `lazySearch`).
 */

/** /payment and /mobile/payment: `?consulting_application_id=` pays a consulting application; `?goods_code=` preselects a product. */
export interface PaymentSearch {
  consulting_application_id?: number;
  goods_code?: string;
}

/** A text of at most `max` characters, else dropped. */
const textOf = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : undefined);
/** A whole number of at least `min`, read as Number() reads it (`"12"` and `12` alike), else dropped. */
const wholeOf = (value: unknown, min: number) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? n : undefined;
};
/** The channel a payment was made from. */
const channelOf = (value: unknown): 'web' | 'mobile' | undefined => (value === 'web' || value === 'mobile' ? value : undefined);
/** The object without its undefined keys. */
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The routes' `validateSearch`. */
export const parsePaymentSearch = (raw: Record<string, unknown>): PaymentSearch =>
  defined({ consulting_application_id: wholeOf(raw.consulting_application_id, 1), goods_code: textOf(raw.goods_code, 200) });

/** /payment/done: the paid order (empty when missing or malformed) and the channel it was paid from. */
export const parseDoneSearch = (raw: Record<string, unknown>): { orderId: string; channel?: 'web' | 'mobile' } =>
  defined({ orderId: textOf(raw.orderId, 64) ?? '', channel: channelOf(raw.channel) });

/** /payment/proceed: Toss's success redirect (a payment to confirm, or a card to register). */
export const parseProceedSearch = (raw: Record<string, unknown>) =>
  defined({
    paymentKey: textOf(raw.paymentKey, 300),
    orderId: textOf(raw.orderId, 300),
    amount: wholeOf(raw.amount, 0),
    authKey: textOf(raw.authKey, 300),
    customerKey: textOf(raw.customerKey, 300),
    goods_code: textOf(raw.goods_code, 300),
    channel: channelOf(raw.channel),
  });
