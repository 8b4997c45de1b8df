/**
 * GET sale_coupon/check (spec section 7 common calls; issue 11 point 3): a customer verifies a coupon by its
 * number or code before using it — it exists (404), is theirs or anyone's (403), is not spent, within its dates
 * and, for the product or consulting application asked about, its minimum amount (409) — and sees what it takes
 * off. Spending is the order's (orders.service.ts: the confirm, or use_sale_coupon).
 */
import type { z } from 'zod';
import type { CouponCheckQuerySchema } from '../../../src/api/store/payments';
import { couponDiscount } from '../../../src/features/store/payment/payment.rules';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { orderSubject, usableCoupon } from './orders.service';

/** GET sale_coupon/check?id[&goods_code|&consulting_application_id]. */
export async function checkCoupon(deps: Deps, user: AuthUser, q: z.output<typeof CouponCheckQuerySchema>) {
  const asked = q.goods_code !== undefined || q.consulting_application_id !== undefined;
  const subject = asked ? await orderSubject(deps.db, user, q.goods_code !== undefined ? { goods_code: q.goods_code } : { consulting_application_id: q.consulting_application_id }, 'query') : null;
  const c = await usableCoupon(deps.db, user, q.id, subject?.listAmount ?? null, 'query.id');
  const discount = subject ? couponDiscount(c, subject.listAmount) : null;
  return {
    data: {
      id: c.id,
      code: c.code,
      name: c.name,
      discount_type: c.discount_type === 'percent' ? ('percent' as const) : ('amount' as const),
      discount_value: c.discount_value,
      max_discount: c.max_discount,
      min_amount: c.min_amount,
      valid_until: c.valid_until?.toISOString() ?? null,
      list_amount: subject?.listAmount ?? null,
      discount_amount: discount,
      amount: subject && discount !== null ? subject.listAmount - discount : null,
    },
  };
}
