/**
 * What the payment result pages (/payment/done, /payment/fail, /payment/proceed) say of an order
 * (src/features/store/payment/order-result.rules.ts): only the server's order decides; a paid one is the only
 * success, every other state says what happened and whether to order again (with the same goods or application);
 * the orderId check of the zod-free pages agrees with the contract's; 400, 403 and 404 are "not found".
 */
import { describe, expect, it } from 'vitest';
import { OrderIdSchema } from '../../src/api/store/payments';
import { isOrderId, ORDER_ID_PATTERN, orderNotFound, orderViewOf, reorderLink, type OrderFacts } from '../../src/features/store/payment/order-result.rules';
import { ORDER_STATE } from '../../src/machines/order.states';

const O = ORDER_STATE;
const NOW = new Date('2026-03-01T12:00:00+09:00');
const order = (values: Partial<OrderFacts> = {}): OrderFacts => ({
  state: O.paid.code,
  amount: 150_000,
  refunded_amount: 0,
  fail_message: null,
  expires_time: null,
  goods_code: null,
  consulting_application_id: null,
  ...values,
});

describe('the order id of the address', () => {
  it.each(['O1abc23', 'SEED-CONSULT-0001', 'a_b-c1', 'x'.repeat(64), '', 'abc12', 'x'.repeat(65), 'ord 1234', '주문번호123', '../etc/passwd', 'O1abc23\n'])('%j: as the contract judges it', (id) => {
    expect(isOrderId(id)).toBe(OrderIdSchema.safeParse(id).success);
    expect(ORDER_ID_PATTERN.test(id)).toBe(OrderIdSchema.safeParse(id).success);
  });

  it('no id is none', () => expect(isOrderId(undefined)).toBe(false));

  it.each([
    [400, true],
    [403, true],
    [404, true],
    [401, false],
    [409, false],
    [500, false],
    [0, false],
  ])('a look-up refused with %i is not found: %s', (status, expected) => {
    expect(orderNotFound({ status })).toBe(expected);
  });
  it('an error without a status is not "not found"', () => {
    expect(orderNotFound(new Error('network'))).toBe(false);
    expect(orderNotFound(null)).toBe(false);
  });
});

describe('the view of an order', () => {
  it.each([
    ['paid', order(), 'paid', '결제가 완료되었습니다', false],
    ['paid, refunded in part', order({ refunded_amount: 50_000 }), 'paid', '결제가 완료되었습니다', false],
    ['refunded', order({ state: O.refunded.code, refunded_amount: 150_000 }), 'refunded', '환불된 주문입니다', false],
    ['created', order({ state: O.created.code }), 'open', '결제가 아직 완료되지 않았습니다', true],
    ['waiting', order({ state: O.waiting.code, expires_time: '2026-03-01T12:30:00+09:00' }), 'open', '결제가 아직 완료되지 않았습니다', true],
    ['failed', order({ state: O.failed.code, fail_message: '카드 한도 초과' }), 'closed', '결제가 완료되지 않았습니다', true],
    ['cancelled', order({ state: O.cancelled.code, fail_message: '주문한 뒤 판매가 중지된 상품입니다.' }), 'closed', '취소된 주문입니다', true],
    ['expired', order({ state: O.expired.code }), 'closed', '결제 기한이 지난 주문입니다', true],
  ] as const)('%s', (_name, o, outcome, title, reorder) => {
    const view = orderViewOf(o, NOW);
    expect(view).toMatchObject({ outcome, title, reorder });
    expect(view.stateLabel).toBe(Object.values(O).find((s) => s.code === o.state)!.label);
  });

  it('only a paid order is a success', () => {
    for (const s of Object.values(O)) expect(orderViewOf(order({ state: s.code }), NOW).outcome === 'paid', s.label).toBe(s.code === O.paid.code);
  });

  it('says the server’s reasons and amounts', () => {
    expect(orderViewOf(order({ refunded_amount: 50_000 }), NOW).message).toContain('50,000원');
    expect(orderViewOf(order({ state: O.refunded.code, refunded_amount: 150_000 }), NOW).message).toContain('150,000원');
    expect(orderViewOf(order({ state: O.failed.code, fail_message: '카드 한도 초과' }), NOW).message).toContain('카드 한도 초과');
    expect(orderViewOf(order({ state: O.cancelled.code, fail_message: '주문한 뒤 판매가 중지된 상품입니다.' }), NOW).message).toContain('판매가 중지된 상품');
    // a waiting order past its time to live (before the expiry job closed it) is not payable any more
    expect(orderViewOf(order({ state: O.waiting.code, expires_time: '2026-03-01T11:00:00+09:00' }), NOW).message).toContain('결제 기한이 지나');
    expect(orderViewOf(order({ state: 99 }), NOW)).toMatchObject({ outcome: 'closed', reorder: false, stateLabel: '99' });
  });
});

describe('ordering again', () => {
  it('preselects the consulting application, else the product, on /payment or /mobile/payment', () => {
    expect(reorderLink({ goods_code: null, consulting_application_id: 12 }, false)).toEqual({ to: '/payment', search: { consulting_application_id: 12 } });
    expect(reorderLink({ goods_code: 'DEMO-PREMIUM-MATH', consulting_application_id: null }, true)).toEqual({ to: '/mobile/payment', search: { goods_code: 'DEMO-PREMIUM-MATH' } });
    expect(reorderLink(null, false, 'DEMO-UNLIMITED-30')).toEqual({ to: '/payment', search: { goods_code: 'DEMO-UNLIMITED-30' } });
    expect(reorderLink(null, false)).toEqual({ to: '/payment', search: {} });
  });
});
