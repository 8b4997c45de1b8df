/**
 * The pure money rules (src/features/store/payment/payment.rules.ts, src/api/store/coupon-code.ts): what a coupon's
 * kind allows, what a refund takes off a pass or a premium period, and coupon codes.
 */
import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COUPON_CODE_ALPHABET, formatCouponCode, generateCouponCode, isCouponCode, normalizeCouponCode } from '../../src/api/store/coupon-code';
import { couponProblem, passAfterRefund, premiumPeriod, type CouponFacts } from '../../src/features/store/payment/payment.rules';
import { canSend } from '../../src/machines/lifecycle';
import { ORDER_STATE, orderMachine } from '../../src/machines/order.machine';

const DAY = 86_400_000;
const now = new Date('2026-11-28T03:00:00Z');
const base: CouponFacts = { kind: 'once_each', discount_type: 'amount', discount_value: 1000, max_discount: null, min_amount: 0, max_uses: null, user_id: null, valid_from: null, valid_until: null, disabled_time: null };

describe('couponProblem', () => {
  const cases: Array<[string, Partial<CouponFacts>, { total: number; byCustomer: number }, number | null, string | null]> = [
    ['once_each unused', {}, { total: 5, byCustomer: 0 }, null, null],
    ['once_each used by this customer', {}, { total: 1, byCustomer: 1 }, null, '이미 사용한 쿠폰입니다. 한 사람이 한 번 쓸 수 있습니다.'],
    ['once_each at its cap', { max_uses: 5 }, { total: 5, byCustomer: 0 }, null, '준비된 수량이 모두 사용된 쿠폰입니다.'],
    ['single used', { kind: 'single', user_id: 1 }, { total: 1, byCustomer: 1 }, null, '이미 사용한 쿠폰입니다.'],
    ['single unused', { kind: 'single', user_id: 1 }, { total: 0, byCustomer: 0 }, null, null],
    ['unlimited used often', { kind: 'unlimited' }, { total: 100, byCustomer: 40 }, null, null],
    ['unlimited at its cap', { kind: 'unlimited', max_uses: 100 }, { total: 100, byCustomer: 0 }, null, '준비된 수량이 모두 사용된 쿠폰입니다.'],
    ['disabled', { disabled_time: now }, { total: 0, byCustomer: 0 }, null, '사용이 중지된 쿠폰입니다.'],
    ['not yet', { valid_from: new Date(now.getTime() + 1000) }, { total: 0, byCustomer: 0 }, null, '아직 사용할 수 없는 쿠폰입니다.'],
    ['expired', { valid_until: new Date(now.getTime() - 1000) }, { total: 0, byCustomer: 0 }, null, '사용 기간이 지난 쿠폰입니다.'],
    ['below its minimum', { min_amount: 10000 }, { total: 0, byCustomer: 0 }, 9999, '10,000원 이상 결제할 때 쓸 수 있는 쿠폰입니다.'],
    ['at its minimum', { min_amount: 10000 }, { total: 0, byCustomer: 0 }, 10000, null],
  ];
  it.each(cases)('%s', (_name, facts, uses, amount, expected) => {
    expect(couponProblem({ ...base, ...facts }, now, amount, uses)).toBe(expected);
  });
});

describe('passAfterRefund', () => {
  const validUntil = new Date(now.getTime() + 30 * DAY);
  it('a full refund ends the pass now and stops renewal', () => {
    expect(passAfterRefund({ validUntil, periodDays: 30, orderAmount: 9900, refundAmount: 9900, full: true, now })).toEqual({ validUntil: now, stopRenewal: true });
  });
  it('a partial refund takes the refunded share of the period off its end and keeps renewal', () => {
    const r = passAfterRefund({ validUntil, periodDays: 30, orderAmount: 9900, refundAmount: 3300, full: false, now });
    expect(r).toEqual({ validUntil: new Date(validUntil.getTime() - 10 * DAY), stopRenewal: false });
  });
  it('never before now; an ended pass stays as it is', () => {
    const soon = new Date(now.getTime() + DAY);
    expect(passAfterRefund({ validUntil: soon, periodDays: 30, orderAmount: 9900, refundAmount: 9000, full: false, now }).validUntil).toEqual(now);
    const ended = new Date(now.getTime() - DAY);
    expect(passAfterRefund({ validUntil: ended, periodDays: 30, orderAmount: 9900, refundAmount: 9900, full: true, now }).validUntil).toEqual(ended);
  });
});

describe('premiumPeriod', () => {
  it('is the order period less the refunded share', () => {
    const paid = new Date('2026-11-01T00:00:00Z');
    expect(premiumPeriod(paid, 30, 20000, 0)!.until).toEqual(new Date(paid.getTime() + 30 * DAY));
    expect(premiumPeriod(paid, 30, 20000, 10000)!.until).toEqual(new Date(paid.getTime() + 15 * DAY));
    expect(premiumPeriod(null, 30, 20000, 0)).toBeNull();
  });
});

describe('coupon codes', () => {
  it('are 12 characters of the unambiguous alphabet, unbiased and different', () => {
    const codes = Array.from({ length: 2000 }, () => generateCouponCode((b) => randomFillSync(b)));
    expect(new Set(codes).size).toBe(2000);
    for (const c of codes) expect(isCouponCode(c)).toBe(true);
    expect(COUPON_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const counts = new Map<string, number>();
    for (const ch of codes.join('')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const expected = (2000 * 12) / COUPON_CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.2);
  });
  it('are typed in any case with hyphens and spaces; sequential numbers are not codes', () => {
    expect(normalizeCouponCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(formatCouponCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(isCouponCode('14')).toBe(false);
    expect(isCouponCode('ABCDEFGHJ')).toBe(false);
    expect(isCouponCode('ABCDEFGHJK0O')).toBe(false);
  });
});

describe('the order machine', () => {
  it('expires an unpaid order, never a paid or settled one', () => {
    const can = (s: { code: number }) => canSend(orderMachine, String(s.code), { type: 'EXPIRE' });
    expect([ORDER_STATE.created, ORDER_STATE.waiting, ORDER_STATE.failed].map(can)).toEqual([true, true, true]);
    expect([ORDER_STATE.paid, ORDER_STATE.cancelled, ORDER_STATE.refunded, ORDER_STATE.expired].map(can)).toEqual([false, false, false, false]);
  });
});
